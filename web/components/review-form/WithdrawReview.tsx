import { useId, useState } from 'react';
import type { OwnReview } from '../../../core/api/review-links';
import { REVIEW_LINK_DAYS } from '../../../core/reviews';
import { type MessageKey, useT } from '../../i18n';
import { call } from '../../lib/api';
import { buttonSizes, buttonStyles } from '../ui/styles';
import { reviewErrorKey } from './review-errors';

/** *Withdraw my review*, asked again in place (it cannot be undone) before the link's DELETE. */
export function WithdrawReview(props: { token: string; disabled?: boolean; onWithdrawn: (review: OwnReview) => void }) {
  const t = useT();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);

  async function withdraw() {
    setBusy(true);
    setFailure(null);
    try {
      props.onWithdrawn((await call('DELETE /api/reviews/:token', { params: { token: props.token }, body: {} })).review);
    } catch (error) {
      setFailure(reviewErrorKey(error));
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <div className="space-y-3">
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {t(failure, { days: REVIEW_LINK_DAYS })}
        </p>
      )}
      {confirming ? (
        <div role="group" aria-labelledby={id} className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4">
          <p id={id} className="text-sm text-red-900">
            {t('auth.reviewForm.withdrawConfirm')}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" disabled={busy} onClick={() => void withdraw()} className={`${buttonStyles.danger} ${buttonSizes.md}`}>
              {t('auth.reviewForm.withdrawYes')}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setConfirming(false)}
              className={`${buttonStyles.secondary} ${buttonSizes.md}`}
            >
              {t('auth.reviewForm.withdrawNo')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          disabled={props.disabled}
          onClick={() => setConfirming(true)}
          className={`${buttonStyles.ghost} ${buttonSizes.lg}`}
        >
          {t('auth.reviewForm.withdraw')}
        </button>
      )}
    </div>
  );
}

import { useEffect, useId, useState } from 'react';
import { useT } from '../../i18n';
import { call } from '../../lib/api';
import { card } from '../ui/styles';
import { SavedSwitch } from './SavedSwitch';

/**
 * The switch for invitations to review orders (issue 39): on unless the account's address opted out, here or
 * through an invitation's own link (both keep the choice by address).
 */
export function ReviewInvitationsPanel() {
  const t = useT();
  const id = useId();
  const [on, setOn] = useState<boolean | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    call('GET /api/account/review-invitations').then(
      (answer) => !cancelled && setOn(answer.on),
      () => !cancelled && setLoadFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <section aria-labelledby={`${id}-title`} className={`${card} p-6`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('auth.account.reviewInvitations.title')}
      </h2>
      <div className="mt-4">
        {on === null && !loadFailed && <p className="text-slate-600">{t('auth.account.loading')}</p>}
        {loadFailed && <p className="text-red-700">{t('auth.account.reviewInvitations.error')}</p>}
        {on !== null && (
          <SavedSwitch
            initial={on}
            save={async (next) => (await call('PUT /api/account/review-invitations', { body: { on: next } })).on}
            label={t('auth.account.reviewInvitations.label')}
            hint={t('auth.account.reviewInvitations.hint')}
            failedText={t('auth.account.reviewInvitations.failed')}
          />
        )}
      </div>
    </section>
  );
}

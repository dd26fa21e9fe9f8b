import { useEffect, useId, useState } from 'react';
import { useT } from '../../i18n';
import { call } from '../../lib/api';
import { card } from '../ui/styles';

/**
 * The switch for invitations to review orders (issue 39): on unless the account's address opted out, here or
 * through an invitation's own link (both keep the choice by address).
 */
export function ReviewInvitationsPanel() {
  const t = useT();
  const id = useId();
  const [on, setOn] = useState<boolean | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

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

  // The switch moves at once, and back if the choice could not be saved.
  const change = async (next: boolean) => {
    setSaving(true);
    setFailed(false);
    setOn(next);
    try {
      setOn((await call('PUT /api/account/review-invitations', { body: { on: next } })).on);
    } catch {
      setOn(!next);
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={`${card} p-6`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('auth.account.reviewInvitations.title')}
      </h2>
      <div className="mt-4">
        {on === null && !loadFailed && <p className="text-slate-600">{t('auth.account.loading')}</p>}
        {loadFailed && <p className="text-red-700">{t('auth.account.reviewInvitations.error')}</p>}
        {on !== null && (
          <>
            <label htmlFor={id} className="flex items-start gap-3 font-medium text-slate-900">
              <input
                id={id}
                type="checkbox"
                role="switch"
                checked={on}
                aria-busy={saving || undefined}
                aria-describedby={`${id}-hint`}
                onChange={(event) => !saving && void change(event.target.checked)}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              {t('auth.account.reviewInvitations.label')}
            </label>
            <p id={`${id}-hint`} className="ms-7 mt-1 text-sm text-slate-600">
              {t('auth.account.reviewInvitations.hint')}
            </p>
            {failed && (
              <p role="alert" className="ms-7 mt-1 text-sm font-medium text-red-700">
                {t('auth.account.reviewInvitations.failed')}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}

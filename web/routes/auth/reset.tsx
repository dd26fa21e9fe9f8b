import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from '../../lib/notify';
import { type ValidationCode, validatePassword } from '../../../core/validation';
import { FormSubmit } from '../../components/account/FormSubmit';
import { hideLinkToken, linkToken } from '../../components/account/link-token';
import { NewPasswordFields } from '../../components/account/NewPasswordFields';
import { validationProblem } from '../../components/account/problems';
import { useProblem } from '../../components/account/useProblem';
import { buttonSizes, buttonStyles, card } from '../../components/ui/styles';
import { useT } from '../../i18n';
import { ApiRequestError, call } from '../../lib/api';
import { applySessionAtom, openAuthDialogAtom } from '../../state/auth';

export const Route = createFileRoute('/auth/reset')({ component: ResetPassword });

/**
 * The page the reset e-mail links to: a new password (with confirmation) replaces the old one, every
 * other session ends, and this browser is signed in (announced to the other tabs as a user update).
 */
function ResetPassword() {
  const t = useT();
  const navigate = useNavigate();
  const applySession = useSetAtom(applySessionAtom);
  const openDialog = useSetAtom(openAuthDialogAtom);
  const [token] = useState(linkToken);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useProblem();
  const [linkDead, setLinkDead] = useState(!token);

  useEffect(hideLinkToken, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !token) return;
    const checked = validatePassword(password);
    if (!checked.ok) return form.setProblem(validationProblem(t, checked.code));
    if (confirm !== password) return form.setProblem(validationProblem(t, 'password_mismatch'));
    form.setProblem(null);
    setBusy(true);
    try {
      const answer = await call('POST /api/auth/reset', { body: { token, password } });
      applySession({ event: 'USER_UPDATED', answer });
      toast.success(t('auth.reset.success'));
      await navigate({ to: '/account' });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiRequestError && err.code === 'invalid_token') setLinkDead(true);
      else if (err instanceof ApiRequestError && err.status === 400 && err.code.startsWith('password_')) {
        form.setProblem(validationProblem(t, err.code as ValidationCode));
      } else {
        // The error-message table comes with a failure, not with the page (issue 37's initial-JS budget).
        const { errorMessageKey } = await import('../../lib/error-messages');
        form.setProblem({ message: t(errorMessageKey(err, 'reset')) });
      }
    }
  }

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <div className={`${card} space-y-6 p-8`}>
          <h1 className="text-2xl font-extrabold text-slate-900">{t('auth.reset.title')}</h1>
          {linkDead ? (
            <div className="space-y-4">
              <p role="alert" className="text-red-700">
                {t('auth.reset.invalidLink')}
              </p>
              <button type="button" onClick={() => openDialog('forgot')} className={`${buttonStyles.primary} ${buttonSizes.md}`}>
                {t('auth.reset.requestNew')}
              </button>
            </div>
          ) : (
            <form noValidate onSubmit={submit} className="space-y-4">
              <p className="text-slate-600">{t('auth.reset.intro')}</p>
              <NewPasswordFields
                labels={{ password: t('auth.fields.newPassword'), confirm: t('auth.fields.confirmNewPassword') }}
                password={password}
                confirm={confirm}
                onPasswordChange={(e) => setPassword(e.target.value)}
                onConfirmChange={(e) => setConfirm(e.target.value)}
                form={form}
              />
              <FormSubmit form={form} busy={busy} label={t('auth.reset.submit')} busyLabel={t('auth.reset.busy')} />
            </form>
          )}
        </div>
      </div>
    </div>
  );
}

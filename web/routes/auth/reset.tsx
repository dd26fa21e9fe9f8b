import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../lib/notify';
import { type ValidationCode, validatePassword } from '../../../core/validation';
import { Field, FormMessage } from '../../components/account/Field';
import { hideLinkToken, linkToken } from '../../components/account/link-token';
import { PasswordStrength } from '../../components/account/PasswordStrength';
import { type Problem, validationProblem } from '../../components/account/problems';
import { buttonSizes, buttonStyles, card } from '../../components/ui/styles';
import { useT } from '../../i18n';
import { ApiRequestError, api } from '../../lib/api';
import { type SessionAnswer, applySessionAtom, openAuthDialogAtom } from '../../state/auth';

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
  const [problem, setProblem] = useState<Problem | null>(null);
  const [linkDead, setLinkDead] = useState(!token);
  const messageId = useId();
  const strengthId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  useEffect(hideLinkToken, []);
  useEffect(() => {
    if (problem?.field === 'password') passwordRef.current?.focus();
    if (problem?.field === 'confirm') confirmRef.current?.focus();
  }, [problem]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !token) return;
    const checked = validatePassword(password);
    if (!checked.ok) return setProblem(validationProblem(t, checked.code));
    if (confirm !== password) return setProblem(validationProblem(t, 'password_mismatch'));
    setProblem(null);
    setBusy(true);
    try {
      const answer = await api<SessionAnswer>('/api/auth/reset', { method: 'POST', body: { token, password } });
      applySession({ event: 'USER_UPDATED', answer });
      toast.success(t('auth.reset.success'));
      await navigate({ to: '/account' });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiRequestError && err.code === 'invalid_token') setLinkDead(true);
      else if (err instanceof ApiRequestError && err.status === 400 && err.code.startsWith('password_')) {
        setProblem(validationProblem(t, err.code as ValidationCode));
      } else setProblem({ message: t('auth.messages.unexpected') });
    }
  }

  const errorFor = (field: Problem['field']) => (problem?.field === field ? messageId : undefined);
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
              <Field
                label={t('auth.fields.newPassword')}
                type="password"
                name="new-password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                inputRef={passwordRef}
                errorId={errorFor('password')}
                hintId={password ? strengthId : undefined}
              />
              {password && <PasswordStrength id={strengthId} password={password} />}
              <Field
                label={t('auth.fields.confirmNewPassword')}
                type="password"
                name="confirm-password"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                inputRef={confirmRef}
                errorId={errorFor('confirm')}
              />
              <FormMessage id={messageId} message={problem?.message ?? null} />
              <button type="submit" disabled={busy} className={`w-full ${buttonStyles.primary} ${buttonSizes.lg}`}>
                {busy ? t('auth.reset.busy') : t('auth.reset.submit')}
              </button>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}

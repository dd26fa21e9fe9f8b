import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../lib/notify';
import { validateEmail, validateSignin, validateSignup } from '../../../core/validation';
import { useT } from '../../i18n';
import { ApiRequestError, api } from '../../lib/api';
import { clearAttempts, countAttempt } from '../../state/attempt-limits';
import { signInAtom } from '../../state/auth';
import { languageAtom } from '../../state/language';
import { buttonSizes, buttonStyles } from '../ui/styles';
import { Field, FormMessage } from './Field';
import { PasswordStrength } from './PasswordStrength';
import { type AuthField, type Problem, apiProblem, rateLimitProblem, validationProblem } from './problems';

/** A form's message and the field it concerns: that field is focused, marked invalid and described by it. */
function useProblem() {
  const messageId = useId();
  const [problem, setProblem] = useState<Problem | null>(null);
  const refs: Record<AuthField, RefObject<HTMLInputElement | null>> = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  useEffect(() => {
    if (problem?.field) refs[problem.field].current?.focus();
    // Only a new problem moves the focus (the refs never change).
  }, [problem]);
  return {
    problem,
    setProblem,
    refs,
    messageId,
    errorIdFor: (field: AuthField) => (problem?.field === field ? messageId : undefined),
  };
}

const submitClass = `w-full ${buttonStyles.primary} ${buttonSizes.lg}`;
const linkClass = 'rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline';

export function LoginForm({ onSuccess, onForgot }: { onSuccess(): void; onForgot(): void }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const signIn = useSetAtom(signInAtom);
  const form = useProblem();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = validateSignin({ email, password });
    if (!checked.ok) return form.setProblem(validationProblem(t, checked.code));
    const credentials = checked.value;
    const attempt = countAttempt('signin', credentials.email);
    if (!attempt.allowed) return form.setProblem(rateLimitProblem(t, language, 'signin', attempt.minutes));

    form.setProblem(null);
    setBusy(true);
    try {
      await signIn(credentials);
      clearAttempts('signin', credentials.email);
      toast.success(t('auth.messages.welcomeBack'));
      onSuccess();
    } catch (err) {
      setBusy(false);
      form.setProblem(
        apiProblem(t, language, err, { name: 'signin', email: credentials.email }, {
          invalid_credentials: { message: t('auth.messages.invalidCredentials'), field: 'password' },
          email_not_confirmed: { message: t('auth.messages.emailNotConfirmed') },
        }),
      );
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        inputRef={form.refs.email}
        errorId={form.errorIdFor('email')}
      />
      <Field
        label={t('auth.fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        inputRef={form.refs.password}
        errorId={form.errorIdFor('password')}
      />
      <div className="flex justify-end">
        <button type="button" onClick={onForgot} className={linkClass}>
          {t('auth.login.forgot')}
        </button>
      </div>
      <FormMessage id={form.messageId} message={form.problem?.message ?? null} />
      <button type="submit" disabled={busy} className={submitClass}>
        {busy ? t('auth.login.busy') : t('auth.login.submit')}
      </button>
    </form>
  );
}

export function SignupForm({ onSuccess }: { onSuccess(): void }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const form = useProblem();
  const strengthId = useId();
  const [fields, setFields] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = validateSignup(fields);
    if (!checked.ok) return form.setProblem(validationProblem(t, checked.code));
    const { email, password, name } = checked.value;
    const attempt = countAttempt('signup', email);
    if (!attempt.allowed) return form.setProblem(rateLimitProblem(t, language, 'signup', attempt.minutes));

    form.setProblem(null);
    setBusy(true);
    try {
      await api('/api/auth/signup', { method: 'POST', body: { email, password, name, language } });
      toast.success(t('auth.messages.signupSuccess'));
      onSuccess();
    } catch (err) {
      setBusy(false);
      form.setProblem(
        apiProblem(t, language, err, { name: 'signup', email }, { user_exists: { message: t('auth.messages.userExists'), field: 'email' } }),
      );
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field
        label={t('auth.fields.name')}
        name="name"
        autoComplete="name"
        value={fields.name}
        onChange={set('name')}
        inputRef={form.refs.name}
        errorId={form.errorIdFor('name')}
      />
      <Field
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={fields.email}
        onChange={set('email')}
        inputRef={form.refs.email}
        errorId={form.errorIdFor('email')}
      />
      <Field
        label={t('auth.fields.password')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={fields.password}
        onChange={set('password')}
        inputRef={form.refs.password}
        errorId={form.errorIdFor('password')}
        hintId={fields.password ? strengthId : undefined}
      />
      {fields.password && <PasswordStrength id={strengthId} password={fields.password} />}
      <Field
        label={t('auth.fields.confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={fields.confirmPassword}
        onChange={set('confirmPassword')}
        inputRef={form.refs.confirm}
        errorId={form.errorIdFor('confirm')}
      />
      <FormMessage id={form.messageId} message={form.problem?.message ?? null} />
      <button type="submit" disabled={busy} className={submitClass}>
        {busy ? t('auth.signup.busy') : t('auth.signup.submit')}
      </button>
    </form>
  );
}

export function ForgotForm({ onBack }: { onBack(): void }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const form = useProblem();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = validateEmail(email);
    if (!checked.ok) return form.setProblem(validationProblem(t, checked.code));
    form.setProblem(null);
    setBusy(true);
    try {
      await api('/api/auth/forgot', { method: 'POST', body: { email: checked.value, language } });
      setSentTo(checked.value);
    } catch (err) {
      form.setProblem(err instanceof ApiRequestError && err.status === 400 ? validationProblem(t, 'email_invalid') : { message: t('auth.messages.unexpected') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold text-slate-900">{t('auth.forgot.title')}</h3>
      {sentTo ? (
        <FormMessage id={form.messageId} tone="info" message={t('auth.forgot.sent', { email: sentTo })} />
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <p className="text-sm text-slate-600">{t('auth.forgot.intro')}</p>
          <Field
            label={t('auth.fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            inputRef={form.refs.email}
            errorId={form.errorIdFor('email')}
          />
          <FormMessage id={form.messageId} message={form.problem?.message ?? null} />
          <button type="submit" disabled={busy} className={submitClass}>
            {busy ? t('auth.forgot.busy') : t('auth.forgot.submit')}
          </button>
        </form>
      )}
      <button type="button" onClick={onBack} className={linkClass}>
        {t('auth.forgot.back')}
      </button>
    </div>
  );
}

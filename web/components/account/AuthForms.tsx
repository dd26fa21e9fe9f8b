import { useAtomValue, useSetAtom } from 'jotai';
import { type ChangeEventHandler, type FormEvent, useState } from 'react';
import { toast } from '../../lib/notify';
import { validateEmail, validateSignin, validateSignup } from '../../../core/validation';
import { useT } from '../../i18n';
import { ApiRequestError, call } from '../../lib/api';
import { clearAttempts, countAttempt } from '../../state/attempt-limits';
import { signInAtom } from '../../state/auth';
import { languageAtom } from '../../i18n/language';
import { Field, FormMessage } from './Field';
import { FormSubmit } from './FormSubmit';
import { NewPasswordFields } from './NewPasswordFields';
import { apiProblem } from './api-problem';
import { rateLimitProblem, validationProblem } from './problems';
import { type ProblemState, useProblem } from './useProblem';

const linkClass = 'rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline';

interface EmailFieldProps {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  form: Pick<ProblemState, 'refs' | 'errorIdFor'>;
}

/** The e-mail field each of these forms asks for. */
function EmailField({ value, onChange, form }: EmailFieldProps) {
  const t = useT();
  return (
    <Field
      label={t('auth.fields.email')}
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      inputRef={form.refs.email}
      errorId={form.errorIdFor('email')}
    />
  );
}

export function LoginForm({ onSuccess, onForgot }: { onSuccess(): void; onForgot(): void }) {
  const t = useT();
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
    if (!attempt.allowed) return form.setProblem(rateLimitProblem(t, 'signin', attempt.minutes));

    form.setProblem(null);
    setBusy(true);
    try {
      await signIn(credentials);
      clearAttempts('signin', credentials.email);
      toast.success(t('auth.messages.welcomeBack'));
      onSuccess();
    } catch (err) {
      setBusy(false);
      form.setProblem(apiProblem(t, err, { name: 'signin', email: credentials.email }));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} form={form} />
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
      <FormSubmit form={form} busy={busy} label={t('auth.login.submit')} busyLabel={t('auth.login.busy')} />
    </form>
  );
}

export function SignupForm({ onSuccess }: { onSuccess(): void }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const form = useProblem();
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
    if (!attempt.allowed) return form.setProblem(rateLimitProblem(t, 'signup', attempt.minutes));

    form.setProblem(null);
    setBusy(true);
    try {
      await call('POST /api/auth/signup', { body: { email, password, name, language } });
      toast.success(t('auth.messages.signupSuccess'));
      onSuccess();
    } catch (err) {
      setBusy(false);
      form.setProblem(apiProblem(t, err, { name: 'signup', email }));
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
      <EmailField value={fields.email} onChange={set('email')} form={form} />
      <NewPasswordFields
        labels={{ password: t('auth.fields.password'), confirm: t('auth.fields.confirmPassword') }}
        password={fields.password}
        confirm={fields.confirmPassword}
        onPasswordChange={set('password')}
        onConfirmChange={set('confirmPassword')}
        form={form}
      />
      <FormSubmit form={form} busy={busy} label={t('auth.signup.submit')} busyLabel={t('auth.signup.busy')} />
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
      await call('POST /api/auth/forgot', { body: { email: checked.value, language } });
      setSentTo(checked.value);
    } catch (err) {
      form.setProblem(
        err instanceof ApiRequestError && err.status === 400
          ? validationProblem(t, 'email_invalid')
          : { message: t('auth.messages.unexpected') },
      );
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
          <EmailField value={email} onChange={(e) => setEmail(e.target.value)} form={form} />
          <FormSubmit form={form} busy={busy} label={t('auth.forgot.submit')} busyLabel={t('auth.forgot.busy')} />
        </form>
      )}
      <button type="button" onClick={onBack} className={linkClass}>
        {t('auth.forgot.back')}
      </button>
    </div>
  );
}

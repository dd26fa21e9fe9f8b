import { type ChangeEventHandler, useId } from 'react';
import { Field } from './Field';
import { PasswordStrength } from './PasswordStrength';
import type { ProblemState } from './useProblem';

interface NewPasswordFieldsProps {
  /** Sign-up asks for a password, the reset page for a new one. */
  labels: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPasswordChange: ChangeEventHandler<HTMLInputElement>;
  onConfirmChange: ChangeEventHandler<HTMLInputElement>;
  /** The form's problem: its password and confirm fields are focused and described by it. */
  form: Pick<ProblemState, 'refs' | 'errorIdFor'>;
}

/** A new password with its strength (once something is typed), and the same password again. */
export function NewPasswordFields({ labels, password, confirm, onPasswordChange, onConfirmChange, form }: NewPasswordFieldsProps) {
  const strengthId = useId();
  return (
    <>
      <Field
        label={labels.password}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        inputRef={form.refs.password}
        errorId={form.errorIdFor('password')}
        hintId={password ? strengthId : undefined}
      />
      {password && <PasswordStrength id={strengthId} password={password} />}
      <Field
        label={labels.confirm}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirmChange}
        inputRef={form.refs.confirm}
        errorId={form.errorIdFor('confirm')}
      />
    </>
  );
}

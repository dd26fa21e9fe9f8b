import { buttonSizes, buttonStyles } from '../ui/styles';
import { FormMessage } from './Field';
import type { ProblemState } from './useProblem';

interface FormSubmitProps {
  /** The form's problem, shown above the button (its fields point at it). */
  form: Pick<ProblemState, 'messageId' | 'problem'>;
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** The end of an account form: its message, if any, then the full-width submit button, which says when it is busy. */
export function FormSubmit({ form, busy, label, busyLabel }: FormSubmitProps) {
  return (
    <>
      <FormMessage id={form.messageId} message={form.problem?.message ?? null} tone={form.problem?.tone} />
      <button type="submit" disabled={busy} className={`w-full ${buttonStyles.primary} ${buttonSizes.lg}`}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}

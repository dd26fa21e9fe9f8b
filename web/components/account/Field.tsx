import { type InputHTMLAttributes, type Ref, useId } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Set when the form's message is about this field: it is marked invalid and described by the message. */
  errorId?: string;
  /** Further text tied to the field (e.g. the password strength). */
  hintId?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled, required text input of the account forms. */
export function Field({ label, errorId, hintId, inputRef, ...input }: FieldProps) {
  const id = useId();
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        required
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
        className="block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus:border-brand-600 aria-invalid:border-red-600"
      />
    </div>
  );
}

/** The form's one message: announced when it appears, and pointed at by the field it concerns. */
export function FormMessage({ id, message, tone = 'error' }: { id: string; message: string | null; tone?: 'error' | 'info' }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl px-4 py-3 text-sm ${tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-800'}`}
    >
      {message}
    </p>
  );
}

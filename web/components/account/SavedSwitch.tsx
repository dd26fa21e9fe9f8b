import { useId, useState } from 'react';

interface SavedSwitchProps {
  initial: boolean;
  /** Saves the choice; answers what the shop kept. */
  save: (on: boolean) => Promise<boolean>;
  label: string;
  hint: string;
  /** Said when a choice could not be saved. */
  failedText: string;
}

/**
 * A setting of /account as a switch that saves itself (supply reminders, review invitations): it moves at once,
 * and back, saying so, if the choice could not be saved.
 */
export function SavedSwitch({ initial, save, label, hint, failedText }: SavedSwitchProps) {
  const id = useId();
  const [on, setOn] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const change = async (next: boolean) => {
    setSaving(true);
    setFailed(false);
    setOn(next);
    try {
      setOn(await save(next));
    } catch {
      setOn(!next);
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div>
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
        {label}
      </label>
      <p id={`${id}-hint`} className="ms-7 mt-1 text-sm text-slate-600">
        {hint}
      </p>
      {failed && (
        <p role="alert" className="ms-7 mt-1 text-sm font-medium text-red-700">
          {failedText}
        </p>
      )}
    </div>
  );
}

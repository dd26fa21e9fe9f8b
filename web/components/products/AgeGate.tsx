import { type ReactNode, useId, useRef, useState } from 'react';
import { useT } from '../../i18n';

/**
 * The 18-or-older confirmation a muscle-building purchase needs (core/age-restriction.ts): a checkbox by
 * the button that buys. `shown` keeps it in view (the cart); otherwise it appears when the shopper first
 * tries to buy without it, with focus on it. `ready()` says whether the purchase may go ahead.
 */
export function useAgeGate(restricted: boolean, shown = false): { ready(): boolean; confirmed: boolean; checkbox: ReactNode } {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [asked, setAsked] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const ready = () => {
    if (!restricted || confirmed) return true;
    setAsked(true);
    requestAnimationFrame(() => input.current?.focus());
    return false;
  };
  const problem = asked && !confirmed;
  const checkbox =
    restricted && (shown || asked || confirmed) ? (
      <div className="text-sm">
        <label className="flex items-start gap-2 font-medium text-slate-800">
          <input
            ref={input}
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
            aria-invalid={problem || undefined}
            aria-describedby={`${id}-why`}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          {t('store.age.confirm')}
        </label>
        <p
          id={`${id}-why`}
          className={problem ? 'mt-1 font-medium text-red-700' : 'mt-1 text-slate-600'}
          role={problem ? 'alert' : undefined}
        >
          {problem ? t('store.age.required') : t('store.age.why')}
        </p>
      </div>
    ) : null;
  return { ready, confirmed, checkbox };
}

import { useId } from 'react';
import { useT } from '../../i18n';

const VALUES = [1, 2, 3, 4, 5] as const;

/**
 * The 1–5 star choice as a real radio group: a fieldset (role radiogroup, so that it can be marked invalid) named by its legend, one native radio per value named
 * "1 star" … "5 stars" (arrow keys move between them), each laid transparent over its star, which its label draws
 * with a visible focus ring.
 */
export function StarRadios(props: { value: number; onChange: (value: number) => void; errorId?: string }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset role="radiogroup" aria-describedby={props.errorId} aria-invalid={props.errorId ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('auth.reviewForm.rating')}</legend>
      <div className="mt-2 flex gap-1">
        {VALUES.map((value) => {
          const id = `${name}-${value}`;
          return (
            <span key={value} className="relative">
              <input
                id={id}
                type="radio"
                name={name}
                value={value}
                checked={props.value === value}
                onChange={() => props.onChange(value)}
                className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
              />
              <label
                htmlFor={id}
                title={t(`auth.reviewForm.star${value}`)}
                className="block cursor-pointer rounded-lg p-1 text-slate-300 peer-checked:text-amber-500 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700"
              >
                <svg
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  className={`size-8 ${value <= props.value ? 'fill-amber-500' : 'fill-current'}`}
                >
                  <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
                </svg>
                <span className="sr-only">{t(`auth.reviewForm.star${value}`)}</span>
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}

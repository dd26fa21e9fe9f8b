import type { ReactNode } from 'react';
import type { useLazyDialog } from './useLazyDialog';

/** The text button under a card that opens its details dialog, described by the card's title. */
export function DetailsButton({
  dialog,
  describedBy,
  className,
  children,
}: {
  dialog: ReturnType<typeof useLazyDialog<HTMLButtonElement>>;
  describedBy: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      ref={dialog.triggerRef}
      type="button"
      aria-haspopup="dialog"
      aria-describedby={describedBy}
      onClick={dialog.show}
      onPointerEnter={dialog.warm}
      onPointerDown={dialog.warm}
      onFocus={dialog.warm}
      className={`text-sm font-semibold text-brand-700 underline-offset-4 hover:underline ${className}`}
    >
      {children}
    </button>
  );
}

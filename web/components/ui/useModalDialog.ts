import { type KeyboardEvent, type MouseEvent, type SyntheticEvent, useLayoutEffect, useRef } from 'react';

/** What a dialog focuses first as it opens: its first control that is not a link (as Radix's did). */
const FIRST_FOCUS = ':is(button, input, select, textarea, [tabindex]):not(:disabled, [tabindex="-1"], [type="hidden"])';

/** What Tab can reach inside a dialog. */
const TABBABLE = ':is(a[href], button, input, select, textarea, [tabindex]):not(:disabled, [tabindex="-1"], [type="hidden"])';

/**
 * The platform's modal dialog (`showModal()`) driven by an `open` state: Tab wraps inside it, it closes on
 * Escape, makes the rest of the page inert and sits in the top layer; the scroll lock is one CSS rule
 * (web/styles.css). Unlike a script's modal, opening and closing it restyles nothing else in the document
 * (issue 28: Radix's took 300–500 ms to close at 4× CPU). The caller renders the dialog's content only
 * while `open`, so each opening starts afresh.
 *
 * `returnFocus` names the control focused again once it has closed, however it closed; `firstFocus` what it
 * focuses as it opens, where that is not its first control (a menu starts at its first link).
 */
export function useModalDialog(
  open: boolean,
  onOpenChange: (open: boolean) => void,
  returnFocus: () => HTMLElement | null | undefined,
  firstFocus = FIRST_FOCUS,
) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    dialog.showModal();
    [...dialog.querySelectorAll<HTMLElement>(firstFocus)].find((el) => el.checkVisibility())?.focus();
    return () => {
      if (dialog.open) dialog.close();
      returnFocusRef.current()?.focus();
    };
  }, [open, firstFocus]);
  return {
    ref,
    /**
     * Tab past the last control comes back to the first, and Shift+Tab before the first goes to the last, as
     * the dialogs always did: the platform's dialog would let focus leave to the browser's own controls.
     */
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key !== 'Tab') return;
      const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.checkVisibility());
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === event.currentTarget)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
    /**
     * Escape, or a click on the backdrop. The `close` event comes a task later, so it can find the dialog open
     * again: an effect's cleanup closed it and its setup reopened it (a Suspense boundary showing its fallback
     * and back, or StrictMode in development). That close is no shopper's, and the dialog stays open.
     */
    onClose(event: SyntheticEvent<HTMLDialogElement>) {
      if (!event.currentTarget.open) onOpenChange(false);
    },
    /** A click on the backdrop (it reaches the dialog itself, outside its box) closes it, as Escape does. */
    onClick(event: MouseEvent<HTMLDialogElement>) {
      const dialog = event.currentTarget;
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) dialog.close();
    },
  };
}

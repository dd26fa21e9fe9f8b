import { type MouseEvent, useLayoutEffect, useRef } from 'react';

/** What a dialog focuses first as it opens: its first control that is not a link (as Radix's did). */
const FIRST_FOCUS = ':is(button, input, select, textarea, [tabindex]):not(:disabled, [tabindex="-1"], [type="hidden"])';

/**
 * The platform's modal dialog (`showModal()`) driven by an `open` state: it keeps Tab inside, closes on
 * Escape, makes the rest of the page inert and sits in the top layer; the scroll lock is one CSS rule
 * (web/styles.css). Unlike a script's modal, opening and closing it restyles nothing else in the document
 * (issue 28: Radix's took 300–500 ms to close at 4× CPU). The caller renders the dialog's content only
 * while `open`, so each opening starts afresh.
 *
 * `returnFocus` names the control focused again once it has closed, however it closed.
 */
export function useModalDialog(open: boolean, onOpenChange: (open: boolean) => void, returnFocus: () => HTMLElement | null | undefined) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    dialog.showModal();
    [...dialog.querySelectorAll<HTMLElement>(FIRST_FOCUS)].find((el) => el.checkVisibility())?.focus();
    return () => {
      if (dialog.open) dialog.close();
      returnFocusRef.current()?.focus();
    };
  }, [open]);
  return {
    ref,
    /** Escape, or a click on the backdrop. */
    onClose: () => onOpenChange(false),
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

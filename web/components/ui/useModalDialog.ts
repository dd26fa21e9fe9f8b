import { type KeyboardEvent, type MouseEvent, useLayoutEffect, useRef } from 'react';
import { hideOthers } from '../../lib/hide-others';

/** What a dialog focuses first as it opens: its first control that is not a link (as Radix's did). */
const FIRST_FOCUS = ':is(button, input, select, textarea, [tabindex]):not(:disabled, [tabindex="-1"], [type="hidden"])';

/** What Tab can reach inside a dialog. */
const TABBABLE = ':is(a[href], button, input, select, textarea, [tabindex]):not(:disabled, [tabindex="-1"], [type="hidden"])';

/**
 * A modal dialog driven by an `open` state, on a `<dialog>` shown as a manual popover rather than with
 * `showModal()`. Both put it in the top layer, above the header and the toasts. But `showModal()` makes the
 * rest of the page inert, and Chromium applies inertness as a restyle of every element on screen: 40–130 ms
 * at 4× CPU on the home page, on each opening and each closing (issue 28, docs/performance.md). So the modal
 * behaviour is ours, at the cost of a few attributes:
 * - the dialog covers the whole window (its own background is the dimmed backdrop), so no tap reaches the
 *   page behind; a tap on it outside the panel closes it;
 * - the rest of the page is hidden from assistive technology (`aria-hidden`, web/lib/hide-others.ts) and
 *   the dialog says it is modal (`aria-modal`);
 * - focus moves in as it opens, Tab and Shift+Tab wrap inside it, Escape closes it, and focus goes back to
 *   `returnFocus` however it closed, unless what closed it moved focus elsewhere itself;
 * - the page behind does not scroll: the dialog's box stops any scroll that starts on it (`modalDialog` in
 *   web/components/ui/styles.ts). Hiding the page's overflow instead repainted the whole document on each
 *   closing (60–120 ms at 4× CPU).
 * The caller renders the dialog's content only while `open`, so each opening starts afresh, unless the dialog has
 * no state of its own and is rendered ahead of its tap (`keepContent` in ./Modal.tsx); `firstFocus` names what it
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
    dialog.showPopover();
    [...dialog.querySelectorAll<HTMLElement>(firstFocus)].find((el) => el.checkVisibility())?.focus();
    // After focus has moved in: the browser ignores aria-hidden on an element that still holds focus.
    const showOthers = hideOthers(dialog);
    return () => {
      // Focus goes back unless the dialog's own action has sent it elsewhere on purpose (a menu link moves
      // it to the section it scrolls to: taking it back would stop that scroll).
      const active = document.activeElement;
      const focusWasInside = !active || active === document.body || dialog.contains(active);
      showOthers();
      if (dialog.matches(':popover-open')) dialog.hidePopover();
      if (focusWasInside) returnFocusRef.current()?.focus();
    };
  }, [open, firstFocus]);
  return {
    ref,
    popover: 'manual' as const,
    'aria-modal': true,
    /**
     * Escape closes it. Tab past the last control comes back to the first, and Shift+Tab before the first goes
     * to the last. Keys from a dialog opened inside this one (React passes them on through its portal) are
     * that dialog's.
     */
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      const dialog = event.currentTarget;
      if (!dialog.contains(event.target as Node)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onOpenChange(false);
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.checkVisibility());
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
    /** A tap on the dialog itself, around its panel, is a tap outside the panel: it closes the dialog. */
    onClick(event: MouseEvent<HTMLDialogElement>) {
      if (event.target === event.currentTarget) onOpenChange(false);
    },
  };
}

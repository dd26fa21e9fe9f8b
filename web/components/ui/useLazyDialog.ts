import { startTransition, useCallback, useRef, useState } from 'react';

/**
 * State for a dialog whose body is loaded on first use: `mounted` turns true at the first opening and
 * stays true, so later openings and closings keep the loaded body and its dialog's focus handling.
 * `preload` fetches the body's code (./on-demand.ts): `warm` starts it as the shopper heads for the button
 * (pointer, focus, the press before the click), so that the first opening need not wait for the download.
 * `prepare` mounts it closed, in a transition any tap interrupts (./useDialogBuiltAhead.ts).
 */
export function useLazyDialog<T extends HTMLElement = HTMLButtonElement>(preload: () => Promise<unknown> = async () => {}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<T>(null);
  const prepare = useCallback(() => startTransition(() => setMounted(true)), []);
  return {
    open,
    mounted,
    triggerRef,
    warm() {
      void preload();
    },
    prepare,
    show() {
      void preload();
      setMounted(true);
      setOpen(true);
    },
    onOpenChange: setOpen,
  };
}

import { useRef, useState } from 'react';

/**
 * State for a dialog whose body is loaded on first use: `mounted` turns true at the first opening and
 * stays true, so later openings and closings keep the loaded body and its dialog's focus handling.
 */
export function useLazyDialog<T extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<T>(null);
  return {
    open,
    mounted,
    triggerRef,
    show() {
      setMounted(true);
      setOpen(true);
    },
    onOpenChange: setOpen,
  };
}

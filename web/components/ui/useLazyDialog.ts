import { startTransition, useEffect, useRef, useState } from 'react';
import { whenEngagedAndIdle } from '../../lib/engagement';

/**
 * State for a dialog whose body is loaded on first use: `mounted` turns true at the first opening and
 * stays true, so later openings and closings keep the loaded body and its dialog's focus handling.
 * `preload` fetches the body's code (./on-demand.ts): `warm` starts it as the shopper heads for the button
 * (pointer, focus, the press before the click), so that the first opening need not wait for the download.
 *
 * `renderAhead`, for a dialog that keeps its content while closed (`keepContent` in ./Modal.tsx): the dialog is
 * mounted, closed, once the shopper engages with the page and the browser is idle, or as they head for its button
 * if that comes first, in a transition that any tap interrupts; React renders its hidden content when nothing else
 * waits. The tap that opens it then only shows what is built, rather than building the dialog inside the tap's
 * frame (issue 37: a keyboard user's Enter on a button a Tab has just scrolled into view).
 */
export function useLazyDialog<T extends HTMLElement = HTMLButtonElement>(
  preload: () => Promise<unknown> = async () => {},
  { renderAhead = false } = {},
) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<T>(null);
  const mountAhead = () => startTransition(() => setMounted(true));
  useEffect(() => {
    if (!renderAhead) return;
    let live = true;
    void whenEngagedAndIdle()
      .then(preload)
      .then(() => live && mountAhead());
    return () => {
      live = false;
    };
  }, [renderAhead, preload]);
  return {
    open,
    mounted,
    triggerRef,
    warm() {
      void preload();
      if (renderAhead && !mounted) mountAhead();
    },
    show() {
      void preload();
      setMounted(true);
      setOpen(true);
    },
    onOpenChange: setOpen,
  };
}

import { useEffect } from 'react';
import { whenEngagedAndIdle } from '../../lib/engagement';
import { useLazyDialog } from './useLazyDialog';

/**
 * A card's dialog that keeps its content while closed (`keepContent` in ./Modal.tsx), built before its tap: mounted
 * closed once the shopper engages with the page and the browser is idle, or as they head for its button if that
 * comes first, in a transition that any tap interrupts; React renders its hidden content when nothing else waits.
 * The tap that opens it then only shows what is built, rather than building the dialog inside the tap's frame
 * (issue 37: a keyboard user's Enter on a button a Tab has just scrolled into view).
 */
export function useDialogBuiltAhead(preload: () => Promise<unknown>) {
  const dialog = useLazyDialog(preload);
  const { prepare } = dialog;
  useEffect(() => {
    let live = true;
    void whenEngagedAndIdle()
      .then(preload)
      .then(() => live && prepare());
    return () => {
      live = false;
    };
  }, [preload, prepare]);
  return {
    ...dialog,
    warm() {
      dialog.warm();
      if (!dialog.mounted) prepare();
    },
  };
}

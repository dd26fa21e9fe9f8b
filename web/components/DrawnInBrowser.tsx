import type { ReactNode } from 'react';
import { useReadyMark } from '../lib/ready';
import { useAfterHydration } from '../lib/useAfterHydration';

/**
 * The content of a page only the browser can draw (core/pages.ts `drawnInBrowser`): the worker renders the layout
 * around it with this box empty, and React draws the content just after adopting that markup. The box is at least
 * a screen tall, so the footer starts below the first screen and nothing the shopper sees moves when the content
 * comes.
 */
export function DrawnInBrowser({ children }: { children: ReactNode }) {
  const drawn = useAfterHydration();
  // The layout leaves the ready mark to the page when React adopts markup (web/lib/ready.ts).
  useReadyMark('page');
  return <div className="min-h-dvh">{drawn ? children : null}</div>;
}

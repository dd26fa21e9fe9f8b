import { useEffect } from 'react';
import { layOutSectionsWhenIdle } from './sections-layout';
import { replayTaps } from './taps';

let adopting = false;
let markReady: () => void;
/** Resolves once the app has taken the page over (and React adopted any prerendered markup). */
export const appReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by web/main.tsx when React adopts prerendered markup rather than rendering the page. */
export function pageSaysWhenReady(): void {
  adopting = true;
}

/** Whether React is adopting a prerendered page (its first render) rather than rendering a page itself. */
export function adoptingPrerenderedPage(): boolean {
  return adopting && document.documentElement.dataset.ready === undefined;
}

/**
 * Sets <html data-ready> once the app runs the page, then carries out the taps the shopper made before
 * (./taps.ts) and lays out the sections the first paint skipped (./sections-layout.ts). A prerendered page
 * shows its controls first, and until then a busy cursor says they are not running yet (web/styles.css;
 * the browser tests wait for the mark). The layout calls it with 'layout'. React adopts a prerendered
 * page's own markup after the layout's (the router gives the page a Suspense boundary of its own), so
 * those pages call it with 'page'.
 */
export function useReadyMark(from: 'layout' | 'page'): void {
  useEffect(() => {
    const html = document.documentElement;
    if ((from === 'page' || !adopting) && html.dataset.ready === undefined) {
      html.dataset.ready = '';
      markReady();
      replayTaps();
      layOutSectionsWhenIdle();
    }
  }, [from]);
}

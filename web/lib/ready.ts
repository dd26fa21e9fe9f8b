import { useEffect } from 'react';

let adopting = false;

/** Called by web/main.tsx when React adopts prerendered markup rather than rendering the page. */
export function pageSaysWhenReady(): void {
  adopting = true;
}

/**
 * Sets <html data-ready> once the app runs the page: a prerendered page shows its controls before, and
 * they do nothing until then (a busy cursor says so, web/styles.css; the browser tests wait for the mark).
 * The layout calls it with 'layout'. React adopts a prerendered page's own markup after the layout's (the
 * router gives the page a Suspense boundary of its own), so those pages call it with 'page'.
 */
export function useReadyMark(from: 'layout' | 'page'): void {
  useEffect(() => {
    if (from === 'page' || !adopting) document.documentElement.dataset.ready = '';
  }, [from]);
}

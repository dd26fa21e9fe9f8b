// The stylesheet is the document's: the first paint needs it, so it is linked from the HTML.
// sonner's is bundled with it: sonner injects it inline otherwise, which the CSP refuses (vite.config.ts).
import 'sonner/dist/styles.css';
import './styles.css';

/** A tab in the background paints nothing: it gets the app after this long anyway. */
const PAINT_WAIT_MS = 3000;

const load = () => void import('./main');

/*
 * The document's one script. A prerendered page (rendered by the worker, web/render.tsx) that the shopper will see as it is
 * (in the page's language; web/styles.css hides it otherwise) is on screen before any of the app's code
 * matters: that code is asked for once the page has painted, so it never competes with the document and
 * its stylesheet. Taps made meanwhile are held and carried out once the app runs (core/boot-script.ts).
 * Other documents need the app to show anything, so they ask for it at once (as does a browser that
 * cannot tell when it painted).
 */
const root = document.getElementById('root');
const paintObservable = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
if (paintObservable && root?.dataset.prerendered === document.documentElement.lang) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    load();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, PAINT_WAIT_MS);
} else {
  load();
}

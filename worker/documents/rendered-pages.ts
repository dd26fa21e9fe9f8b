import type { Language } from '../../core/language';
import { activeCatalogue } from '../../core/catalogue-scope';
import { routeOf } from '../../core/pages';
import type { PageReviews } from '../../core/review-pages';
import { jsonForScript } from '../lib/html';

/** Where the shell (index.html) leaves the app's mount point empty, and where its head ends. */
const EMPTY_ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';

/**
 * A prerendered page's markup in one language, rendered by the app itself (web/render.tsx, bundled in
 * through wrangler.toml's [alias]) on the first request for it in an isolate: its mount point filled, with
 * the texts it shows as JSON after it, and its route's chunks as modulepreload links.
 */
export interface RenderedPage {
  /** What goes before `</head>`. */
  head: string;
  /** What takes the place of the empty mount point. */
  root: string;
}

/**
 * Rendered pages, bounded, the oldest going first, like the documents made from them (./document-cache.ts):
 * every prerendered page in each language. A page's markup does not depend on stock, so one render serves
 * each stock state's document.
 */
const MAX_RENDERED_PAGES = 128;
const rendered = new Map<string, RenderedPage>();
/**
 * Renders under way, by key, with when each started: a request for a page another request is rendering waits
 * for that render's result rather than rendering it again. It waits on timers of its own and then reads the
 * kept value, never on the other request's promise: workerd would resume it in the context of the request that
 * settled that promise, where its answer cannot be sent (docs/performance.md, the stock levels' shared promise).
 * A render that has not ended within RENDER_WAIT_MS (its request gone) is left to the next one to do again.
 */
const rendering = new Map<string, number>();
const RENDER_WAIT_MS = 2_000;
const WAIT_STEP_MS = 5;

/**
 * The page at `path` in `language`, rendered from catalogue `version` (the request's, core/catalogue-scope.ts)
 * once per isolate and per `earlyAccess`, the products still in members' early access now
 * (core/early-access.ts): a page shows a note on each of them, so once one opens to all, the page is rendered
 * again without it, with no new version. Likewise per `reviews.key`, the review revision (and whether sample
 * reviews count) its reviews were read at (worker/reviews/ratings.ts). The request that renders it
 * keeps its context alive until the render ends (`waitUntil`), so that a shopper who leaves does not stop a
 * render other requests wait for.
 */
export async function renderedPage(
  version: number,
  earlyAccess: readonly string[],
  path: string,
  query: string,
  language: Language,
  reviews: { key: string; shown: PageReviews },
  waitUntil: (work: Promise<unknown>) => void,
): Promise<RenderedPage> {
  const key = `${version}\n${earlyAccess.join()}\n${reviews.key}\n${language}\n${path}${query}`;
  while (Date.now() - (rendering.get(key) ?? Number.NEGATIVE_INFINITY) < RENDER_WAIT_MS && !rendered.has(key)) {
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  const known = rendered.get(key);
  if (known) return known;
  const started = Date.now();
  rendering.set(key, started);
  const render = renderNow(path, query, language, reviews.shown);
  waitUntil(render.catch(() => undefined));
  try {
    const page = await render;
    if (rendered.size >= MAX_RENDERED_PAGES) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, page);
    return page;
  } finally {
    // A failed render is not kept: the next request renders again.
    if (rendering.get(key) === started) rendering.delete(key);
  }
}

/** The page rendered now and kept nowhere: a preview of the draft (worker/routes/admin-pages.ts). */
export async function renderPageNow(path: string, query: string, language: Language, reviews: PageReviews): Promise<RenderedPage> {
  return renderNow(path, query, language, reviews);
}

/** `query`: the page's query string in its one spelling (./pages.ts `pageQuery`), or ''. */
async function renderNow(path: string, query: string, language: Language, reviews: PageReviews): Promise<RenderedPage> {
  // Imported once needed: Vite's dev server (`npm run dev`) renders nothing and has no build to take them from.
  const [{ renderPage, provideCatalogue, PAGE_TEXTS_ID }, { default: preloads }] = await Promise.all([
    import('vitaglow-render'),
    import('vitaglow-page-preloads'),
  ]);
  // The renderer reads the version of the request it renders for, as the worker's own code does.
  provideCatalogue(activeCatalogue);
  const { markup, texts } = await renderPage(path, language, { query, reviews });
  return {
    head: modulePreloads(preloads, path),
    root:
      `<div id="root" data-prerendered="${language}">${markup}</div>` +
      `<script type="application/json" id="${PAGE_TEXTS_ID}">${jsonForScript(texts)}</script>`,
  };
}

function modulePreloads(preloads: Record<string, string[]>, path: string): string {
  return (preloads[routeOf(path)] ?? []).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

/** The shell's part after the head's per-page tags (./document-cache.ts `Shell.after`) with a rendered page in it. */
export function withRenderedPage(after: string, page: RenderedPage): string {
  if (!after.includes(EMPTY_ROOT)) throw new Error(`The shell has no ${EMPTY_ROOT} to fill`);
  return after.replace(HEAD_END, () => page.head + HEAD_END).replace(EMPTY_ROOT, () => page.root);
}

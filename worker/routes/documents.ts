import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, languageOf } from '../../core/language';
import { encodedPath, languageVersions, localisedPath, normalisePath, splitLanguagePath } from '../../core/pages';
import { isDevelopment, isViteDevServer, siteOrigin } from '../lib/env';
import { newStyleNonce } from '../lib/nonce';
import { pageAt, pageQuery, pageTexts, reviewSearchOf, reviewedProductAt } from '../documents/pages';
import { pageCatalogue } from '../documents/page-catalogue';
import { PreparedDocument, cachedDocument, cachedShell, splitShell } from '../documents/document-cache';
import { renderPageNow, renderedPage, withRenderedPage } from '../documents/rendered-pages';
import { acceptsGzip, clientAcceptEncoding } from '../documents/gzip';
import { nonceTag, renderHead } from '../documents/shell';
import { currentStockLevels } from '../orders/stock-levels';
import type { AppEnv } from '../lib/app-env';
import { activeCatalogue } from '../../core/catalogue-scope';
import { earlyAccessIds } from '../../core/early-access';
import { CATALOGUE_SCRIPT_ID, type ShopCatalogue, forDictionary } from '../../core/shop-catalogue';
import { dictionaryOf, type Language } from '../../core/language';
import { jsonForScript } from '../lib/html';
import { type PageReviews, RATINGS_SCRIPT_ID } from '../../core/review-pages';
import { productReviewPage } from '../db/reviews-public';
import { currentShopRatings } from '../reviews/ratings';

/**
 * Everything that is not /api and not a fingerprinted asset: known pages get their document with 200
 * (the app's shell, with the page's markup rendered by the worker for a prerendered page), other static
 * files (favicon, robots.txt…) come from the asset layer, anything else is the shell with 404, which the
 * SPA renders as 'Oops! Page not found'. Every document is in the language its address names
 * (core/pages.ts: `/fr/…`, `/ar/…`, English unprefixed), never the cookie's: <html lang dir>, the title and
 * description, the hreflang links and a prerendered page's markup. The cookie only sends a returning
 * shopper from the bare `/` to their language's home.
 */
export const documents = new Hono<AppEnv>().get('*', (c) => serveDocument(c, c.req.path, 'shop'));

/**
 * The shop's document at `address`. A `preview` (the console's, worker/routes/admin-pages.ts) is the same
 * document from the catalogue version in scope (the draft), never kept, never indexed, and with no redirect.
 */
export async function serveDocument(c: Context<AppEnv>, address: string, mode: 'shop' | 'preview'): Promise<Response> {
  const preview = mode === 'preview';
  const requested = normalisePath(address);
  const { language, path, prefixed } = splitLanguagePath(requested);
  if (requested === '/' && !preview) {
    const chosen = languageOf(getCookie(c, LANGUAGE_COOKIE));
    // A redirect that depends on the cookie: no shared cache may keep it for shoppers without one.
    c.header('Vary', 'Cookie');
    if (chosen !== DEFAULT_LANGUAGE) return c.redirect(localisedPath('/', chosen) + new URL(c.req.url).search, 302);
  }
  const params = new URL(c.req.url).searchParams;
  // Published reviews only, and sample ones only in development (docs/behaviour.md, "Ratings").
  const shown = { samples: isDevelopment(c.env) };
  const ratings = await currentShopRatings(c.env.DB, c.get('db'), shown);
  const page = pageAt(path, params, ratings);
  if (!page && !prefixed && !preview) {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (asset.status !== 404) return asset;
  }
  // The query string the page renders with (/products' filter, order and page, a product's review list), in one
  // spelling: it is part of the page's address, canonical link and hreflang links, and of what is kept.
  const query = page ? pageQuery(path, params, ratings) : '';
  const reviewedProduct = page ? reviewedProductAt(path) : undefined;
  // Vite's dev server renders nothing (it has no build of the renderer), and its shell changes with every
  // edit: it serves the shell as it is, and nothing is kept there.
  const viteDev = isViteDevServer(c.env);
  const fetchShell = async () => {
    const res = await c.env.ASSETS.fetch(new URL('/', c.req.url));
    if (!res.ok) throw new Error(`SPA shell unavailable: ${res.status}`);
    return res.text();
  };
  const shell = viteDev ? splitShell(await fetchShell(), language) : await cachedShell('/', language, fetchShell);
  // The shop's origin and an encoded path, never the request's path parsed as a URL: `/%5C%5Chost` would name another host.
  const origin = siteOrigin(c.env, c.req.url);
  // A page's address in its language (`/fr` is `/fr/`); an unknown address is named as it was asked for.
  const canonicalUrl = origin + encodedPath(page ? localisedPath(path, language) : requested) + query;
  const alternates = page
    ? languageVersions(path).map((version) => ({ language: version.language, url: origin + version.path + query }))
    : [];
  // A page whose structured data tells stock is kept per stock state: it is at most a minute behind D1.
  const levels = page?.showsStock ? await currentStockLevels(c.env.DB, c.get('db')) : {};
  const catalogue = activeCatalogue();
  // The products still in members' early access now: their note goes from pages as each date passes.
  const earlyAccess = earlyAccessIds(catalogue.products, Date.now());
  // Every known page is rendered: its content, or for a page drawn in the browser the layout around it (core/pages.ts).
  const rendered = !!page && !viteDev;
  // Pages are kept per review revision (worker/reviews/ratings.ts), with and without sample reviews apart.
  const reviewsKey = `${ratings.revision}${shown.samples ? '+samples' : ''}`;
  const prepare = async () => {
    const carried = pageCatalogue(catalogue, path, params, ratings);
    // A product page's first reviews (or those its address names) are in its document; other pages load on demand.
    const reviews: PageReviews = {
      ratings,
      reviewPage: reviewedProduct
        ? await productReviewPage(c.get('db'), reviewedProduct, reviewSearchOf(reviewedProduct, params, ratings), shown)
        : null,
    };
    return (
      shell.before +
      renderHead({
        page: page ?? {},
        texts: pageTexts(path, language),
        language,
        canonicalUrl,
        alternates,
        indexable: !!page && !preview,
        levels,
        reviews: reviews.reviewPage,
      }) +
      catalogueScript(carried, language) +
      reviewsScript(reviews, carried) +
      (rendered
        ? withRenderedPage(
            shell.after,
            preview
              ? await renderPageNow(path, query, language, reviews)
              : await renderedPage(catalogue.version, earlyAccess, path, query, language, { key: reviewsKey, shown: reviews }, (work) =>
                  c.executionCtx.waitUntil(work),
                ),
          )
        : shell.after)
    );
  };
  // Only known pages are kept: any other address answers 404 with the small SPA shell.
  const kept = !!page && !viteDev && !preview;
  const stockState = Object.entries(levels)
    .map(([id, left]) => `${id}:${left !== undefined && left > 0 ? 'low' : 'out'}`)
    .join();
  const key = `${catalogue.version}\n${earlyAccess.join()}\n${reviewsKey}\n${language}\n${canonicalUrl}\n${stockState}`;
  const prepared = kept ? await cachedDocument(key, prepare) : new PreparedDocument(await prepare());
  const styleNonce = newStyleNonce();
  c.set('styleNonce', styleNonce);
  const tail = nonceTag(styleNonce) + shell.end;
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Language': language,
    Vary: requested === '/' ? 'Cookie, Accept-Encoding' : 'Accept-Encoding',
    ...(preview ? { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' } : {}),
    // A page robots.txt keeps crawlers from (an e-mailed link's, an account's) is not indexed from a link either.
    ...(page && !page.indexed && !preview ? { 'X-Robots-Tag': 'noindex' } : {}),
  };
  const status = page ? 200 : 404;
  if (kept && acceptsGzip(clientAcceptEncoding(c.req.raw))) {
    // Compressed once per isolate (worker/documents/gzip.ts); `manual` keeps the runtime from compressing again.
    return new Response(prepared.gzippedWithTail(tail), {
      status,
      headers: { ...headers, 'Content-Encoding': 'gzip' },
      encodeBody: 'manual',
    });
  }
  return c.body(prepared.withTail(tail), status, headers);
}

/** The catalogue version the page was rendered with (what of it the page shows), for the app to read its products and texts from (web/state/catalogue.ts). */
function catalogueScript(catalogue: ShopCatalogue, language: Language): string {
  return `<script type="application/json" id="${CATALOGUE_SCRIPT_ID}">${jsonForScript(forDictionary(catalogue, dictionaryOf(language)))}</script>`;
}

/**
 * The ratings the page was rendered with and a product page's review list, for the app to start from
 * (web/state/reviews.ts): each product's rating only for the products the page carries, as a large catalogue's
 * page carries only those it shows (worker/documents/page-catalogue.ts).
 */
function reviewsScript(reviews: PageReviews, carried: ShopCatalogue): string {
  const products = Object.fromEntries(
    carried.products.flatMap((product) => {
      const rating = reviews.ratings.products[product.id];
      return rating ? [[product.id, rating]] : [];
    }),
  );
  return `<script type="application/json" id="${RATINGS_SCRIPT_ID}">${jsonForScript({ ...reviews, ratings: { ...reviews.ratings, products } })}</script>`;
}

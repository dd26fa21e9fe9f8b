import type { Language } from './language';

/**
 * The storefront's pages: the one list the app's routes (web/routes, checked by test/unit/pages.test.ts),
 * the worker's documents (worker/documents/pages.ts), the sitemap, robots.txt and the build's prerender
 * derive from. Each has the name of its texts in the dictionaries' `meta` section (title and description),
 * which the worker writes into the document and the app keeps in step as the shopper moves on
 * (web/components/DocumentMeta.tsx).
 * - prerendered: the build renders its markup in each language (scripts/prerender.ts);
 * - indexed: listed in sitemap.xml and open to crawlers; the others are disallowed in robots.txt.
 */
export const PAGES = {
  '/': { name: 'home', prerendered: true, indexed: true },
  '/products': { name: 'products', prerendered: true, indexed: true },
  '/payment-success': { name: 'paymentSuccess', prerendered: false, indexed: false },
  '/payment-cancelled': { name: 'paymentCancelled', prerendered: false, indexed: false },
  '/privacy': { name: 'privacy', prerendered: true, indexed: true },
  '/terms': { name: 'terms', prerendered: true, indexed: true },
  '/cookies': { name: 'cookies', prerendered: true, indexed: true },
  '/account': { name: 'account', prerendered: false, indexed: false },
  '/auth/verify': { name: 'verify', prerendered: false, indexed: false },
  '/auth/reset': { name: 'reset', prerendered: false, indexed: false },
  '/unsubscribe': { name: 'unsubscribe', prerendered: false, indexed: false },
  '/newsletter/confirm': { name: 'newsletterConfirm', prerendered: false, indexed: false },
} as const;

export type PagePath = keyof typeof PAGES;
/** A page's texts, or the not-found page's for any other path. */
export type PageName = (typeof PAGES)[PagePath]['name'] | 'notFound';

export const PAGE_PATHS = Object.keys(PAGES) as PagePath[];

/** `/products/` and `/products` are the same page. */
export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

export function isPagePath(path: string): path is PagePath {
  return Object.hasOwn(PAGES, path);
}

export function pageNameOf(path: string): PageName {
  const normalised = normalisePath(path);
  return isPagePath(normalised) ? PAGES[normalised].name : 'notFound';
}

/** Prerendered documents live among the static assets under this folder, one per page and language. */
export const PRERENDERED_DIR = '/_pages';

/**
 * Where the asset layer serves a page's prerendered document: `/_pages/fr/` is `_pages/fr/index.html`,
 * `/_pages/fr/products` is `_pages/fr/products.html`.
 */
export function prerenderedDocumentPath(path: string, language: Language): string {
  return `${PRERENDERED_DIR}/${language}${path}`;
}

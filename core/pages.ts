import type { Language } from './language';
import { entryAtPath } from './product-pages';

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
  '/auth/sign-in-link': { name: 'signInLink', prerendered: false, indexed: false },
  '/unsubscribe': { name: 'unsubscribe', prerendered: false, indexed: false },
  '/newsletter/confirm': { name: 'newsletterConfirm', prerendered: false, indexed: false },
} as const;

export type PagePath = keyof typeof PAGES;

/**
 * The page of each product and package deal, /products/<slug> (core/product-pages.ts lists them): one
 * route taking the slug, prerendered and indexed like /products. Its title and description are the
 * entry's name and description (the dictionaries' `meta.product` puts them together).
 */
export const PRODUCT_PAGE = { name: 'product', prerendered: true, indexed: true } as const;

/** A page's texts, or the not-found page's for any other path. */
export type PageName = (typeof PAGES)[PagePath]['name'] | typeof PRODUCT_PAGE.name | 'notFound';

export const PAGE_PATHS = Object.keys(PAGES) as PagePath[];

/** `/products/` and `/products` are the same page. */
export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * A request path made safe to print in a URL after the shop's own origin: every character a path may not
 * hold is percent-encoded (a backslash, which URL parsers read as a slash, included), and escapes already
 * there are kept. So `/\\evil.example\\x` stays a path on this host and never becomes `//evil.example/x`.
 */
export function encodedPath(path: string): string {
  return path.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]|%(?![0-9A-Fa-f]{2})/gu, (char) => encodeURIComponent(char));
}

export function isPagePath(path: string): path is PagePath {
  return Object.hasOwn(PAGES, path);
}

export function pageNameOf(path: string): PageName {
  const normalised = normalisePath(path);
  if (isPagePath(normalised)) return PAGES[normalised].name;
  return entryAtPath(normalised) ? PRODUCT_PAGE.name : 'notFound';
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

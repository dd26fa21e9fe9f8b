import { DEFAULT_LANGUAGE, LANGUAGES, type Language, isLanguage, languageOf } from './language.ts';
import { entryAtPath } from './product-pages.ts';

/**
 * The storefront's pages: the one list the app's routes (web/routes, checked by test/unit/pages.test.ts),
 * the worker's documents (worker/documents/pages.ts), the sitemap and robots.txt derive from. Each has the
 * name of its texts in the dictionaries' `meta` section (title and description), which the worker writes
 * into the document and the app keeps in step as the shopper moves on (web/components/DocumentMeta.tsx).
 * - prerendered: its markup comes in its document, in each language, rendered by the worker (web/render.tsx);
 *   otherwise its content depends on what only the browser knows (a link's token, the session, the order just
 *   paid): the worker renders the layout around it, and the browser draws the content (`drawnInBrowser`);
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
  /** The review form an invitation's link opens (its token in the fragment): never a page for search engines. */
  '/review': { name: 'review', prerendered: false, indexed: false },
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

/** Whether the content at `path` (unprefixed) is drawn by the browser inside a layout the worker rendered. */
export function drawnInBrowser(path: string): boolean {
  return isPagePath(path) && !PAGES[path].prerendered;
}

export function pageNameOf(path: string): PageName {
  const normalised = normalisePath(path);
  if (isPagePath(normalised)) return PAGES[normalised].name;
  return entryAtPath(normalised) ? PRODUCT_PAGE.name : 'notFound';
}

/** The app's route of every product and package page (web/routes/products_.$slug.tsx), as `routeOf` names it. */
export const PRODUCT_ROUTE = '/products/$slug';

/** The app's route showing a page: its own path, or the one route of every product and package page. */
export function routeOf(path: string): string {
  return entryAtPath(path) ? PRODUCT_ROUTE : path;
}

/**
 * A URL per language: the one place that maps (page, language) to an address and back. English, the
 * default language, has no prefix (`/products`); every other language of core/language.ts has its code
 * (`/fr/products`, `/ar/`). The worker serves each address in its language, the storefront's router reads and
 * writes the prefix (web/router.ts), and the sitemap, the hreflang links, e-mails and Stripe's return
 * addresses are made here. A new page in PAGES gets its language versions without anything else to do.
 */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The address of a path (as PAGES spells it, or any path of the app) in a language: `/` in French is `/fr/`. */
export function localisedPath(path: string, language: Language): string {
  const prefix = languagePrefix(language);
  return prefix && path === '/' ? `${prefix}/` : prefix + path;
}

/**
 * An address's language and its path without the prefix: `/fr/products` is French `/products`, `/fr` and
 * `/fr/` are French `/`; an address with no language prefix is the default language's.
 */
export function splitLanguagePath(path: string): { language: Language; path: string; prefixed: boolean } {
  const [, first = '', rest = ''] = /^\/([^/]*)(\/.*)?$/.exec(path) ?? [];
  if (first !== DEFAULT_LANGUAGE && isLanguage(first)) return { language: first, path: rest || '/', prefixed: true };
  return { language: DEFAULT_LANGUAGE, path, prefixed: false };
}

/** A page's address in every language, in the registry's order: what hreflang links and the sitemap list. */
export function languageVersions(path: string): { language: Language; path: string }[] {
  return LANGUAGES.map((language) => ({ language, path: localisedPath(path, language) }));
}

/**
 * The page showing an order (its confirmation and status) at its language's address: where e-mails and the
 * payment providers send the shopper. A stored language the registry no longer holds is English.
 */
export function orderPagePath(order: { reference: string; language: string }): string {
  return `${localisedPath('/payment-success', languageOf(order.language))}?session_id=${encodeURIComponent(order.reference)}`;
}

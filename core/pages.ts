/**
 * The storefront's pages, each with the name of its texts in the dictionaries' `meta` section (title and
 * description): the worker writes them into the document it serves (worker/lib/pages.ts) and the app
 * keeps document.title and the description in step as the shopper moves on (web/components/DocumentMeta.tsx).
 */
export const PAGE_NAMES = {
  '/': 'home',
  '/products': 'products',
  '/payment-success': 'paymentSuccess',
  '/payment-cancelled': 'paymentCancelled',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/cookies': 'cookies',
  '/account': 'account',
  '/auth/verify': 'verify',
  '/auth/reset': 'reset',
  '/unsubscribe': 'unsubscribe',
} as const;

export type PagePath = keyof typeof PAGE_NAMES;
/** A page's texts, or the not-found page's for any other path. */
export type PageName = (typeof PAGE_NAMES)[PagePath] | 'notFound';

/** `/products/` and `/products` are the same page. */
export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

export function isPagePath(path: string): path is PagePath {
  return Object.hasOwn(PAGE_NAMES, path);
}

export function pageNameOf(path: string): PageName {
  const normalised = normalisePath(path);
  return isPagePath(normalised) ? PAGE_NAMES[normalised] : 'notFound';
}

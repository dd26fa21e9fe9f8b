import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from './language.ts';

/**
 * Every cookie the worker or the storefront sets, and everything the storefront keeps in the browser's
 * localStorage and sessionStorage: the cookie policy (/cookies) shows this list, and
 * test/browser/cookies.test.ts fails when a shopper's journey leaves anything in the browser that it does
 * not name, or when a shopper entry is never set. Where the name is defined, and the lifetime set:
 *
 * - `__Host-vitaglow_session`: worker/auth/cookies.ts, Max-Age up to the session's absolute deadline, 30
 *   days after sign-in; the session itself ends after 7 days unused (worker/auth/session-policy.ts).
 * - `__Host-vitaglow_checkout`: worker/payments/checkout-token.ts, 30 days, set again with each order (local
 *   or Stripe): the order's status page shows the tracking only to this browser.
 * - `__Host-vitaglow_d1`: worker/middleware/d1-session.ts, no Max-Age (the browser session).
 * - `vitaglow-language` cookie: core/language.ts (languageCookie), one year, written again at each visit
 *   (web/main.tsx), by scripts (not HttpOnly).
 * - `vitaglow_dev_operator`: worker/admin/dev-access.ts, set by /admin/dev-sign-in (worker/routes/admin-pages.ts),
 *   8 hours, development only and for operators: not on the shopper's page.
 * - localStorage: the language (core/language.ts), the cart (web/state/cart.ts), the wishlist
 *   (web/state/wishlist.ts), the order whose payment emptied the cart (web/routes/payment-success.tsx), the
 *   attempt-limit mirror (web/state/attempt-limits.ts, one key per form and e-mail address).
 * - sessionStorage: the plan chosen while signed out (web/state/membership.ts) and TanStack Router's scroll
 *   positions (`scrollRestoration` in web/router.ts; the key is the router's own).
 */

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';

export interface StorageEntry<Id extends string = string> {
  readonly id: Id;
  /** The cookie's or key's name; with `prefix`, the start every such key shares. */
  readonly name: string;
  /** One key per something (form and e-mail address): every key starting with `name` is this entry. */
  readonly prefix?: true;
  readonly kind: StorageKind;
  readonly purposeKey: `store.legal.cookies.items.${Id}.purpose`;
  readonly lifetimeKey: `store.legal.cookies.items.${Id}.lifetime`;
  /** Shown on the shopper's cookie policy; false for what only operators in development ever get. */
  readonly shopper: boolean;
}

function entry<Id extends string>(id: Id, name: string, kind: StorageKind, shopper: boolean, prefix?: true): StorageEntry<Id> {
  return {
    id,
    name,
    kind,
    shopper,
    purposeKey: `store.legal.cookies.items.${id}.purpose`,
    lifetimeKey: `store.legal.cookies.items.${id}.lifetime`,
    ...(prefix ? { prefix } : {}),
  };
}

export const BROWSER_STORAGE = [
  entry('session', '__Host-vitaglow_session', 'cookie', true),
  entry('checkout', '__Host-vitaglow_checkout', 'cookie', true),
  entry('d1Bookmark', '__Host-vitaglow_d1', 'cookie', true),
  entry('languageCookie', LANGUAGE_COOKIE, 'cookie', true),
  entry('devOperator', 'vitaglow_dev_operator', 'cookie', false),
  entry('language', LANGUAGE_STORAGE_KEY, 'localStorage', true),
  entry('cart', 'vitaglow-cart', 'localStorage', true),
  entry('wishlist', 'vitaglow-wishlist', 'localStorage', true),
  entry('cartClearedFor', 'vitaglow-cart-cleared-for', 'localStorage', true),
  entry('attempts', 'vitaglow-rate-limit:', 'localStorage', true, true),
  entry('rememberedPlan', 'vitaglow-remembered-plan', 'sessionStorage', true),
  entry('scroll', 'tsr-scroll-restoration-v1_3', 'sessionStorage', true),
] as const;

export type StorageEntryId = (typeof BROWSER_STORAGE)[number]['id'];

/** The entries the shopper's cookie policy lists, of one kind or several. */
export function shopperEntries(...kinds: StorageKind[]): StorageEntry<StorageEntryId>[] {
  return BROWSER_STORAGE.filter((e) => e.shopper && kinds.includes(e.kind));
}

/** The listed entry a cookie or storage key belongs to; undefined when the list does not name it. */
export function entryFor(kind: StorageKind, key: string): StorageEntry<StorageEntryId> | undefined {
  return BROWSER_STORAGE.find((e: StorageEntry<StorageEntryId>) => e.kind === kind && (e.prefix ? key.startsWith(e.name) : key === e.name));
}

/** How the table writes a name: a prefix ends in an ellipsis, standing for the rest. */
export function displayName(entry: StorageEntry): string {
  return entry.prefix ? `${entry.name}…` : entry.name;
}

import type { PagePath } from '../../core/pages';

/**
 * The dictionary areas the content of a page drawn in the browser (core/pages.ts `drawnInBrowser`) needs before the
 * shopper acts. Its document brings them (web/render.tsx) beside the texts of the layout the worker rendered around
 * it, so the page starts without downloading the whole dictionary (issue 37's initial-JS budget). What a click opens
 * (a dialog, a plan's checkout) imports ./deferred.ts and loads the dictionary as on any page. A missing area shows
 * as a console error and an empty text, which the browser tests of each listed page catch.
 */
export const APP_DRAWN_PAGE_AREAS: Partial<Record<PagePath, readonly string[]>> = {
  // Signed out: the prompt to sign in. Signed in: the profile, membership, supplies, orders, review
  // invitations and data rights panels, the answers they word (web/lib/error-messages.ts) and the two dialogs
  // they hold (cancel the membership, delete the account).
  '/account': [
    'auth.account',
    'auth.membership',
    'auth.messages',
    'auth.shipment',
    'content.plans',
    'content.categories',
    'store.checkout',
    'store.claims',
    'store.dialog',
  ],
  // The order's status as it is confirmed, its lines and totals, and its parcel.
  '/payment-success': ['cart.success', 'cart.totals', 'cart.errors', 'common', 'auth.account.orders', 'auth.shipment'],
  '/payment-cancelled': ['cart.cancelled', 'common'],
  // The e-mailed links' pages: what the link did, and the forms and answers of a new password and a review.
  '/auth/verify': ['auth.verify'],
  '/auth/sign-in-link': ['auth.signInLink', 'auth.messages'],
  '/auth/reset': ['auth.reset', 'auth.fields', 'auth.strength', 'auth.messages', 'validation'],
  '/unsubscribe': ['newsletter', 'common'],
  '/newsletter/confirm': ['newsletter', 'common'],
  '/review': ['auth.reviewForm', 'validation'],
};

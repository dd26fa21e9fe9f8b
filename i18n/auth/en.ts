import type { Widen } from '../types';
import type { authDeferredEn } from './en-deferred';

/**
 * English texts of accounts that the home page itself uses: the header's account button and the signed-in
 * account menu, the session-ended and signed-out notices and a plan start that could not load. The sign-in dialog, the
 * e-mailed link pages, /account and the plan checkout's answers have theirs in ./en-deferred.ts (see
 * web/i18n/deferred.ts).
 * Refusals are worded as a shopper reads them; the wording is a tested promise (test/unit).
 */
export const authEn = {
  button: {
    signIn: 'Sign In',
    menu: 'Account menu for {{email}}',
    loading: 'Checking your account…',
  },
  messages: {
    sessionExpired: 'Your session has ended. Please sign in again.',
    signedOut: 'Signed out successfully!',
    signOutError: 'Error signing out. Please try again.',
  },
  // The signed-in header's menu: it comes with the session on every page, so its texts come with the page.
  menu: {
    signedInAs: 'Signed in as',
    myAccount: 'My account',
    signOut: 'Sign out',
  },
  membership: {
    failed: 'Failed to start subscription',
  },
};

export type AuthDictionary = Widen<typeof authEn & typeof authDeferredEn>;

import type { Widen } from '../types';
import type { authDeferredEn } from './en-deferred';

/**
 * English texts of accounts that the home page itself uses: the header's account button, the
 * session-ended notice and the membership start from the plan cards. The sign-in dialog, the account
 * menu, the e-mailed link pages and /account have theirs in ./en-deferred.ts (see web/i18n/deferred.ts).
 * SPEC §8's messages are verbatim.
 */
export const authEn = {
  button: {
    signIn: 'Sign In',
    menu: 'Account menu for {{email}}',
    loading: 'Checking your account…',
  },
  messages: {
    sessionExpired: 'Your session has ended. Please sign in again.',
  },
  membership: {
    redirecting: 'Redirecting to checkout...',
    creating: 'Creating checkout session...',
    failed: 'Failed to start subscription',
    errors: {
      already_member: 'You are already a member. Manage your membership from your account.',
      payments_unavailable: 'Payments are unavailable right now. Please try again later.',
      portal_unavailable: 'Membership management is not available with test payments.',
      no_membership: 'There is no membership to manage on this account.',
    },
  },
};

export type AuthDictionary = Widen<typeof authEn & typeof authDeferredEn>;

import type { Widen } from '../types';
import type { cartDeferredEn } from './en-deferred';

/**
 * English texts of the cart that the home page itself uses: the header's cart button and the messages
 * of buying (Buy Now and package deals start a checkout). The drawer, the deal offer and the payment
 * return pages have theirs in ./en-deferred.ts (see web/i18n/deferred.ts).
 */
export const cartEn = {
  button: {
    open: 'Open cart',
    openWithCount: 'Open cart ({{count}})',
  },
  checkout: {
    button: 'Secure Checkout · {{total}}',
    processing: 'Processing…',
    redirecting: 'Redirecting to secure checkout...',
    packageRedirecting: 'Processing package deal and redirecting to secure checkout',
  },
  errors: {
    title: 'Checkout Error',
    checkoutFailed: 'Failed to process checkout. Please try again.',
    packageFailed: 'Failed to process package checkout. Please try again.',
    noUrl: 'No checkout URL received',
    emptyCart: 'Your cart is empty!',
    invalidItems: 'Cart contains invalid items. Please refresh and try again.',
    network: 'We could not reach the shop. Check your connection and try again.',
    unavailable: 'Payments are temporarily unavailable. Please try again in a few minutes.',
    dealExpired: 'Your deal code has expired. You can claim a new one at checkout.',
    dealUsed: 'This deal code has already been used.',
    dealInvalid: 'This deal code is not valid.',
    couponInvalid: 'This code is not valid.',
    couponUsed: 'This code has already been used.',
    notCombinable: 'Codes cannot be combined with the last-chance deal.',
    cartReset: 'Cart cleared - please re-add products',
    cartResetBody: 'Some saved items are no longer available.',
  },
};

export type CartDictionary = Widen<typeof cartEn & typeof cartDeferredEn>;

import type { Widen } from '../types';
import type { cartDeferredEn } from './en-deferred';

/**
 * English texts of the cart that the home page itself uses: the header's cart button, the notices shown
 * as a purchase starts and the failure to reach the shop. The drawer, the deal offer, the payment return
 * pages and checkout's other answers have theirs in ./en-deferred.ts (web/lib/checkout.ts brings them).
 */
export const cartEn = {
  button: {
    open: 'Open cart',
    openWithCount: 'Open cart ({{count}})',
  },
  checkout: {
    redirecting: 'Redirecting to secure checkout...',
    packageRedirecting: 'Processing package deal and redirecting to secure checkout',
  },
  errors: {
    title: 'Checkout Error',
    network: 'We could not reach the shop. Check your connection and try again.',
    cartReset: 'Cart cleared - please re-add products',
    cartResetBody: 'Some saved items are no longer available.',
  },
};

export type CartDictionary = Widen<typeof cartEn & typeof cartDeferredEn>;

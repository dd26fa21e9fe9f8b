import { authDeferredEn } from './auth/en-deferred';
import { cartDeferredEn } from './cart/en-deferred';
import { contentDeferredEn } from './content/en-deferred';
import { newsletterDeferredEn } from './newsletter/en-deferred';
import { storeDeferredEn } from './store/en-deferred';

/**
 * English texts the home page's first render does not show: the cart drawer, the sign-in dialog and the
 * account screens, the customer-service, QR and legal texts, product benefits, shipping methods,
 * /products and the payment pages. They load with the screens that use them (./deferred.ts).
 */
export const enDeferred = {
  content: contentDeferredEn,
  store: storeDeferredEn,
  cart: cartDeferredEn,
  auth: authDeferredEn,
  newsletter: newsletterDeferredEn,
};

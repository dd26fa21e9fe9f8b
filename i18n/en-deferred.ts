import { authDeferredEn } from './auth/en-deferred';
import { cartDeferredEn } from './cart/en-deferred';
import { contentDeferredEn } from './content/en-deferred';
import { factsEn } from './facts/en';
import { metaEn } from './meta/en';
import { newsletterDeferredEn } from './newsletter/en-deferred';
import { storeDeferredEn } from './store/en-deferred';
import { validationEn } from './validation/en';

/**
 * English texts the home page's first render does not show: the cart drawer, the sign-in dialog and the
 * account screens, the customer-service, QR and legal texts, product benefits, shipping methods,
 * /products, the not-found and payment pages, the answers to checkout, plan and newsletter requests and form
 * checks, and each page's title and description. A prerendered page brings those its render shows; the
 * others come with the whole dictionary (./deferred.ts).
 */
export const enDeferred = {
  products: {
    heading: 'All Products',
    backHome: 'Back to Home',
    pages: {
      label: 'Pages',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page {{page}}',
      status: 'Page {{page}} of {{pageCount}}',
    },
  },
  notFound: { title: 'Oops! Page not found', home: 'Return to Home' },
  common: { backHome: 'Back to Home', continueShopping: 'Continue Shopping' },
  content: contentDeferredEn,
  facts: factsEn,
  store: storeDeferredEn,
  cart: cartDeferredEn,
  auth: authDeferredEn,
  newsletter: newsletterDeferredEn,
  validation: validationEn,
  meta: metaEn,
};

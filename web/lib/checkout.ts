import type { ApiRoutes } from '../../core/api/routes';
import type { Language } from '../../core/language';
import type { ShopCatalogue } from '../../core/shop-catalogue';
import type { MessageKey } from '../i18n';
// The texts of checkout's answers (i18n/cart/en-deferred.ts) come with this code.
import '../i18n/deferred';
import { ApiRequestError, call } from './api';
import { errorMessageKey } from './error-messages';
import { currentRedirectMethod, redirectTo } from './redirect';

type WithoutLanguage<T> = T extends unknown ? Omit<T, 'language'> : never;

/** What a buy button asks for (one of the route's three body shapes); the page adds its language. */
export type CheckoutBody = WithoutLanguage<ApiRoutes['POST /api/create-payment']['body']>;

/** Which purchase is starting: each has its own failure message. */
export type CheckoutFlow = 'cart' | 'buyNow' | 'package';

/** A create-payment answer without a URL ('No checkout URL received'). */
export class NoCheckoutUrlError extends Error {
  constructor() {
    super('No checkout URL received');
    this.name = 'NoCheckoutUrlError';
  }
}

/** The translated message for a failed checkout start. */
export function checkoutErrorKey(error: unknown, flow: CheckoutFlow): MessageKey {
  return error instanceof NoCheckoutUrlError ? 'cart.errors.noUrl' : errorMessageKey(error, flow);
}

/** How a checkout start ended: the page is being left, a new tab holds the payment page, or it failed. */
export type CheckoutOutcome =
  | { kind: 'leaving' }
  | { kind: 'new-tab' }
  /**
   * `products`: the ids of products with too few units left (409 out_of_stock); `catalogue`: today's version,
   * when a price changed since the page was loaded (409 prices_changed).
   */
  | { kind: 'failed'; message: MessageKey; code?: string; products?: string[]; catalogue?: ShopCatalogue };

/**
 * Asks the worker for a payment session and leaves for the provider's page. Loaded with the
 * first buy click (web/components/checkout/useCheckout.ts holds the buttons' state), so the home page's first download
 * carries neither this nor the redirects.
 */
export async function startCheckout(flow: CheckoutFlow, body: CheckoutBody, language: Language): Promise<CheckoutOutcome> {
  try {
    const { url } = await call('POST /api/create-payment', { body: { ...body, language } });
    if (!url) throw new NoCheckoutUrlError();
    const method = currentRedirectMethod();
    redirectTo(url, method);
    // A new tab leaves this page usable; the other methods are leaving it.
    return { kind: method === 'new-tab' ? 'new-tab' : 'leaving' };
  } catch (error) {
    const refusal = error instanceof ApiRequestError ? error : undefined;
    const products = Array.isArray(refusal?.details.products) ? (refusal.details.products as string[]) : undefined;
    const catalogue = refusal?.code === 'prices_changed' ? (refusal.details.catalogue as ShopCatalogue) : undefined;
    return { kind: 'failed', message: checkoutErrorKey(error, flow), code: refusal?.code, products, catalogue };
  }
}

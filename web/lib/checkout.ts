import type { CheckoutAnswer } from '../../core/api/checkout';
import type { Language } from '../../core/language';
import type { MessageKey } from '../i18n';
// The texts of checkout's answers (i18n/cart/en-deferred.ts) come with this code.
import '../i18n/deferred';
import { ApiRequestError, type RequestErrorCode, api } from './api';
import { currentRedirectMethod, redirectTo } from './redirect';

/** Which purchase is starting: each has its own SPEC §8 failure message. */
export type CheckoutFlow = 'cart' | 'buyNow' | 'package';

/** A create-payment answer without a URL (SPEC §8 'No checkout URL received'). */
export class NoCheckoutUrlError extends Error {
  constructor() {
    super('No checkout URL received');
    this.name = 'NoCheckoutUrlError';
  }
}

const FALLBACK: Record<CheckoutFlow, MessageKey> = {
  cart: 'cart.errors.checkoutFailed',
  buyNow: 'cart.errors.checkoutFailed',
  package: 'cart.errors.packageFailed',
};

/** Worker codes that mean the cart itself is wrong (ids, quantities, shipping): SPEC's 'invalid items'. */
const INVALID_ITEMS = new Set<RequestErrorCode>(['empty_cart', 'invalid_line', 'unknown_product', 'unknown_deal', 'invalid_quantity', 'unknown_shipping', 'invalid_request']);

const BY_CODE: Partial<Record<RequestErrorCode, MessageKey>> = {
  network_error: 'cart.errors.network',
  payments_unavailable: 'cart.errors.unavailable',
  payment_provider_error: 'cart.errors.unavailable',
  invalid_deal_code: 'cart.errors.dealInvalid',
  deal_code_expired: 'cart.errors.dealExpired',
  deal_code_used: 'cart.errors.dealUsed',
  invalid_coupon: 'cart.errors.couponInvalid',
  coupon_used: 'cart.errors.couponUsed',
  coupon_not_yours: 'cart.errors.couponNotYours',
  coupon_not_first_order: 'cart.errors.couponNotFirstOrder',
  deal_code_not_yours: 'cart.errors.dealNotYours',
  deal_below_threshold: 'cart.errors.dealBelowThreshold',
  // Otherwise only a checkout carrying a coupon is counted (worker/payments/coupon-guesses.ts).
  rate_limited: 'cart.errors.couponTooManyTries',
  not_combinable: 'cart.errors.notCombinable',
};

/** The worker's per-client burst limit (worker/lib/client-limits.ts), as opposed to the wrong-coupon limit. */
export function isClientBurst(error: ApiRequestError): boolean {
  return error.code === 'rate_limited' && error.details.scope === 'client';
}

/** The translated message for a failed checkout start. */
export function checkoutErrorKey(error: unknown, flow: CheckoutFlow): MessageKey {
  if (error instanceof NoCheckoutUrlError) return 'cart.errors.noUrl';
  if (error instanceof ApiRequestError) {
    if (flow === 'cart' && INVALID_ITEMS.has(error.code)) return 'cart.errors.invalidItems';
    if (isClientBurst(error)) return 'cart.errors.tooManyRequests';
    const key = BY_CODE[error.code];
    if (key) return key;
  }
  return FALLBACK[flow];
}

/** How a checkout start ended: the page is being left, a new tab holds the payment page, or it failed. */
export type CheckoutOutcome = { kind: 'leaving' } | { kind: 'new-tab' } | { kind: 'failed'; message: MessageKey; code?: string };

/**
 * Asks the worker for a payment session and leaves for the provider's page (SPEC §4). Loaded with the
 * first buy click (web/lib/useCheckout.ts holds the buttons' state), so the home page's first download
 * carries neither this nor the redirects.
 */
export async function startCheckout(flow: CheckoutFlow, body: Record<string, unknown>, language: Language): Promise<CheckoutOutcome> {
  try {
    const { url } = await api<Partial<CheckoutAnswer>>('/api/create-payment', { method: 'POST', body: { ...body, language } });
    if (!url) throw new NoCheckoutUrlError();
    const method = currentRedirectMethod();
    redirectTo(url, method);
    // A new tab leaves this page usable; the other methods are leaving it.
    return { kind: method === 'new-tab' ? 'new-tab' : 'leaving' };
  } catch (error) {
    return { kind: 'failed', message: checkoutErrorKey(error, flow), code: error instanceof ApiRequestError ? error.code : undefined };
  }
}

import { describe, expect, it } from 'vitest';
import { type CartPrice, priceCart } from '../../core/pricing';
import { shouldOfferDeal } from '../../web/components/cart/deal-offer';
import { ApiRequestError, type RequestErrorCode } from '../../web/lib/api';
import { type CheckoutFlow, NoCheckoutUrlError, checkoutErrorKey } from '../../web/lib/checkout';
import { isSafari, redirectMethod } from '../../web/lib/redirect';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const IPHONE_FIREFOX =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/132.0 Mobile/15E148 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const DESKTOP_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

describe('redirectMethod (redirects)', () => {
  it.each([
    ['any browser in a frame', { framed: true, userAgent: IPHONE_SAFARI, smallScreen: true }, 'new-tab'],
    ['Safari on a phone', { framed: false, userAgent: IPHONE_SAFARI, smallScreen: true }, 'form'],
    ['Safari in a small window', { framed: false, userAgent: MAC_SAFARI, smallScreen: true }, 'form'],
    ['Safari on a large screen', { framed: false, userAgent: MAC_SAFARI, smallScreen: false }, 'location'],
    ['Chrome on an iPhone', { framed: false, userAgent: IPHONE_CHROME, smallScreen: true }, 'location'],
    ['Firefox on an iPhone', { framed: false, userAgent: IPHONE_FIREFOX, smallScreen: true }, 'location'],
    ['Chrome on Android', { framed: false, userAgent: ANDROID_CHROME, smallScreen: true }, 'location'],
    ['Edge on a desktop', { framed: false, userAgent: DESKTOP_EDGE, smallScreen: false }, 'location'],
  ])('%s → %s', (_case, env, method) => {
    expect(redirectMethod(env)).toBe(method);
  });

  it.each([
    [IPHONE_SAFARI, true],
    [MAC_SAFARI, true],
    [IPHONE_CHROME, false],
    [ANDROID_CHROME, false],
    [DESKTOP_EDGE, false],
  ])('isSafari(%s) is %s', (userAgent, expected) => {
    expect(isSafari(userAgent)).toBe(expected);
  });
});

describe('checkoutErrorKey', () => {
  const api = (code: string, status = 400) => new ApiRequestError(status, code as RequestErrorCode);

  it.each<[string, unknown, CheckoutFlow, string]>([
    ['no URL in the answer', new NoCheckoutUrlError(), 'buyNow', 'cart.errors.noUrl'],
    ['an unknown product in the cart', api('unknown_product'), 'cart', 'cart.errors.invalidItems'],
    ['a bad quantity in the cart', api('invalid_quantity'), 'cart', 'cart.errors.invalidItems'],
    ['an unknown shipping option', api('unknown_shipping'), 'cart', 'cart.errors.invalidItems'],
    ['an expired deal code', api('deal_code_expired'), 'cart', 'cart.errors.dealExpired'],
    ['a used deal code', api('deal_code_used'), 'cart', 'cart.errors.dealUsed'],
    ['a used coupon', api('coupon_used'), 'cart', 'cart.errors.couponUsed'],
    ['too many wrong coupons from this address', api('rate_limited', 429), 'cart', 'cart.errors.couponTooManyTries'],
    ['codes combined', api('not_combinable'), 'cart', 'cart.errors.notCombinable'],
    ['no payment provider', api('payments_unavailable', 503), 'package', 'cart.errors.unavailable'],
    ['no network', api('network_error', 0), 'buyNow', 'cart.errors.network'],
    ['a server error in buy now', api('internal', 500), 'buyNow', 'cart.errors.checkoutFailed'],
    ['a server error in a package purchase', api('internal', 500), 'package', 'cart.errors.packageFailed'],
    ['an unknown package', api('unknown_deal'), 'package', 'cart.errors.packageFailed'],
    ['anything else', new TypeError('boom'), 'cart', 'cart.errors.checkoutFailed'],
  ])('%s', (_case, error, flow, key) => {
    expect(checkoutErrorKey(error, flow)).toBe(key);
  });
});

describe('shouldOfferDeal (above $25, not yet claimed)', () => {
  const price = (productId: string, shippingId: string): CartPrice => {
    const result = priceCart({ lines: [{ productId, quantity: 1 }], shippingId });
    if (!result.ok) throw new Error(result.code);
    return result.value;
  };
  const fresh = { dealClaimed: false, couponApplied: false };

  it.each([
    ['$24.99 with free shipping', price('protein-gummies-mango', 'free-us'), false],
    ['$24.99 + $7.99 express', price('protein-gummies-mango', 'express-us'), true],
    ['$27.99', price('omega-3-plus', 'free-us'), true],
  ])('%s → %s', (_case, cart, expected) => {
    expect(shouldOfferDeal(cart, fresh)).toBe(expected);
  });

  it('is not offered for an empty cart, a claimed deal or with a coupon applied', () => {
    const cart = price('whey-vanilla', 'free-us');
    expect(shouldOfferDeal(null, fresh)).toBe(false);
    expect(shouldOfferDeal(cart, { dealClaimed: true, couponApplied: false })).toBe(false);
    expect(shouldOfferDeal(cart, { dealClaimed: false, couponApplied: true })).toBe(false);
  });

  it('is offered at exactly one cent above $25', () => {
    const cart = { ...price('protein-gummies-mango', 'free-us'), subtotalCents: 2501 };
    expect(shouldOfferDeal({ ...cart, subtotalCents: 2500 }, fresh)).toBe(false);
    expect(shouldOfferDeal(cart, fresh)).toBe(true);
  });
});

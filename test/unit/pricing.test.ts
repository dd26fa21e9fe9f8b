import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../core/money';
import { getPlan } from '../../core/plans';
import { NEWSLETTER_COUPON_PERCENT, SUBSCRIBER_PACKAGE_PERCENT } from '../../core/price-rules';
import {
  type CartLineInput,
  type CartPrice,
  type PriceCartInput,
  freeExpressProgress,
  priceCart,
  shippingCostCents,
} from '../../core/pricing';
import { DEFAULT_SHIPPING_ID, FREE_EXPRESS_THRESHOLD_CENTS, SHIPPING_OPTIONS, type ShippingId } from '../../core/shipping';

function priced(input: PriceCartInput): CartPrice {
  const result = priceCart(input);
  if (!result.ok) throw new Error(`expected a price, got ${result.code}`);
  return result.value;
}

const product = (productId: string, quantity = 1): CartLineInput => ({ productId, quantity });
const deal = (dealId: string, quantity = 1): CartLineInput => ({ dealId, quantity });

describe('priceCart', () => {
  it('prices lines from the catalogue and deals, never from the client', () => {
    const price = priced({ lines: [product('whey-vanilla', 2), deal('starter')], shippingId: 'free-us' });
    expect(price.lineItems).toEqual([
      { kind: 'product', productId: 'whey-vanilla', unitCents: 4999, quantity: 2, totalCents: 9998 },
      { kind: 'deal', dealId: 'starter', unitCents: 5999, quantity: 1, totalCents: 5999 },
    ]);
    expect(price).toMatchObject({ subtotalCents: 15997, shippingCents: 0, discountCents: 0, totalCents: 15997 });
    expect(price.discount).toBe('none');
  });

  it.each([
    ['free-us', 0],
    ['express-us', 799],
    ['overnight-us', 1999],
    ['international-standard', 1499],
    ['international-express', 2999],
  ])('a $29.99 cart with %s pays %i cents of shipping', (shippingId, shippingCents) => {
    expect(priced({ lines: [product('multivitamin')], shippingId })).toMatchObject({
      subtotalCents: 2999,
      shippingCents,
      totalCents: 2999 + shippingCents,
    });
  });

  it('defaults to free standard US shipping', () => {
    expect(DEFAULT_SHIPPING_ID).toBe('free-us');
    expect(SHIPPING_OPTIONS.find((o) => o.id === DEFAULT_SHIPPING_ID)?.priceCents).toBe(0);
  });

  it.each<[number, ShippingId, number]>([
    // [subtotal, option, shipping]
    [7499, 'express-us', 799],
    [7500, 'express-us', 0],
    [12000, 'express-us', 0],
    [7500, 'overnight-us', 1999],
    [7500, 'international-express', 2999],
    [0, 'free-us', 0],
  ])('a %i-cent subtotal pays %s shipping of %i cents', (subtotal, shippingId, expected) => {
    expect(shippingCostCents(shippingId, subtotal, false)).toBe(expected);
  });

  it.each([
    // the nearest carts either side of the $75 threshold
    [[product('whey-vanilla'), product('protein-gummies-mango')], 7498, 799],
    [[product('whey-vanilla'), product('multivitamin')], 7998, 0],
  ])('express shipping for %j (subtotal %i) costs %i', (lines, subtotalCents, shippingCents) => {
    expect(priced({ lines, shippingId: 'express-us' })).toMatchObject({ subtotalCents, shippingCents });
  });

  it.each([
    ['overnight-us', [deal('starter')]],
    ['international-express', [deal('friends', 2), deal('complete')]],
  ])('packages ship free, even by %s', (shippingId, lines) => {
    expect(priced({ lines, shippingId }).shippingCents).toBe(0);
  });

  it('charges shipping once a single product joins the packages', () => {
    expect(priced({ lines: [deal('starter'), product('omega-3-plus')], shippingId: 'overnight-us' })).toMatchObject({
      subtotalCents: 5999 + 2799,
      shippingCents: 1999,
    });
  });

  it.each([
    // [lines, shipping, subtotal + shipping, discount]: 25% rounded to the nearest cent, halves up
    [[product('multivitamin')], 'free-us', 2999, 750], // 749.75
    [[product('multivitamin')], 'express-us', 3798, 950], // 949.5
    [[product('protein-gummies-cherry', 2)], 'free-us', 4998, 1250], // 1249.5
    [[product('whey-chocolate')], 'international-standard', 6498, 1625], // 1624.5
    [[product('multivitamin', 3)], 'free-us', 8997, 2249], // 2249.25
    [[product('pre-workout', 4)], 'free-us', 13996, 3499], // exact
    [[deal('essentials')], 'overnight-us', 8999, 2250], // 2249.75, packages ship free
  ])('the last-chance deal on %j with %s takes 25%% of %i: %i', (lines, shippingId, base, discountCents) => {
    const price = priced({ lines, shippingId, deal: true });
    expect(price.subtotalCents + price.shippingCents).toBe(base);
    expect(price.discountCents).toBe(discountCents);
    expect(price.totalCents).toBe(base - discountCents);
    expect(price.discount).toBe('deal');
  });

  it.each([
    // [lines, shipping, subtotal, shipping cents, discount]: 20% of the products, never of shipping
    [[product('multivitamin')], 'overnight-us', 2999, 1999, 600], // 599.8
    [[product('omega-3-plus')], 'international-express', 2799, 2999, 560], // 559.8
    [[product('whey-vanilla', 3)], 'express-us', 14997, 0, 2999], // 2999.4
    [[deal('complete')], 'free-us', 11999, 0, 2400], // 2399.8
  ])('a 20%% coupon on %j with %s', (lines, shippingId, subtotalCents, shippingCents, discountCents) => {
    expect(priced({ lines, shippingId, couponPercent: 20 })).toMatchObject({
      subtotalCents,
      shippingCents,
      discountCents,
      discount: 'coupon',
      totalCents: subtotalCents + shippingCents - discountCents,
    });
  });

  it.each<[string, PriceCartInput, Partial<CartPrice>]>([
    // Discounts apply after the shipping rules: at the free-express threshold and on mixed carts.
    [
      'the deal just below $75 with express',
      { lines: [product('whey-vanilla'), product('protein-gummies-mango')], shippingId: 'express-us', deal: true },
      { subtotalCents: 7498, shippingCents: 799, discountCents: 2074, totalCents: 6223 }, // 2074.25
    ],
    [
      'the deal just above $75 with express',
      { lines: [product('whey-vanilla'), product('multivitamin')], shippingId: 'express-us', deal: true },
      { subtotalCents: 7998, shippingCents: 0, discountCents: 2000, totalCents: 5998 }, // 1999.5
    ],
    [
      'a coupon on a package and a product, overnight',
      { lines: [deal('starter'), product('multivitamin')], shippingId: 'overnight-us', couponPercent: 20 },
      { subtotalCents: 8998, shippingCents: 1999, discountCents: 1800, totalCents: 9197 }, // 1799.6
    ],
    [
      'the deal on packages only, by international express',
      { lines: [deal('friends'), deal('starter', 2)], shippingId: 'international-express', deal: true },
      { subtotalCents: 21997, shippingCents: 0, discountCents: 5499, totalCents: 16498 }, // 5499.25
    ],
  ])('%s', (_case, input, expected) => {
    expect(priced(input)).toMatchObject(expected);
  });

  it.each([1, 99])('accepts a quantity of %i', (quantity) => {
    expect(priced({ lines: [product('multivitamin', quantity)], shippingId: 'free-us' }).subtotalCents).toBe(2999 * quantity);
  });

  it.each<[string, PriceCartInput, string]>([
    ['no lines', { lines: [], shippingId: 'free-us' }, 'empty_cart'],
    ['an unknown product', { lines: [product('whey-pistachio')], shippingId: 'free-us' }, 'unknown_product'],
    ['a positional id', { lines: [product('1')], shippingId: 'free-us' }, 'unknown_product'],
    ['an unknown deal', { lines: [deal('mega')], shippingId: 'free-us' }, 'unknown_deal'],
    ['quantity 0', { lines: [product('multivitamin', 0)], shippingId: 'free-us' }, 'invalid_quantity'],
    ['quantity 100', { lines: [deal('starter', 100)], shippingId: 'free-us' }, 'invalid_quantity'],
    ['quantity -1', { lines: [product('multivitamin', -1)], shippingId: 'free-us' }, 'invalid_quantity'],
    ['quantity 1.5', { lines: [product('multivitamin', 1.5)], shippingId: 'free-us' }, 'invalid_quantity'],
    ['quantity NaN', { lines: [product('multivitamin', Number.NaN)], shippingId: 'free-us' }, 'invalid_quantity'],
    [
      'a line with both ids',
      { lines: [{ productId: 'multivitamin', dealId: 'starter', quantity: 1 }], shippingId: 'free-us' },
      'invalid_line',
    ],
    ['a line with no id', { lines: [{ quantity: 1 }], shippingId: 'free-us' }, 'invalid_line'],
    ['an unknown shipping option', { lines: [product('multivitamin')], shippingId: 'teleport' }, 'unknown_shipping'],
    ['a deal and a coupon', { lines: [product('multivitamin')], shippingId: 'free-us', deal: true, couponPercent: 20 }, 'not_combinable'],
    ['a 0% coupon', { lines: [product('multivitamin')], shippingId: 'free-us', couponPercent: 0 }, 'invalid_coupon'],
    ['a 101% coupon', { lines: [product('multivitamin')], shippingId: 'free-us', couponPercent: 101 }, 'invalid_coupon'],
    ['a fractional coupon', { lines: [product('multivitamin')], shippingId: 'free-us', couponPercent: 12.5 }, 'invalid_coupon'],
    [
      'a bad line after a good one',
      { lines: [product('multivitamin'), product('multivitamin', 100)], shippingId: 'free-us' },
      'invalid_quantity',
    ],
  ])('rejects %s', (_case, input, code) => {
    expect(priceCart(input)).toEqual({ ok: false, code });
  });
});

describe("the newsletter subscribers' package saving", () => {
  const subscriber = { subscriberPackagePercent: SUBSCRIBER_PACKAGE_PERCENT };

  it('takes 10% off the package lines only, rounded to the cent', () => {
    // Essentials $89.99 → $9.00 off (899.9 rounds up); the whey stays at full price.
    const price = priced({ lines: [deal('essentials'), product('whey-vanilla')], shippingId: 'express-us', ...subscriber });
    expect(price).toMatchObject({ subtotalCents: 13998, shippingCents: 0, discount: 'subscriber', discountCents: 900, totalCents: 13098 });
    expect(priced({ lines: [deal('friends', 2)], shippingId: 'free-us', ...subscriber })).toMatchObject({
      discountCents: 2000,
      totalCents: 17998,
    });
  });

  it('gives nothing on a cart without packages', () => {
    expect(priced({ lines: [product('multivitamin', 3)], shippingId: 'free-us', ...subscriber })).toMatchObject({
      discount: 'none',
      discountCents: 0,
    });
  });

  it('gives way to a claimed deal or an applied coupon: one discount per order, the larger one', () => {
    const lines = [deal('starter'), product('multivitamin')];
    expect(priced({ lines, shippingId: 'free-us', deal: true, ...subscriber })).toMatchObject({ discount: 'deal', discountCents: 2250 });
    expect(priced({ lines, shippingId: 'free-us', couponPercent: NEWSLETTER_COUPON_PERCENT, ...subscriber })).toMatchObject({
      discount: 'coupon',
      discountCents: 1800,
    });
  });
});

describe('freeExpressProgress', () => {
  it.each([
    [0, 7500, 0],
    [2999, 4501, 39],
    [3750, 3750, 50],
    [7499, 1, 99],
    [7500, 0, 100],
    [20000, 0, 100],
  ])('a %i-cent subtotal leaves %i cents to go, %i%% filled', (subtotal, remainingCents, percent) => {
    expect(freeExpressProgress(subtotal)).toEqual({ remainingCents, percent });
  });

  it.each([7499, 7500, 7501])('is complete at %i cents exactly when express shipping is free', (subtotal) => {
    expect(FREE_EXPRESS_THRESHOLD_CENTS).toBe(7500);
    expect(freeExpressProgress(subtotal).remainingCents === 0).toBe(shippingCostCents('express-us', subtotal, false) === 0);
  });
});

describe('membership plans', () => {
  it('charge $19 a month or $199 a year', () => {
    expect(getPlan('monthly')).toMatchObject({ priceCents: 1900, interval: 'month' });
    expect(getPlan('yearly')).toMatchObject({ priceCents: 19900, interval: 'year' });
    expect(getPlan('monthly').savings).toBeUndefined();
  });

  it('show the advertised yearly figures: about $16.58 a month, saves 43% or $149 a year', () => {
    const savings = getPlan('yearly').savings!;
    expect(savings).toMatchObject({ monthlyEquivalentCents: 1658, percent: 43, savingsCents: 14900 });
    expect(formatPrice(savings.monthlyEquivalentCents, 'en')).toBe('$16.58');
    expect(formatPrice(savings.savingsCents, 'en', { hideZeroCents: true })).toBe('$149');
  });

  it('list the same features on both plans', () => {
    expect(getPlan('yearly').featureKeys).toEqual(getPlan('monthly').featureKeys);
  });
});

import { describe, expect, it } from 'vitest';
import { splitDiscount } from '../../core/discount-split';
import { NEWSLETTER_COUPON_PERCENT, SUBSCRIBER_PACKAGE_PERCENT } from '../../core/price-rules';
import { type CartPrice, priceCart } from '../../core/pricing';
import { products } from '../../core/catalogue';
import { SHIPPING_OPTIONS } from '../../core/shipping';

function priced(...args: Parameters<typeof priceCart>): CartPrice {
  const result = priceCart(...args);
  if (!result.ok) throw new Error(`expected a price, got ${result.code}`);
  return result.value;
}

const splitOf = (price: CartPrice) =>
  splitDiscount(
    price.discount === 'none' ? null : { kind: price.discount, cents: price.discountCents },
    price.subtotalCents,
    price.shippingCents,
  );

describe('splitDiscount', () => {
  it('takes the last-chance deal off the shipping in proportion: (49.99 + 29.99) × 25% = 20.00, 7.50 of it off the 29.99 shipping', () => {
    const price = priced({ lines: [{ productId: 'whey-vanilla', quantity: 1 }], shippingId: 'international-express', deal: true });
    expect(price).toMatchObject({ subtotalCents: 4999, shippingCents: 2999, discountCents: 2000 });
    // 2000 × 2999 / 7998 = 749.94 → 750
    expect(splitOf(price)).toEqual({ goodsCents: 1250, shippingCents: 750 });
  });

  it('keeps the shipping whole for a discount that does not cover it: the newsletter coupon, the subscribers’ saving', () => {
    const coupon = priced({
      lines: [{ productId: 'multivitamin', quantity: 1 }],
      shippingId: 'express-us',
      couponPercent: NEWSLETTER_COUPON_PERCENT,
    });
    expect(splitOf(coupon)).toEqual({ goodsCents: coupon.discountCents, shippingCents: 0 });
    const subscriber = priced({
      lines: [
        { dealId: 'starter', quantity: 1 },
        { productId: 'multivitamin', quantity: 1 },
      ],
      shippingId: 'overnight-us',
      subscriberPackagePercent: SUBSCRIBER_PACKAGE_PERCENT,
    });
    expect(subscriber.shippingCents).toBeGreaterThan(0);
    expect(splitOf(subscriber)).toEqual({ goodsCents: subscriber.discountCents, shippingCents: 0 });
  });

  it('splits nothing without a discount, and a deal on free shipping stays on the goods', () => {
    expect(splitDiscount(null, 2999, 799)).toEqual({ goodsCents: 0, shippingCents: 0 });
    expect(splitDiscount({ kind: 'deal', cents: 750 }, 2999, 0)).toEqual({ goodsCents: 750, shippingCents: 0 });
  });

  it('gives the goods nothing when the shipping’s share is the whole discount', () => {
    expect(splitDiscount({ kind: 'deal', cents: 1 }, 1, 999)).toEqual({ goodsCents: 0, shippingCents: 1 });
    expect(splitDiscount({ kind: 'deal', cents: 500 }, 0, 2000)).toEqual({ goodsCents: 0, shippingCents: 500 });
  });

  it('for every deal cart of one to four units of a product and every shipping option: shares add up exactly, neither exceeds its base, Stripe’s total is the order’s', () => {
    let checked = 0;
    for (const productId of products().map((p) => p.id))
      for (let quantity = 1; quantity <= 4; quantity++)
        for (const { id: shippingId } of SHIPPING_OPTIONS) {
          const result = priceCart({ lines: [{ productId, quantity }], shippingId, deal: true });
          if (!result.ok) continue;
          const price = result.value;
          const split = splitOf(price);
          expect(Number.isInteger(split.goodsCents) && Number.isInteger(split.shippingCents)).toBe(true);
          expect(split.goodsCents + split.shippingCents).toBe(price.discountCents);
          expect(split.goodsCents).toBeGreaterThanOrEqual(0);
          expect(split.goodsCents).toBeLessThanOrEqual(price.subtotalCents);
          expect(split.shippingCents).toBeGreaterThanOrEqual(0);
          expect(split.shippingCents).toBeLessThanOrEqual(price.shippingCents);
          // What Checkout charges: the lines less the coupon, plus the reduced shipping.
          expect(price.subtotalCents - split.goodsCents + (price.shippingCents - split.shippingCents)).toBe(price.totalCents);
          checked++;
        }
    expect(checked).toBeGreaterThan(100);
  });
});

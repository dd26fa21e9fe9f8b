import { divideRounded } from './money';
import type { CartPrice } from './pricing';

/**
 * An order's discount split between its goods and its shipping, for a payment provider that prices them
 * apart: Stripe Checkout spreads an amount-off coupon over the line items only, so a discount that covers
 * shipping must reach the shipping as a lower shipping price, or Stripe Tax would tax the goods as cheaper
 * and the shipping as dearer than they were sold.
 */

export type DiscountKind = Exclude<CartPrice['discount'], 'none'>;

/**
 * What each discount is taken off (core/pricing.ts, core/price-rules.ts): the last-chance deal off subtotal
 * plus shipping; the newsletter coupon off the subtotal, never shipping; the subscribers' saving off the
 * package lines.
 */
const COVERS_SHIPPING: Readonly<Record<DiscountKind, boolean>> = { deal: true, coupon: false, subscriber: false };

export interface DiscountSplit {
  /** Off the goods (Stripe: the coupon's amount_off); 0 when none. */
  readonly goodsCents: number;
  /** Off the shipping (Stripe: taken from the shipping rate's amount); 0 when none. */
  readonly shippingCents: number;
}

/**
 * Splits `discount` in proportion to what it covers, in integer cents: the shipping's share is the discount
 * times shipping / (subtotal + shipping), rounded to the nearest cent, and the goods take the rest, so the two
 * shares add up to the discount exactly and neither exceeds what it is taken off.
 */
export function splitDiscount(
  discount: { kind: DiscountKind; cents: number } | null,
  subtotalCents: number,
  shippingCents: number,
): DiscountSplit {
  if (!discount) return { goodsCents: 0, shippingCents: 0 };
  const base = subtotalCents + shippingCents;
  const shippingShare = COVERS_SHIPPING[discount.kind] && base > 0 ? divideRounded(discount.cents * shippingCents, base) : 0;
  return { goodsCents: discount.cents - shippingShare, shippingCents: shippingShare };
}

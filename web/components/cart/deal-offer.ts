import { qualifiesForDeal } from '../../../core/price-rules';
import type { CartPrice } from '../../../core/pricing';

/**
 * The last-chance deal is offered before checkout when none is claimed yet and subtotal +
 * shipping is above $25 — and, since codes do not combine, not when a coupon is already applied.
 */
export function shouldOfferDeal(
  price: CartPrice | null,
  { dealClaimed, couponApplied }: { dealClaimed: boolean; couponApplied: boolean },
): boolean {
  if (price === null || dealClaimed || couponApplied) return false;
  return qualifiesForDeal(price.subtotalCents, price.shippingCents);
}

import { memberPercent } from './catalogue';
import type { Deal } from './deals';
import { divideRounded } from './money';

/**
 * Members' unit prices, apart from core/pricing.ts so that a product card showing them does not bring the whole
 * price computation into the first page's script.
 */

/**
 * A member's unit price for a product of `regularCents`: the version's member percent off, rounded per unit, so
 * that the card, the cart and Stripe's line item show the same amount.
 */
export function memberUnitCents(regularCents: number): number {
  return regularCents - divideRounded(regularCents * memberPercent(), 100);
}

/** A member's unit price for a package: its package price, or the member price of its items' total if lower. */
export function dealMemberUnitCents(deal: Pick<Deal, 'discountedCents' | 'originalCents'>): number {
  return Math.min(deal.discountedCents, memberUnitCents(deal.originalCents));
}

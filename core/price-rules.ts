/**
 * The numbers of the pricing rules, apart from core/pricing.ts so that code needing only a limit
 * (the cart's quantity cap, the coupon's percent) does not bring the whole price computation with it.
 */

export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 99;

/** The last-chance deal: this percent off subtotal + shipping. */
export const LAST_CHANCE_DEAL_PERCENT = 25;
/** A claimed deal code can be used for this long (10 minutes, one use: docs/behaviour.md). */
export const LAST_CHANCE_DEAL_VALID_MINUTES = 10;
/** The deal is offered when subtotal + shipping is above this. */
export const LAST_CHANCE_DEAL_MIN_CENTS = 2500;

/** Whether a cart may have the last-chance deal: the worker issues and accepts a code only then. */
export function qualifiesForDeal(subtotalCents: number, shippingCents: number): boolean {
  return subtotalCents + shippingCents > LAST_CHANCE_DEAL_MIN_CENTS;
}
/** The newsletter coupon: this percent off the subtotal (never off shipping). */
export const NEWSLETTER_COUPON_PERCENT = 20;
/** Newsletter subscribers, signed in: this percent off package deals, on every order. */
export const SUBSCRIBER_PACKAGE_PERCENT = 10;
/** Members pay the catalogue's `memberPercent` less on every product: a whole percent in this range (the plans promise up to 20). */
export const MEMBER_PERCENT_MIN = 1;
export const MEMBER_PERCENT_MAX = 20;
/** The catalogue's `memberPercent` when a document does not set it. */
export const DEFAULT_MEMBER_PERCENT = 15;
/**
 * What priced an order line (order_lines.price_rule, core/pricing.ts): its catalogue price with no percentage off,
 * the member price, or its catalogue price inside the base of the order's last-chance deal, newsletter coupon or
 * subscribers' package saving.
 */
export const LINE_PRICE_RULES = ['regular', 'member', 'deal', 'coupon', 'subscriber'] as const;

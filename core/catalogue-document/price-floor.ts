import { LAST_CHANCE_DEAL_PERCENT } from '../price-rules';
import { SHIPPING_OPTIONS } from '../shipping';

const MOST_EXPENSIVE_SHIPPING_CENTS = Math.max(...SHIPPING_OPTIONS.map((option) => option.priceCents));

/**
 * The lowest price a product may have: $10.00 while shipping tops out at $29.99. The last-chance deal takes
 * its 25 % of subtotal plus shipping off the line items, which holds only while shipping is at most three
 * times the subtotal (docs/decisions/integer-cents-and-worker-pricing.md, "Consequences"); a cheaper product
 * shipped at the dearest rate would make the discount exceed the lines, and Stripe would refuse the session.
 */
export const MIN_PRODUCT_PRICE_CENTS = Math.ceil(
  (MOST_EXPENSIVE_SHIPPING_CENTS * LAST_CHANCE_DEAL_PERCENT) / (100 - LAST_CHANCE_DEAL_PERCENT),
);

export const PRICE_FLOOR_REASON =
  `must be at least ${MIN_PRODUCT_PRICE_CENTS} cents: the last-chance deal's ${LAST_CHANCE_DEAL_PERCENT}% of subtotal plus shipping ` +
  `must not exceed the lines, and shipping costs up to ${MOST_EXPENSIVE_SHIPPING_CENTS} cents`;

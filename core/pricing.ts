import { type ProductId, getProduct } from './catalogue';
import { type DealId, getDeal } from './deals';
import { divideRounded } from './money';
import { LAST_CHANCE_DEAL_PERCENT, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, qualifiesForDeal } from './price-rules';
import { FREE_EXPRESS_SHIPPING_ID, FREE_EXPRESS_THRESHOLD_CENTS, type ShippingId, getShippingOption } from './shipping';

/**
 * What a cart costs, in cents. The worker charges exactly this; the browser shows the same numbers.
 * The client only ever supplies ids and quantities: every price comes from the catalogue.
 */

export interface CartLineInput {
  /** Exactly one of productId and dealId. */
  readonly productId?: string;
  readonly dealId?: string;
  readonly quantity: number;
}

export interface PriceCartInput {
  readonly lines: readonly CartLineInput[];
  readonly shippingId: string;
  /** The last-chance deal was claimed. */
  readonly deal?: boolean;
  /** A coupon's percent off the subtotal, e.g. NEWSLETTER_COUPON_PERCENT. */
  readonly couponPercent?: number;
  /**
   * A newsletter subscriber's percent off the package lines (SUBSCRIBER_PACKAGE_PERCENT). One discount
   * per order: a claimed deal or an applied coupon, each worth more, takes its place.
   */
  readonly subscriberPackagePercent?: number;
}

interface PricedLineBase {
  readonly unitCents: number;
  readonly quantity: number;
  readonly totalCents: number;
}
export type PricedLine =
  | (PricedLineBase & { readonly kind: 'product'; readonly productId: ProductId })
  | (PricedLineBase & { readonly kind: 'deal'; readonly dealId: DealId });

export interface CartPrice {
  readonly lineItems: readonly PricedLine[];
  readonly subtotalCents: number;
  readonly shippingId: ShippingId;
  readonly shippingCents: number;
  readonly discountCents: number;
  readonly discount: 'none' | 'deal' | 'coupon' | 'subscriber';
  readonly totalCents: number;
}

export type PricingErrorCode =
  | 'empty_cart'
  /** A line names neither a product nor a deal, or both. */
  | 'invalid_line'
  | 'unknown_product'
  | 'unknown_deal'
  | 'invalid_quantity'
  | 'unknown_shipping'
  /** couponPercent is not a whole number from 1 to 100. */
  | 'invalid_coupon'
  | 'not_combinable'
  /** The deal was claimed for a cart at or under its threshold (LAST_CHANCE_DEAL_MIN_CENTS). */
  | 'deal_below_threshold';

export type PriceCartResult = { ok: true; value: CartPrice } | { ok: false; code: PricingErrorCode };

function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_LINE_QUANTITY && quantity <= MAX_LINE_QUANTITY;
}

export function priceLine({ productId, dealId, quantity }: CartLineInput): PricedLine | PricingErrorCode {
  if (productId !== undefined && dealId === undefined) {
    const product = getProduct(productId);
    if (!product) return 'unknown_product';
    if (!isValidQuantity(quantity)) return 'invalid_quantity';
    return { kind: 'product', productId: product.id, ...lineTotal(product.priceCents, quantity) };
  }
  if (dealId !== undefined && productId === undefined) {
    const deal = getDeal(dealId);
    if (!deal) return 'unknown_deal';
    if (!isValidQuantity(quantity)) return 'invalid_quantity';
    return { kind: 'deal', dealId: deal.id, ...lineTotal(deal.discountedCents, quantity) };
  }
  return 'invalid_line';
}

function lineTotal(unitCents: number, quantity: number): PricedLineBase {
  return { unitCents, quantity, totalCents: unitCents * quantity };
}

/**
 * What a shipping option costs for this cart. Packages ship free, so a cart made only of
 * package deals ships free by any method; a cart with any single product pays the option's price,
 * except express-us, which is free once the subtotal reaches FREE_EXPRESS_THRESHOLD_CENTS.
 */
export function shippingCostCents(shippingId: ShippingId, subtotalCents: number, packagesOnly: boolean): number {
  if (packagesOnly) return 0;
  if (shippingId === FREE_EXPRESS_SHIPPING_ID && subtotalCents >= FREE_EXPRESS_THRESHOLD_CENTS) return 0;
  return getShippingOption(shippingId).priceCents;
}

/**
 * Prices a cart. Checks run in a fixed order (combinability, coupon, shipping, then each line), so
 * a request with several faults always reports the same code.
 */
export function priceCart(input: PriceCartInput): PriceCartResult {
  const { couponPercent, subscriberPackagePercent, deal = false } = input;
  if (deal && couponPercent !== undefined) return { ok: false, code: 'not_combinable' };
  if (couponPercent !== undefined && !(Number.isInteger(couponPercent) && couponPercent >= 1 && couponPercent <= 100)) {
    return { ok: false, code: 'invalid_coupon' };
  }
  const shipping = getShippingOption(input.shippingId);
  if (!shipping) return { ok: false, code: 'unknown_shipping' };
  if (input.lines.length === 0) return { ok: false, code: 'empty_cart' };

  const lineItems: PricedLine[] = [];
  for (const line of input.lines) {
    const priced = priceLine(line);
    if (typeof priced === 'string') return { ok: false, code: priced };
    lineItems.push(priced);
  }

  const subtotalCents = lineItems.reduce((sum, line) => sum + line.totalCents, 0);
  const packagesCents = lineItems.reduce((sum, line) => sum + (line.kind === 'deal' ? line.totalCents : 0), 0);
  const packagesOnly = packagesCents === subtotalCents;
  const shippingCents = shippingCostCents(shipping.id, subtotalCents, packagesOnly);
  if (deal && !qualifiesForDeal(subtotalCents, shippingCents)) return { ok: false, code: 'deal_below_threshold' };
  const { discount, discountCents } = deal
    ? { discount: 'deal' as const, discountCents: divideRounded((subtotalCents + shippingCents) * LAST_CHANCE_DEAL_PERCENT, 100) }
    : couponPercent !== undefined
      ? { discount: 'coupon' as const, discountCents: divideRounded(subtotalCents * couponPercent, 100) }
      : subscriberPackagePercent !== undefined && packagesCents > 0
        ? { discount: 'subscriber' as const, discountCents: divideRounded(packagesCents * subscriberPackagePercent, 100) }
        : { discount: 'none' as const, discountCents: 0 };
  return {
    ok: true,
    value: {
      lineItems,
      subtotalCents,
      shippingId: shipping.id,
      shippingCents,
      discountCents,
      discount,
      totalCents: subtotalCents + shippingCents - discountCents,
    },
  };
}

export interface FreeExpressProgress {
  /** Still to add before express shipping is free; 0 once reached. */
  readonly remainingCents: number;
  /** Bar fill, 0–100, whole percent rounded down so it reads 100 only when the threshold is met. */
  readonly percent: number;
}

export function freeExpressProgress(subtotalCents: number): FreeExpressProgress {
  const reached = Math.min(Math.max(subtotalCents, 0), FREE_EXPRESS_THRESHOLD_CENTS);
  return {
    remainingCents: FREE_EXPRESS_THRESHOLD_CENTS - reached,
    percent: Math.floor((reached * 100) / FREE_EXPRESS_THRESHOLD_CENTS),
  };
}

import { type ProductId, getProduct } from './catalogue';
import { type DealId, getDeal } from './deals';
import { dealMemberUnitCents, memberUnitCents } from './member-price';
import { divideRounded } from './money';
import { LAST_CHANCE_DEAL_PERCENT, type LINE_PRICE_RULES, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, qualifiesForDeal } from './price-rules';
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
  /** A signed-in active member: each product line may be priced at the member price (see "Stacking" below). */
  readonly member?: boolean;
}

interface PricedLineBase {
  readonly unitCents: number;
  readonly quantity: number;
  readonly totalCents: number;
}
export type PricedLine =
  | (PricedLineBase & { readonly kind: 'product'; readonly productId: ProductId })
  | (PricedLineBase & { readonly kind: 'deal'; readonly dealId: DealId });

/** The order-level percentage discounts: the last-chance deal, the newsletter coupon, the subscribers' package saving. */
export type OrderDiscount = 'deal' | 'coupon' | 'subscriber';

/** What priced a line (core/price-rules.ts LINE_PRICE_RULES); an order discount's name: its catalogue price inside that discount's base. */
export type LinePriceRule = (typeof LINE_PRICE_RULES)[number];

export interface CartPrice {
  readonly lineItems: readonly PricedLine[];
  /** What priced each line, at the same index as lineItems. */
  readonly lineRules: readonly LinePriceRule[];
  readonly subtotalCents: number;
  readonly shippingId: ShippingId;
  readonly shippingCents: number;
  readonly discountCents: number;
  readonly discount: 'none' | OrderDiscount;
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

/** A line at its catalogue price, or with `member` at the member price (whether or not a discount beats it in the cart). */
export function priceLine({ productId, dealId, quantity }: CartLineInput, member = false): PricedLine | PricingErrorCode {
  if (productId !== undefined && dealId === undefined) {
    const product = getProduct(productId);
    if (!product) return 'unknown_product';
    if (!isValidQuantity(quantity)) return 'invalid_quantity';
    const unitCents = member ? memberUnitCents(product.priceCents) : product.priceCents;
    return { kind: 'product', productId: product.id, ...lineTotal(unitCents, quantity) };
  }
  if (dealId !== undefined && productId === undefined) {
    const deal = getDeal(dealId);
    if (!deal) return 'unknown_deal';
    if (!isValidQuantity(quantity)) return 'invalid_quantity';
    const unitCents = member ? dealMemberUnitCents(deal) : deal.discountedCents;
    return { kind: 'deal', dealId: deal.id, ...lineTotal(unitCents, quantity) };
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

/** The order's percentage discount, if any, and which lines it may reach. */
interface OrderPercent {
  readonly kind: OrderDiscount;
  readonly percent: number;
  reaches(line: PricedLine): boolean;
}

function orderPercentOf({ deal, couponPercent, subscriberPackagePercent }: PriceCartInput): OrderPercent | null {
  if (deal) return { kind: 'deal', percent: LAST_CHANCE_DEAL_PERCENT, reaches: () => true };
  if (couponPercent !== undefined) return { kind: 'coupon', percent: couponPercent, reaches: () => true };
  if (subscriberPackagePercent !== undefined)
    return { kind: 'subscriber', percent: subscriberPackagePercent, reaches: (line) => line.kind === 'deal' };
  return null;
}

/**
 * Stacking (docs/behaviour.md, "Members' prices"): never more than one percentage discount on a line, and the
 * better one for the shopper wins. A member's line has two candidates: the member price, and its catalogue price
 * inside the base of the order's percentage discount when that discount reaches it (the last-chance deal and
 * the coupon reach every line, the subscribers' saving only packages). The member price wins when strictly
 * lower than the line less that percentage; a tie goes to the order discount. A package's member price
 * already is the lower of its package price and the member price of its items (dealMemberUnitCents), so a
 * member never pays more for a line than anyone else.
 */
function ruleOf(regular: PricedLine, member: PricedLine | undefined, order: OrderPercent | null): LinePriceRule {
  const reached = order !== null && order.reaches(regular);
  const memberSaves = member !== undefined && member.totalCents < regular.totalCents;
  if (!reached) return memberSaves ? 'member' : 'regular';
  // The line alone less the percentage, rounded to the cent as the discount is.
  const memberWins = memberSaves && member.totalCents < regular.totalCents - divideRounded(regular.totalCents * order.percent, 100);
  return memberWins ? 'member' : order.kind;
}

/**
 * Prices a cart. Checks run in a fixed order (combinability, coupon, shipping, then each line), so
 * a request with several faults always reports the same code.
 */
export function priceCart(input: PriceCartInput): PriceCartResult {
  const { couponPercent, deal = false, member = false } = input;
  if (deal && couponPercent !== undefined) return { ok: false, code: 'not_combinable' };
  if (couponPercent !== undefined && !(Number.isInteger(couponPercent) && couponPercent >= 1 && couponPercent <= 100)) {
    return { ok: false, code: 'invalid_coupon' };
  }
  const shipping = getShippingOption(input.shippingId);
  if (!shipping) return { ok: false, code: 'unknown_shipping' };
  if (input.lines.length === 0) return { ok: false, code: 'empty_cart' };

  const order = orderPercentOf(input);
  const lineItems: PricedLine[] = [];
  const lineRules: LinePriceRule[] = [];
  for (const line of input.lines) {
    const regular = priceLine(line);
    if (typeof regular === 'string') return { ok: false, code: regular };
    const memberLine = member ? (priceLine(line, true) as PricedLine) : undefined;
    const rule = ruleOf(regular, memberLine, order);
    lineItems.push(rule === 'member' && memberLine ? memberLine : regular);
    lineRules.push(rule);
  }

  const subtotalCents = lineItems.reduce((sum, line) => sum + line.totalCents, 0);
  const packagesOnly = lineItems.every((line) => line.kind === 'deal');
  const shippingCents = shippingCostCents(shipping.id, subtotalCents, packagesOnly);
  if (deal && !qualifiesForDeal(subtotalCents, shippingCents)) return { ok: false, code: 'deal_below_threshold' };
  // The order discount's base: the lines it priced (for the deal, with the shipping).
  const baseCents = lineItems.reduce((sum, line, index) => sum + (lineRules[index] === order?.kind ? line.totalCents : 0), 0);
  const { discount, discountCents } =
    order === null || (order.kind === 'subscriber' && baseCents === 0)
      ? { discount: 'none' as const, discountCents: 0 }
      : {
          discount: order.kind,
          discountCents: divideRounded((baseCents + (order.kind === 'deal' ? shippingCents : 0)) * order.percent, 100),
        };
  return {
    ok: true,
    value: {
      lineItems,
      lineRules,
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

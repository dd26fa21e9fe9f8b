import type { ProductId } from './catalogue';
import { type DealId, deals, getDeal } from './deals';

/**
 * Stock: units on the shelf per product. A product whose stock the operator never set is not limited.
 * A package deal takes its units from its component products (the Friends Bundle: two of each).
 */

/** Below or at this many units a product is "low": the storefront says how many are left and the operator is told. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** Why an operator adds or takes away units: the reasons the console offers for an adjustment. */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'lost', 'count_correction', 'other'] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

/** Every kind of row in the stock history: an adjustment, the first count of a product, or its limit lifted. */
export const STOCK_MOVEMENT_REASONS = [...STOCK_ADJUSTMENT_REASONS, 'first_count', 'limit_lifted'] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** The most units a product may count, and the most one adjustment may add or take away. */
export const MAX_STOCK = 1_000_000;

/** The most units of one product a single package takes: a product this low or lower may sell out a package. */
export function maxUnitsPerPackage(): number {
  return Math.max(0, ...deals().flatMap((deal) => deal.items.map((item) => item.quantity)));
}

/** What an order line asks of the shelf: a product, or a package deal. */
export interface StockLine {
  productId?: string | null;
  dealId?: string | null;
  quantity: number;
}

/** The units of each product a set of lines takes, packages opened into their products. */
export function unitsOf(lines: readonly StockLine[]): Map<string, number> {
  const units = new Map<string, number>();
  const add = (productId: string, quantity: number) => units.set(productId, (units.get(productId) ?? 0) + quantity);
  for (const line of lines) {
    if (line.productId) add(line.productId, line.quantity);
    else for (const item of getDeal(line.dealId ?? '')?.items ?? []) add(item.productId, item.quantity * line.quantity);
  }
  return units;
}

/**
 * What the storefront knows of stock (GET /api/stock): units left for each limited product that is low
 * (at or under its threshold, or too few for a package); a product not named is available.
 */
export type StockLevels = Partial<Record<ProductId, number>>;

export type Availability = { state: 'available' } | { state: 'low'; left: number } | { state: 'sold_out' };

const AVAILABLE: Availability = { state: 'available' };

/** How many of a product can still be bought. */
export function productAvailability(levels: StockLevels, productId: ProductId): Availability {
  const left = levels[productId];
  if (left === undefined) return AVAILABLE;
  return left <= 0 ? { state: 'sold_out' } : { state: 'low', left };
}

/** How many packages can still be bought: as many as its scarcest product allows. */
export function dealAvailability(levels: StockLevels, dealId: DealId): Availability {
  let packages = Number.POSITIVE_INFINITY;
  for (const item of getDeal(dealId)?.items ?? []) {
    const left = levels[item.productId];
    if (left !== undefined) packages = Math.min(packages, Math.floor(left / item.quantity));
  }
  if (packages === Number.POSITIVE_INFINITY) return AVAILABLE;
  return packages <= 0 ? { state: 'sold_out' } : { state: 'low', left: packages };
}

/** Whether the storefront is told a product's count: it is low, or too low for a package. */
export function isShownLow(stock: number, threshold: number): boolean {
  return stock <= Math.max(threshold, maxUnitsPerPackage());
}

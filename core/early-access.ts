import type { Product } from './catalogue';
import type { StockLine } from './stock';
import { unitsOf } from './stock';

/**
 * Members' early access (issue 38): a product published with `earlyAccessUntil` is shown to everyone but
 * sold only to members until that instant, then to all. Always decided against the clock at the moment of
 * asking, so the product opens without a new catalogue version.
 */

/** Whether only members may buy the product at `now` (milliseconds since the epoch). */
export function inEarlyAccess(product: { readonly earlyAccessUntil?: string | null }, now: number): boolean {
  return product.earlyAccessUntil != null && Date.parse(product.earlyAccessUntil) > now;
}

/** The ids of `products` still in early access at `now`, in their order. */
export function earlyAccessIds(products: readonly Product[], now: number): string[] {
  return products.filter((product) => inEarlyAccess(product, now)).map((product) => product.id);
}

/** The products of an order's lines (a package's opened) still in early access at `now`. */
export function earlyAccessInLines(lines: readonly StockLine[], products: readonly Product[], now: number): string[] {
  const early = new Set(earlyAccessIds(products, now));
  if (early.size === 0) return [];
  return [...unitsOf(lines).keys()].filter((id) => early.has(id));
}

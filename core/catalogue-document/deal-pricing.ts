import { percentOff } from '../money';
import type { Deal } from './deal-schema';
import type { Product } from './product-schema';

/** What a package costs and saves, as core/deals.ts priced today's four. */
export interface DealPrice {
  /** Its items at their products' prices, free items included: the struck-through "was" price. */
  readonly originalCents: number;
  readonly priceCents: number;
  readonly savingsCents: number;
  /** Whole percent off, for the discount label. */
  readonly discountPercent: number;
}

/** The package's prices, or undefined when an item names no product of `products`. */
export function dealPrice(
  deal: Pick<Deal, 'items' | 'priceCents'>,
  products: readonly Pick<Product, 'slug' | 'priceCents'>[],
): DealPrice | undefined {
  let originalCents = 0;
  for (const item of deal.items) {
    const product = products.find((candidate) => candidate.slug === item.product);
    if (!product) return undefined;
    originalCents += product.priceCents * item.quantity;
  }
  return {
    originalCents,
    priceCents: deal.priceCents,
    savingsCents: originalCents - deal.priceCents,
    discountPercent: percentOff(originalCents, deal.priceCents),
  };
}

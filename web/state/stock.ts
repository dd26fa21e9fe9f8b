import { atom, useAtomValue } from 'jotai';
import { type ProductId, isProductId } from '../../core/catalogue';
import { type DealId, isDealId } from '../../core/deals';
import { type Availability, type StockLevels, dealAvailability, productAvailability } from '../../core/stock';
import { appReady } from '../lib/ready';

/**
 * What the shop has told this page of stock (GET /api/stock): units left of the products that are low or
 * sold out. Empty until it answers, so a prerendered page is adopted as it was built (everything
 * available); the first paint never waits for it.
 */
export const stockLevelsAtom = atom<StockLevels>({});

/**
 * Asks for the levels: once the app runs, and again (past the browser's copy) after a checkout found too
 * few left. They are applied only once React has adopted the page's markup (an earlier change would no
 * longer match it), and only when they differ from what is shown: most answers say nothing is low, and
 * then no card renders again.
 */
export const loadStockLevelsAtom = atom(null, async (get, set, fresh: boolean = false) => {
  try {
    const res = await fetch('/api/stock', { headers: { Accept: 'application/json' }, cache: fresh ? 'no-cache' : 'default' });
    if (!res.ok) return;
    const { levels } = (await res.json()) as { levels: StockLevels };
    await appReady;
    if (JSON.stringify(levels) !== JSON.stringify(get(stockLevelsAtom))) set(stockLevelsAtom, levels);
  } catch {
    // Offline: the page keeps what it knew; a checkout still refuses what is gone.
  }
});

export function useProductAvailability(productId: ProductId): Availability {
  return productAvailability(useAtomValue(stockLevelsAtom), productId);
}

export function useDealAvailability(dealId: DealId): Availability {
  return dealAvailability(useAtomValue(stockLevelsAtom), dealId);
}

/** A cart line's availability when it asks for more than is left; `available` otherwise. */
export function useLineShortage(line: { productId: string; quantity: number } | { dealId: string; quantity: number }): Availability {
  const levels = useAtomValue(stockLevelsAtom);
  const availability =
    'productId' in line
      ? isProductId(line.productId)
        ? productAvailability(levels, line.productId)
        : AVAILABLE
      : isDealId(line.dealId)
        ? dealAvailability(levels, line.dealId)
        : AVAILABLE;
  const left = availability.state === 'low' ? availability.left : availability.state === 'sold_out' ? 0 : Number.POSITIVE_INFINITY;
  return line.quantity > left ? availability : AVAILABLE;
}

const AVAILABLE: Availability = { state: 'available' };

import { atom, useAtomValue } from 'jotai';
import { type ProductId, isProductId } from '../../core/catalogue';
import { type DealId, isDealId } from '../../core/deals';
import { type Availability, type StockLevels, dealAvailability, productAvailability } from '../../core/stock';
import { useAfterHydration } from '../lib/useAfterHydration';

/**
 * What the shop has told this page of stock (GET /api/stock): units left of the products that are low or
 * sold out. Empty until it answers, so a prerendered page is adopted as it was built (everything
 * available) and the stock shows a moment later; the first paint never waits for it.
 */
export const stockLevelsAtom = atom<StockLevels>({});

/** Asks for the levels: once the app runs, and again (past the browser's copy) after a checkout found too few left. */
export const loadStockLevelsAtom = atom(null, async (_get, set, fresh: boolean = false) => {
  try {
    const res = await fetch('/api/stock', { headers: { Accept: 'application/json' }, cache: fresh ? 'no-cache' : 'default' });
    if (res.ok) set(stockLevelsAtom, ((await res.json()) as { levels: StockLevels }).levels);
  } catch {
    // Offline: the page keeps what it knew; a checkout still refuses what is gone.
  }
});

/**
 * The levels a component may show: none while React adopts prerendered markup (the answer may land before
 * a page's own markup is adopted, which would then no longer match), the known ones from the next render.
 */
function useShownLevels(): StockLevels {
  const levels = useAtomValue(stockLevelsAtom);
  return useAfterHydration() ? levels : NONE;
}

const NONE: StockLevels = {};

export function useProductAvailability(productId: ProductId): Availability {
  return productAvailability(useShownLevels(), productId);
}

export function useDealAvailability(dealId: DealId): Availability {
  return dealAvailability(useShownLevels(), dealId);
}

/** A cart line's availability when it asks for more than is left; `available` otherwise. */
export function useLineShortage(line: { productId: string; quantity: number } | { dealId: string; quantity: number }): Availability {
  const levels = useShownLevels();
  const availability =
    'productId' in line
      ? isProductId(line.productId) ? productAvailability(levels, line.productId) : AVAILABLE
      : isDealId(line.dealId) ? dealAvailability(levels, line.dealId) : AVAILABLE;
  const left = availability.state === 'low' ? availability.left : availability.state === 'sold_out' ? 0 : Number.POSITIVE_INFINITY;
  return line.quantity > left ? availability : AVAILABLE;
}

const AVAILABLE: Availability = { state: 'available' };

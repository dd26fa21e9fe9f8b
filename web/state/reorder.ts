import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { atom } from 'jotai';
import { useEffect } from 'react';
import { getProduct } from '../../core/catalogue';
import { getDeal } from '../../core/deals';
import { MAX_LINE_QUANTITY } from '../../core/price-rules';
import { reorderItems } from '../../core/supplies';
import { cartOpenAtom, lineKey, storedCartAtom, writeCartAtom } from './cart';

/**
 * A supply reminder's link (`/?reorder=<slug>:<quantity>,package:<deal>:<quantity>,…`, worker/supplies/reminders.ts):
 * puts the same items in the cart, a package as a package, adding to what is there, and opens it. A malformed
 * value adds nothing; products and packages the shop no longer sells are left out.
 */
export const addReorderAtom = atom(null, (get, set, value: unknown) => {
  const items = reorderItems(value).filter((item) => ('dealId' in item ? getDeal(item.dealId) : getProduct(item.productId)));
  if (items.length === 0) return;
  const cart = get(storedCartAtom);
  const lines = [...cart.lines];
  for (const item of items) {
    const key = 'dealId' in item ? `deal:${item.dealId}` : `product:${item.productId}`;
    const index = lines.findIndex((line) => lineKey(line) === key);
    const quantity = Math.min(MAX_LINE_QUANTITY, (index === -1 ? 0 : lines[index]!.quantity) + item.quantity);
    const line = 'dealId' in item ? { dealId: item.dealId, quantity } : { productId: item.productId, quantity };
    if (index === -1) lines.push(line);
    else lines[index] = line;
  }
  set(writeCartAtom, { ...cart, lines });
  set(cartOpenAtom, true);
});

/** Reads the link once, then takes it out of the address so that a reload adds nothing again. */
export function useReorderLink(reorder: string | undefined): void {
  const addReorder = useSetAtom(addReorderAtom);
  const navigate = useNavigate();
  useEffect(() => {
    if (reorder === undefined) return;
    addReorder(reorder);
    void navigate({ to: '.', search: {}, replace: true });
  }, [reorder, addReorder, navigate]);
}

import { atom } from 'jotai';
import { MAX_LINE_QUANTITY, NEWSLETTER_COUPON_PERCENT } from '../../core/price-rules';
import { DEFAULT_SHIPPING_ID, type ShippingId } from '../../core/shipping';
import { lineKey, storedCartAtom, writeCartAtom } from './cart';

/*
 * What the cart drawer, its checkout and the payment pages change in the cart (./cart.ts holds the cart
 * and what the rest of the shop needs: its lines, adding, the badge). These screens load when first
 * shown, and so does this.
 */

/** With items and nothing chosen, free US standard shipping is selected. */
export const selectedShippingAtom = atom(
  (get) => {
    const { lines, shippingId } = get(storedCartAtom);
    return shippingId ?? (lines.length > 0 ? DEFAULT_SHIPPING_ID : null);
  },
  (get, set, shippingId: ShippingId) => set(writeCartAtom, { ...get(storedCartAtom), shippingId }),
);

/** Setting a quantity of 0 or less removes the line. */
export const setQuantityAtom = atom(null, (get, set, { key, quantity }: { key: string; quantity: number }) => {
  const cart = get(storedCartAtom);
  const lines =
    quantity <= 0
      ? cart.lines.filter((l) => lineKey(l) !== key)
      : cart.lines.map((l) => (lineKey(l) === key ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, Math.floor(quantity)) } : l));
  set(writeCartAtom, { ...cart, lines });
});

export const removeFromCartAtom = atom(null, (get, set, key: string) =>
  set(writeCartAtom, { ...get(storedCartAtom), lines: get(storedCartAtom).lines.filter((l) => lineKey(l) !== key) }),
);

/** A last-chance deal code claimed at checkout (valid 10 minutes, so it is not kept across visits). */
export const claimedDealAtom = atom<{ code: string } | null>(null);

/**
 * The address a guest typed with the coupon, which must be the coupon's mailbox (the shop never shows or
 * fills in a subscriber's address). Kept in memory only, out of the saved cart: after a reload the worker
 * asks for it again (coupon_email_required) and the coupon is taken off, so the field asks for both.
 */
export const couponEmailAtom = atom<string | null>(null);

/** The newsletter coupon applied in the drawer: always 20% off the products. */
export const appliedCouponAtom = atom(
  (get) => {
    const code = get(storedCartAtom).couponCode;
    return code === null ? null : { code, percentOff: NEWSLETTER_COUPON_PERCENT };
  },
  (get, set, couponCode: string | null) => {
    set(writeCartAtom, { ...get(storedCartAtom), couponCode });
    if (couponCode === null) set(couponEmailAtom, null);
  },
);

/** Clearing also resets the chosen shipping, the coupon and a claimed deal. */
export const clearCartAtom = atom(null, (_get, set) => {
  set(writeCartAtom, { lines: [], shippingId: null, couponCode: null });
  set(couponEmailAtom, null);
  set(claimedDealAtom, null);
});

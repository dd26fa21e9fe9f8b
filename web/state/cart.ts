import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import type { CartLine } from '../../core/api/checkout';
import { getDeal } from '../../core/deals';
import { getProduct } from '../../core/catalogue';
import { MAX_LINE_QUANTITY } from '../../core/price-rules';
import { type ShippingId, isShippingId } from '../../core/shipping';

/*
 * The cart: only ids and quantities are kept (the contract's CartLine, sent to the worker as it is); names and
 * prices are looked up at render time from core/, and the worker prices the order itself.
 */

export const CART_STORAGE_KEY = 'vitaglow-cart';

interface StoredCart {
  lines: CartLine[];
  shippingId: ShippingId | null;
  /** A newsletter coupon applied in the drawer; the worker checks it again at checkout. */
  couponCode: string | null;
}

const COUPON_CODE = /^[A-Z0-9]{1,32}$/;

export const lineKey = (line: CartLine) => ('dealId' in line ? `deal:${line.dealId}` : `product:${line.productId}`);

function isSoldLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, dealId, quantity } = value as Record<string, unknown>;
  const sold =
    typeof productId === 'string' ? !!getProduct(productId) && dealId === undefined : typeof dealId === 'string' && !!getDeal(dealId);
  return sold && Number.isInteger(quantity) && (quantity as number) >= 1 && (quantity as number) <= MAX_LINE_QUANTITY;
}

/** Reads the saved cart, dropping lines that fail validation; `dropped` tells the UI to say so. */
export function loadCart(raw: string | null): StoredCart & { dropped: boolean } {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    return { lines: [], shippingId: null, couponCode: null, dropped: true };
  }
  if (parsed === null) return { lines: [], shippingId: null, couponCode: null, dropped: false };
  const { lines, shippingId, couponCode } = (typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  const candidates = Array.isArray(lines) ? lines : [];
  const kept = candidates
    .filter(isSoldLine)
    .map((l) => ('dealId' in l ? { dealId: l.dealId, quantity: l.quantity } : { productId: l.productId, quantity: l.quantity }));
  return {
    lines: kept,
    shippingId: isShippingId(shippingId) ? shippingId : null,
    couponCode: typeof couponCode === 'string' && COUPON_CODE.test(couponCode) ? couponCode : null,
    dropped: !Array.isArray(lines) || kept.length !== candidates.length,
  };
}

function readStorage(): StoredCart & { dropped: boolean } {
  try {
    return loadCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return { lines: [], shippingId: null, couponCode: null, dropped: false };
  }
}

// Read when first used, not as the module loads: the saved lines are checked against the page's catalogue version.
let initial: ReturnType<typeof readStorage> | undefined;
const saved = () => (initial ??= readStorage());
/** True once if the saved cart had lines that could not be kept ('Cart cleared - please re-add products'). */
export const cartDroppedLinesAtom = atomWithLazy(() => saved().dropped);

/** The saved cart as a whole; ./cart-edit.ts edits it through writeCartAtom. */
export const storedCartAtom = atomWithLazy<StoredCart>(() => {
  const { lines, shippingId, couponCode } = saved();
  return { lines, shippingId, couponCode };
});

function persist(cart: StoredCart) {
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // Private mode: the cart lasts for this page only.
  }
}

export const writeCartAtom = atom(null, (_get, set, cart: StoredCart) => {
  set(storedCartAtom, cart);
  persist(cart);
});

export const cartLinesAtom = atom((get) => get(storedCartAtom).lines);

/** The header badge counts distinct lines, not units. */
export const cartLineCountAtom = atom((get) => get(storedCartAtom).lines.length);

/** Adding an id already in the cart raises its quantity by one; a new id enters with 1. */
export const addToCartAtom = atom(null, (get, set, item: { productId: string } | { dealId: string }) => {
  const cart = get(storedCartAtom);
  const key = lineKey({ ...item, quantity: 1 } as CartLine);
  const existing = cart.lines.find((l) => lineKey(l) === key);
  const lines = existing
    ? cart.lines.map((l) => (l === existing ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + 1) } : l))
    : [...cart.lines, { ...item, quantity: 1 } as CartLine];
  set(writeCartAtom, { ...cart, lines });
});

export const cartOpenAtom = atom(false);

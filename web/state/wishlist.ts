import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { type ProductId, isProductId } from '../../core/catalogue';

/** localStorage key holding the wishlist: a JSON array of product ids. */
export const WISHLIST_STORAGE_KEY = 'vitaglow-wishlist';

/** Reads a saved wishlist, keeping only ids the catalogue still sells, each once. */
export function parseWishlist(raw: string | null): ProductId[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? [...new Set(parsed.filter(isProductId))] : [];
  } catch {
    return [];
  }
}

function readStorage(): ProductId[] {
  try {
    return parseWishlist(localStorage.getItem(WISHLIST_STORAGE_KEY));
  } catch {
    return [];
  }
}

// Read when first used, not as the module loads: the saved ids are checked against the page's catalogue version.
const storedWishlistAtom = atomWithLazy<ProductId[]>(readStorage);

/** The product ids on the wishlist, in the order they were added. */
export const wishlistAtom = atom((get) => get(storedWishlistAtom));

/** Adds the product if absent, removes it if present; returns true when it was added. */
export const toggleWishlistAtom = atom(null, (get, set, productId: ProductId): boolean => {
  const current = get(storedWishlistAtom);
  const added = !current.includes(productId);
  const next = added ? [...current, productId] : current.filter((id) => id !== productId);
  set(storedWishlistAtom, next);
  try {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode: the wishlist lasts for this page only.
  }
  return added;
});

import { MAX_CATALOGUE_PRODUCTS_ASKED } from '../../core/api/catalogue';
import { mergeCatalogues } from '../../core/catalogue-subset';
import type { Language } from '../../core/language';
import type { ShopCatalogue } from '../../core/shop-catalogue';
import { reorderItems } from '../../core/supplies';
import { call } from '../lib/api';
import { CART_STORAGE_KEY } from './cart';
import { extendPageCatalogue, pageCatalogue } from './catalogue';
import { WISHLIST_STORAGE_KEY } from './wishlist';

/*
 * The products a page of a large catalogue does not carry (core/catalogue-subset.ts), asked for in the page's version
 * (./catalogue.ts). Loaded only by such a page: the shop today carries its whole version in every page.
 */

/** Part of a published version, in chunks the API takes. */
async function catalogueParts(version: number, language: Language, productIds: readonly string[]): Promise<ShopCatalogue[]> {
  const chunks: string[][] = [];
  for (let start = 0; start < productIds.length; start += MAX_CATALOGUE_PRODUCTS_ASKED) {
    chunks.push(productIds.slice(start, start + MAX_CATALOGUE_PRODUCTS_ASKED));
  }
  return Promise.all(
    chunks.map((ids) => call('GET /api/catalogue', { query: { version: String(version), language, products: ids.join(',') } })),
  );
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The product ids the saved cart and wishlist name, and a supply reminder's reorder link (./reorder.ts), unchecked:
 * the catalogue says which it sells (./cart.ts, ./wishlist.ts).
 */
function savedProductIds(): string[] {
  const ids = new Set<string>();
  const saved = (key: string): unknown => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  };
  const cart = saved(CART_STORAGE_KEY) as { lines?: unknown } | null;
  for (const line of Array.isArray(cart?.lines) ? cart.lines : []) {
    const id = (line as { productId?: unknown } | null)?.productId;
    if (typeof id === 'string') ids.add(id);
  }
  const wishlist = saved(WISHLIST_STORAGE_KEY);
  for (const id of Array.isArray(wishlist) ? wishlist : []) if (typeof id === 'string') ids.add(id);
  // A package comes with every page, with its products (core/catalogue-subset.ts): only products are asked for.
  for (const item of reorderItems(new URLSearchParams(location.search).get('reorder') ?? undefined)) {
    if ('productId' in item) ids.add(item.productId);
  }
  return [...ids].filter((id) => SLUG.test(id));
}

/**
 * Before the app starts on a page that carries part of a large version: asks for the products the saved cart and
 * wishlist name that the page does not carry, so that they read them as every other page does. Nothing to do on a
 * page that carries the whole version (the shop today). Offline, the page starts with what it has.
 */
export async function fillPageCatalogue(language: Language): Promise<void> {
  const catalogue = pageCatalogue();
  if (!catalogue.partial) return;
  const known = new Set(catalogue.products.map((product) => product.id));
  const missing = savedProductIds().filter((id) => !known.has(id));
  if (missing.length === 0) return;
  try {
    const parts = await catalogueParts(catalogue.version, language, missing);
    extendPageCatalogue(parts.reduce(mergeCatalogues, catalogue));
  } catch {
    // The cart shows what the page carries; the checkout prices every line anyway.
  }
}

/**
 * Today's version after a 409 prices_changed: the answer's whole version, or for a large one its part (the cart's
 * products) with the other products this page shows, asked for in the same version.
 */
export async function newerPageCatalogue(answer: ShopCatalogue, language: Language): Promise<ShopCatalogue> {
  const shown = pageCatalogue();
  if (!shown.partial) return answer;
  const known = new Set(answer.products.map((product) => product.id));
  const missing = shown.products.map((product) => product.id).filter((id) => !known.has(id));
  const parts = await catalogueParts(answer.version, language, missing);
  return { ...parts.reduce(mergeCatalogues, answer), partial: shown.partial };
}

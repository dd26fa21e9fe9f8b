import { atom } from 'jotai';
import { MAX_CATALOGUE_PRODUCTS_ASKED } from '../../core/api/catalogue';
import { provideCatalogue } from '../../core/catalogue-scope';
import { mergeCatalogues } from '../../core/catalogue-subset';
import { reorderItems } from '../../core/supplies';
import type { Language } from '../../core/language';
import { CATALOGUE_SCRIPT_ID, type ShopCatalogue } from '../../core/shop-catalogue';
import { call } from '../lib/api';
import { CART_STORAGE_KEY } from './cart';
import { WISHLIST_STORAGE_KEY } from './wishlist';

/**
 * The catalogue version this page was served with, as its document carries it (worker/routes/documents.ts):
 * products, prices, labels and the page's language's catalogue texts. The page keeps it until it is left, or
 * until a checkout learns that a price changed since (409 prices_changed), which brings today's version.
 *
 * A page of a large catalogue carries only the products it shows (core/catalogue-subset.ts): before the app
 * starts, it asks for those its saved cart and wishlist name (`fillPageCatalogue`), and a navigation to what it
 * does not carry loads that page's document.
 */
let page: ShopCatalogue | undefined;

function read(): ShopCatalogue {
  const json = document.getElementById(CATALOGUE_SCRIPT_ID)?.textContent;
  if (!json) throw new Error(`The document carries no #${CATALOGUE_SCRIPT_ID}`);
  return JSON.parse(json) as ShopCatalogue;
}

function current(): ShopCatalogue {
  return (page ??= read());
}

/** Makes core's catalogue functions read this page's version; call before the app renders. */
export function adoptPageCatalogue(): void {
  provideCatalogue(current);
}

/** The version the page shows: a checkout names it, so that the worker can say which prices changed since. */
export function pageCatalogueVersion(): number {
  return current().version;
}

let firstPageShown = false;

/** The app has resolved the page its document was loaded for: a page resolved from now on is a navigation. */
export function markFirstPageShown(): void {
  firstPageShown = true;
}

/** Whether the page being resolved is the one the document was loaded for. */
export function pageCameWithDocument(): boolean {
  return !firstPageShown;
}

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
  for (const item of reorderItems(new URLSearchParams(location.search).get('reorder') ?? undefined)) ids.add(item.productId);
  return [...ids].filter((id) => SLUG.test(id));
}

/**
 * Before the app starts on a page that carries part of a large version: asks for the products the saved cart and
 * wishlist name that the page does not carry, so that they read them as every other page does. Nothing to do on a
 * page that carries the whole version (the shop today). Offline, the page starts with what it has.
 */
export async function fillPageCatalogue(language: Language): Promise<void> {
  const catalogue = current();
  if (!catalogue.partial) return;
  const known = new Set(catalogue.products.map((product) => product.id));
  const missing = savedProductIds().filter((id) => !known.has(id));
  if (missing.length === 0) return;
  try {
    const parts = await catalogueParts(catalogue.version, language, missing);
    page = parts.reduce(mergeCatalogues, catalogue);
  } catch {
    // The cart shows what the page carries; the checkout prices every line anyway.
  }
}

/**
 * Today's version after a 409 prices_changed: the answer's whole version, or for a large one its part (the cart's
 * products) with the other products this page shows, asked for in the same version.
 */
export async function newerPageCatalogue(answer: ShopCatalogue, language: Language): Promise<ShopCatalogue> {
  const shown = current();
  if (!shown.partial) return answer;
  const known = new Set(answer.products.map((product) => product.id));
  const missing = shown.products.map((product) => product.id).filter((id) => !known.has(id));
  const parts = await catalogueParts(answer.version, language, missing);
  return { ...parts.reduce(mergeCatalogues, answer), partial: shown.partial };
}

/**
 * Bumped when the page takes a newer version: what shows prices or names reads it to render again (the cart's
 * total, and the page's content, which the layout keys on it).
 */
export const catalogueVersionAtom = atom(0);

export const adoptNewerCatalogueAtom = atom(null, (_get, set, catalogue: ShopCatalogue) => {
  page = catalogue;
  set(catalogueVersionAtom, catalogue.version);
});

import { atom } from 'jotai';
import { provideCatalogue } from '../../core/catalogue-scope';
import { CATALOGUE_SCRIPT_ID, type ShopCatalogue } from '../../core/shop-catalogue';

/**
 * The catalogue version this page was served with, as its document carries it (worker/routes/documents.ts):
 * products, prices, labels and the page's language's catalogue texts. The page keeps it until it is left, or
 * until a checkout learns that a price changed since (409 prices_changed), which brings today's version.
 *
 * A page of a large catalogue carries only the products it shows (core/catalogue-subset.ts): before the app
 * starts, it asks for those its saved cart and wishlist name (./catalogue-parts.ts), and a navigation to what it
 * does not carry loads that page's document.
 */
let page: ShopCatalogue | undefined;

function read(): ShopCatalogue {
  const json = document.getElementById(CATALOGUE_SCRIPT_ID)?.textContent;
  if (!json) throw new Error(`The document carries no #${CATALOGUE_SCRIPT_ID}`);
  return JSON.parse(json) as ShopCatalogue;
}

/** The version the page reads now. */
export function pageCatalogue(): ShopCatalogue {
  return (page ??= read());
}

/** The page's version with the products it asked for added (./catalogue-parts.ts). */
export function extendPageCatalogue(catalogue: ShopCatalogue): void {
  page = catalogue;
}

/** Makes core's catalogue functions read this page's version; call before the app renders. */
export function adoptPageCatalogue(): void {
  provideCatalogue(pageCatalogue);
}

/** The version the page shows: a checkout names it, so that the worker can say which prices changed since. */
export function pageCatalogueVersion(): number {
  return pageCatalogue().version;
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

/**
 * Bumped when the page takes a newer version: what shows prices or names reads it to render again (the cart's
 * total, and the page's content, which the layout keys on it).
 */
export const catalogueVersionAtom = atom(0);

export const adoptNewerCatalogueAtom = atom(null, (_get, set, catalogue: ShopCatalogue) => {
  page = catalogue;
  set(catalogueVersionAtom, catalogue.version);
});

import { atom } from 'jotai';
import { provideCatalogue } from '../../core/catalogue-scope';
import { CATALOGUE_SCRIPT_ID, type ShopCatalogue } from '../../core/shop-catalogue';

/**
 * The catalogue version this page was served with, as its document carries it (worker/routes/documents.ts):
 * products, prices, labels and the page's language's catalogue texts. The page keeps it until it is left, or
 * until a checkout learns that a price changed since (409 prices_changed), which brings today's version.
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

/**
 * Bumped when the page takes a newer version: what shows prices or names reads it to render again (the cart's
 * total, and the page's content, which the layout keys on it).
 */
export const catalogueVersionAtom = atom(0);

export const adoptNewerCatalogueAtom = atom(null, (_get, set, catalogue: ShopCatalogue) => {
  page = catalogue;
  set(catalogueVersionAtom, catalogue.version);
});

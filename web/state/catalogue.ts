import { provideCatalogue } from '../../core/catalogue-scope';
import { CATALOGUE_SCRIPT_ID, type ShopCatalogue } from '../../core/shop-catalogue';

/**
 * The catalogue version this page was served with, as its document carries it (worker/routes/documents.ts):
 * products, prices, labels and the page's language's catalogue texts. The page keeps it until it is left,
 * even if a new version is published meanwhile: a checkout then learns of changed prices from the worker.
 */
let page: ShopCatalogue | undefined;

function read(): ShopCatalogue {
  const json = document.getElementById(CATALOGUE_SCRIPT_ID)?.textContent;
  if (!json) throw new Error(`The document carries no #${CATALOGUE_SCRIPT_ID}`);
  return JSON.parse(json) as ShopCatalogue;
}

/** Makes core's catalogue functions read this page's version; call before the app renders. */
export function adoptPageCatalogue(): void {
  provideCatalogue(() => (page ??= read()));
}

/** The version the page shows: a checkout names it, so that the worker can say which prices changed since. */
export function pageCatalogueVersion(): number {
  return (page ??= read()).version;
}

import { activeCatalogue } from './catalogue-scope';
import type { ShopCatalogue } from './shop-catalogue';
import type { CatalogueSearch } from './catalogue-search';

/**
 * A page of a large catalogue carries only what it shows (issue 37, "Scale"). At 2,000 products a version's
 * texts in one language are about 3 MB: embedded whole in every document, each page would weigh that, and an
 * isolate keeping 128 documents would hold far more than its 128 MB. Up to WHOLE_CATALOGUE_MAX_PRODUCTS a page
 * carries the whole version, and /products filters, sorts and pages it without asking the worker.
 */
export const WHOLE_CATALOGUE_MAX_PRODUCTS = 48;

/** What a page of /products lists, as the worker rendered it: the browser shows the same without the rest. */
export interface CatalogueListing {
  /** The search in one spelling (core/catalogue-search.ts): no page for the first, a page past the last as the last. */
  readonly search: CatalogueSearch;
  readonly productIds: readonly string[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
}

/** Whether a version is large enough that its pages carry only what they show. */
export function carriedInPart(catalogue: ShopCatalogue): boolean {
  return catalogue.products.filter((product) => product.published).length > WHOLE_CATALOGUE_MAX_PRODUCTS;
}

/** Whether the code runs with the whole version (the worker always; a page unless the version is large). */
export function carriesWholeCatalogue(): boolean {
  return !activeCatalogue().partial;
}

/** The product a catalogue text belongs to: `content.catalogue.<slug>.…`; undefined for the packages' and the home page's. */
function productOfKey(key: string): string | undefined {
  return key.startsWith('content.catalogue.') ? key.split('.')[2] : undefined;
}

/**
 * Part of a version: the products named (unknown ones ignored), those every page may show (the packages' contents,
 * the hero's pictures), their panels, claims and texts, and every package and home figure.
 */
export function catalogueSubset(catalogue: ShopCatalogue, productIds: Iterable<string>, listing?: CatalogueListing): ShopCatalogue {
  const kept = new Set(productIds);
  for (const deal of catalogue.deals) for (const item of deal.items) kept.add(item.productId);
  kept.add(catalogue.home.hero.frontProduct);
  for (const id of catalogue.home.hero.behindProducts) kept.add(id);
  const keeps = (key: string) => {
    const product = productOfKey(key);
    return product === undefined || kept.has(product);
  };
  const texts = Object.fromEntries(
    Object.entries(catalogue.texts).map(([dictionary, table]) => [
      dictionary,
      Object.fromEntries(Object.entries(table).filter(([key]) => keeps(key))),
    ]),
  );
  return {
    ...catalogue,
    products: catalogue.products.filter((product) => kept.has(product.id)),
    panels: Object.fromEntries(Object.entries(catalogue.panels).filter(([id]) => kept.has(id))),
    claimKeys: catalogue.claimKeys.filter(keeps),
    texts,
    partial: listing ? { listing } : {},
  };
}

/** A part of a version with more of the same version (the browser's page, with the products its cart names). */
export function mergeCatalogues(page: ShopCatalogue, more: ShopCatalogue): ShopCatalogue {
  if (page.version !== more.version) throw new Error(`catalogue version ${more.version} cannot fill a page of version ${page.version}`);
  const known = new Set(page.products.map((product) => product.id));
  const texts = Object.fromEntries(
    Object.entries(page.texts).map(([dictionary, table]) => [
      dictionary,
      { ...more.texts[dictionary as keyof typeof more.texts], ...table },
    ]),
  );
  return {
    ...page,
    products: [...page.products, ...more.products.filter((product) => !known.has(product.id))],
    panels: { ...more.panels, ...page.panels },
    claimKeys: [...new Set([...page.claimKeys, ...more.claimKeys])],
    texts,
  };
}

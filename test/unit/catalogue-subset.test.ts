import { afterEach, describe, expect, it } from 'vitest';
import { NO_RATINGS } from '../../core/reviews';
import { products } from '../../core/catalogue';
import type { CatalogueDocument } from '../../core/catalogue-document';
import { cataloguePage, productsListing } from '../../core/catalogue-query';
import { provideCatalogue } from '../../core/catalogue-scope';
import {
  WHOLE_CATALOGUE_MAX_PRODUCTS,
  carriedInPart,
  carriesWholeCatalogue,
  catalogueSubset,
  mergeCatalogues,
} from '../../core/catalogue-subset';
import { type ShopCatalogue, shopCatalogueOf } from '../../core/shop-catalogue';
import V1 from '../../catalogue/v1.json';
import { seedCatalogue } from '../../scripts/seed-catalogue';
import { largeCatalogue } from '../../tools/large-catalogue';

const SEED = V1 as unknown as CatalogueDocument;
const LARGE = shopCatalogueOf(largeCatalogue(SEED, 100));
const reading = (catalogue: ShopCatalogue) => provideCatalogue(() => catalogue);
const seed = seedCatalogue();
afterEach(() => reading(seed));

/** What every page carries: the packages' contents and the hero's pictures. */
const ALWAYS = new Set([
  ...seed.deals.flatMap((deal) => deal.items.map((item) => item.productId)),
  seed.home.hero.frontProduct,
  ...seed.home.hero.behindProducts,
]);

describe('which versions a page carries in part', () => {
  it('is those over WHOLE_CATALOGUE_MAX_PRODUCTS published products', () => {
    expect(carriedInPart(seed)).toBe(false);
    expect(carriedInPart(LARGE)).toBe(true);
    expect(carriedInPart(shopCatalogueOf(largeCatalogue(SEED, WHOLE_CATALOGUE_MAX_PRODUCTS)))).toBe(false);
  });
});

describe('catalogueSubset', () => {
  it('keeps the products named and those every page shows, with their panels, claims and texts only', () => {
    const part = catalogueSubset(LARGE, ['whey-vanilla-5', 'no-such-product']);
    const ids = part.products.map((product) => product.id);
    expect(new Set(ids)).toEqual(new Set(['whey-vanilla-5', ...ALWAYS]));
    expect(Object.keys(part.panels).every((id) => ids.includes(id))).toBe(true);
    expect(part.panels['whey-vanilla-5']).toEqual(LARGE.panels['whey-vanilla-5']);
    const textProducts = new Set(
      Object.keys(part.texts.en!)
        .filter((key) => key.startsWith('content.catalogue.'))
        .map((key) => key.split('.')[2]),
    );
    expect(textProducts).toEqual(new Set(ids));
    expect(part.texts.en!['content.catalogue.whey-vanilla-5.name']).toBe(LARGE.texts.en!['content.catalogue.whey-vanilla-5.name']);
    expect(part.claimKeys.every((key) => !key.startsWith('content.catalogue.') || ids.includes(key.split('.')[2]))).toBe(true);
    expect(part.deals).toEqual(LARGE.deals);
    expect(part.home).toEqual(LARGE.home);
    expect(part.partial).toEqual({});
  });

  it('fills up again with mergeCatalogues, in the same version only', () => {
    const page = catalogueSubset(LARGE, ['whey-vanilla-5']);
    const merged = mergeCatalogues(page, catalogueSubset(LARGE, ['multivitamin-6']));
    expect(merged.products.map((product) => product.id)).toEqual(expect.arrayContaining(['whey-vanilla-5', 'multivitamin-6']));
    expect(merged.texts.en!['content.catalogue.multivitamin-6.name']).toBe(LARGE.texts.en!['content.catalogue.multivitamin-6.name']);
    expect(merged.partial).toEqual({});
    expect(() => mergeCatalogues(page, { ...catalogueSubset(LARGE, []), version: 2 })).toThrow(/version/);
  });
});

describe('productsListing', () => {
  it('pages the whole version where the page carries it', () => {
    expect(carriesWholeCatalogue()).toBe(true);
    expect(productsListing({ category: 'protein' }, NO_RATINGS)).toEqual(cataloguePage(products(), { category: 'protein' }, NO_RATINGS));
  });

  it('is the listing the worker rendered on a part, a page past the last included, and nothing for another search', () => {
    reading(LARGE);
    const shown = cataloguePage(products(), { sort: 'price-desc', page: 5 }, NO_RATINGS);
    const productIds = shown.items.map((product) => product.id);
    reading(
      catalogueSubset(LARGE, productIds, {
        search: { sort: 'price-desc', page: 5 },
        productIds,
        total: shown.total,
        page: 5,
        pageCount: 5,
      }),
    );
    expect(carriesWholeCatalogue()).toBe(false);
    expect(productsListing({ sort: 'price-desc', page: 5 }, NO_RATINGS)).toEqual(shown);
    expect(productsListing({ sort: 'price-desc', page: 9 }, NO_RATINGS)).toEqual(shown);
    expect(productsListing({ sort: 'price-desc', page: 4 }, NO_RATINGS)).toBeUndefined();
    expect(productsListing({ page: 5 }, NO_RATINGS)).toBeUndefined();
  });
});

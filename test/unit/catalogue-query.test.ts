import { describe, expect, it } from 'vitest';
import { products } from '../../core/catalogue';
import type { CatalogueDocument } from '../../core/catalogue-document';
import { PRODUCTS_PER_PAGE, cataloguePage, queryCatalogue } from '../../core/catalogue-query';
import { pageLinks } from '../../core/page-links';
import { catalogueQueryString, parseCatalogueSearch } from '../../core/catalogue-search';
import { NO_RATINGS, summaryOf } from '../../core/reviews';
import V1 from '../../catalogue/v1.json';
import { largeCatalogue } from '../../tools/large-catalogue';

const SEED = V1 as unknown as CatalogueDocument;

const ids = (search: Parameters<typeof queryCatalogue>[1], ratings: Parameters<typeof queryCatalogue>[2] = NO_RATINGS) =>
  queryCatalogue(products(), search, ratings).map((p) => p.id);

describe('parseCatalogueSearch', () => {
  it('keeps a known category and sort', () => {
    expect(parseCatalogueSearch({ category: 'protein', sort: 'price-desc' })).toEqual({ category: 'protein', sort: 'price-desc' });
  });

  it('drops unknown values, non-strings and the default sort', () => {
    // Explicit undefineds: the router lays the result over the raw query string.
    expect(parseCatalogueSearch({ category: 'candy', sort: 'featured' })).toStrictEqual({
      category: undefined,
      sort: undefined,
      page: undefined,
    });
    expect(parseCatalogueSearch({ category: ['protein'], sort: 42, extra: 'x' })).toStrictEqual({
      category: undefined,
      sort: undefined,
      page: undefined,
    });
  });

  it('keeps a page from 2, as the router’s number or the address’s text, and nothing else', () => {
    expect(parseCatalogueSearch({ page: 2 }).page).toBe(2);
    expect(parseCatalogueSearch({ page: '17' }).page).toBe(17);
    for (const page of [1, 0, -3, 2.5, '1', '02', '2x', 'NaN', '9'.repeat(20), null, [3]]) {
      expect(parseCatalogueSearch({ page }).page, String(page)).toBeUndefined();
    }
  });
});

describe('catalogueQueryString', () => {
  it('writes a search in one order with the defaults left out', () => {
    expect(catalogueQueryString({})).toBe('');
    expect(catalogueQueryString({ page: 3, sort: 'rating', category: 'protein' })).toBe('?category=protein&sort=rating&page=3');
    expect(catalogueQueryString({ page: 2 })).toBe('?page=2');
  });
});

describe('cataloguePage', () => {
  const many = largeCatalogue(SEED, 100).products.map((entry, index) => ({ ...products()[index % 15], id: entry.slug }));

  it('shows PRODUCTS_PER_PAGE products a page, the last page what is left, past the last the last', () => {
    expect(cataloguePage(many, {}, NO_RATINGS)).toMatchObject({ total: 100, page: 1, pageCount: 5 });
    expect(cataloguePage(many, {}, NO_RATINGS).items.map((p) => p.id)).toEqual(many.slice(0, PRODUCTS_PER_PAGE).map((p) => p.id));
    expect(cataloguePage(many, { page: 5 }, NO_RATINGS).items.map((p) => p.id)).toEqual(many.slice(96).map((p) => p.id));
    expect(cataloguePage(many, { page: 9 }, NO_RATINGS)).toMatchObject({ page: 5, pageCount: 5 });
  });

  it('pages the filtered, sorted list', () => {
    const protein = cataloguePage(many, { category: 'protein', sort: 'price-asc', page: 2 }, NO_RATINGS);
    const all = queryCatalogue(many, { category: 'protein', sort: 'price-asc' }, NO_RATINGS);
    expect(protein.total).toBe(all.length);
    expect(protein.items).toEqual(all.slice(PRODUCTS_PER_PAGE, 2 * PRODUCTS_PER_PAGE));
  });

  it('has one page when nothing matches', () => {
    expect(cataloguePage([], {}, NO_RATINGS)).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe('pageLinks', () => {
  it('links the first, the last and two either side, with a gap where pages are left out', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pageLinks(6, 84)).toEqual([1, null, 4, 5, 6, 7, 8, null, 84]);
    expect(pageLinks(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('queryCatalogue', () => {
  it('shows all 15 products in catalogue order by default', () => {
    expect(ids({})).toEqual(products().map((p) => p.id));
    expect(products()).toHaveLength(15);
  });

  it('filters by category', () => {
    expect(ids({ category: 'beauty' })).toEqual(['collagen-gummies', 'beauty-complex']);
    expect(ids({ category: 'protein' })).toEqual(['whey-vanilla', 'whey-chocolate', 'whey-strawberry', 'whey-banana']);
  });

  it('sorts by price both ways, ties in catalogue order', () => {
    const ascending = queryCatalogue(products(), { sort: 'price-asc' }, NO_RATINGS);
    expect(ascending.map((p) => p.priceCents)).toEqual([...products().map((p) => p.priceCents)].sort((a, b) => a - b));
    expect(ascending.slice(0, 4).map((p) => p.id)).toEqual([
      'protein-gummies-mixed-berry',
      'protein-gummies-mango',
      'protein-gummies-cherry',
      'magnesium-gummies',
    ]);
    expect(ids({ sort: 'price-desc' }).slice(0, 4)).toEqual(['whey-vanilla', 'whey-chocolate', 'whey-strawberry', 'whey-banana']);
  });

  it("sorts by published reviews' mean, the more-reviewed first among equals, products with none last", () => {
    const ratings = {
      products: {
        'omega-3-plus': summaryOf(9, 2),
        'whey-banana': summaryOf(14, 3),
        'bcaa-gummies': summaryOf(5, 1),
        multivitamin: summaryOf(5, 1),
      },
    };
    const sorted = ids({ sort: 'rating' }, ratings);
    expect(sorted.slice(0, 4)).toEqual(['multivitamin', 'bcaa-gummies', 'whey-banana', 'omega-3-plus']);
    expect(sorted.slice(4)).toEqual(
      products()
        .map((p) => p.id)
        .filter((id) => !(id in ratings.products)),
    );
  });

  it('keeps the catalogue order when no product has a review', () => {
    expect(ids({ sort: 'rating' })).toEqual(products().map((p) => p.id));
  });

  it('combines a filter with a sort and leaves the catalogue untouched', () => {
    expect(ids({ category: 'vitamins', sort: 'price-asc' })).toEqual(['magnesium-gummies', 'omega-3-plus', 'multivitamin']);
    expect(products()[0].id).toBe('multivitamin');
  });
});

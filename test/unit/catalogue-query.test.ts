import { describe, expect, it } from 'vitest';
import { products } from '../../core/catalogue';
import { parseCatalogueSearch, queryCatalogue } from '../../web/components/products/catalogue-query';

const ids = (search: Parameters<typeof queryCatalogue>[1]) => queryCatalogue(products(), search).map((p) => p.id);

describe('parseCatalogueSearch', () => {
  it('keeps a known category and sort', () => {
    expect(parseCatalogueSearch({ category: 'protein', sort: 'price-desc' })).toEqual({ category: 'protein', sort: 'price-desc' });
  });

  it('drops unknown values, non-strings and the default sort', () => {
    // Explicit undefineds: the router lays the result over the raw query string.
    expect(parseCatalogueSearch({ category: 'candy', sort: 'featured' })).toStrictEqual({ category: undefined, sort: undefined });
    expect(parseCatalogueSearch({ category: ['protein'], sort: 42, extra: 'x' })).toStrictEqual({ category: undefined, sort: undefined });
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
    const ascending = queryCatalogue(products(), { sort: 'price-asc' });
    expect(ascending.map((p) => p.priceCents)).toEqual([...products().map((p) => p.priceCents)].sort((a, b) => a - b));
    expect(ascending.slice(0, 4).map((p) => p.id)).toEqual([
      'protein-gummies-mixed-berry',
      'protein-gummies-mango',
      'protein-gummies-cherry',
      'magnesium-gummies',
    ]);
    expect(ids({ sort: 'price-desc' }).slice(0, 4)).toEqual(['whey-vanilla', 'whey-chocolate', 'whey-strawberry', 'whey-banana']);
  });

  it('sorts by rating, the better-reviewed first among equals', () => {
    expect(ids({ sort: 'rating' }).slice(0, 3)).toEqual(['whey-chocolate', 'multivitamin', 'magnesium-gummies']);
    expect(ids({ sort: 'rating' }).at(-1)).toBe('omega-3-plus');
  });

  it('combines a filter with a sort and leaves the catalogue untouched', () => {
    expect(ids({ category: 'vitamins', sort: 'price-asc' })).toEqual(['magnesium-gummies', 'omega-3-plus', 'multivitamin']);
    expect(products()[0].id).toBe('multivitamin');
  });
});

import { describe, expect, it } from 'vitest';
import type { CatalogueDocument } from '../../core/catalogue-document';
import SEED_JSON from '../../catalogue/v3.json';
import { largeCatalogue } from '../../tools/large-catalogue';
import { PRODUCTS_PER_PAGE, productListPage } from '../../web/admin/catalogue/product-list';

/* The console's catalogue lists a draft of thousands of products a page at a time, and finds one by name or slug. */

const LARGE = largeCatalogue(SEED_JSON as unknown as CatalogueDocument, 2_000);

describe('the console’s list of the draft’s products', () => {
  it('shows 50 at a time, in the draft’s order, each with its place in the draft', () => {
    const first = productListPage(LARGE.products, '', 1);
    expect(first.total).toBe(2_000);
    expect(first.rows).toHaveLength(PRODUCTS_PER_PAGE);
    expect(first.rows[0]).toEqual({ product: LARGE.products[0], index: 0 });
    const third = productListPage(LARGE.products, '', 3);
    expect(third.rows[0].index).toBe(100);
    expect(third.rows[0].product).toBe(LARGE.products[100]);
  });

  it('keeps the page asked for within the pages there are', () => {
    expect(productListPage(LARGE.products, '', 999).page).toBe(40);
    expect(productListPage(LARGE.products, '', 0).page).toBe(1);
    expect(productListPage(LARGE.products, '', Number.NaN).page).toBe(1);
    expect(productListPage([], '', 2)).toEqual({ rows: [], total: 0, page: 1 });
  });

  it('finds products by slug or by name in any language, in any case', () => {
    const target = LARGE.products[1_234];
    const bySlug = productListPage(LARGE.products, target.slug.toUpperCase(), 1);
    expect(bySlug.rows.map((row) => row.index)).toContain(1_234);
    const french = productListPage(LARGE.products, ` ${target.texts.fr.name} `, 1);
    expect(french.rows.map((row) => row.product.slug)).toContain(target.slug);
    const arabic = productListPage(LARGE.products, target.texts.ar.name, 1);
    expect(arabic.rows.map((row) => row.product.slug)).toContain(target.slug);
    expect(productListPage(LARGE.products, 'no such thing', 1)).toEqual({ rows: [], total: 0, page: 1 });
  });
});

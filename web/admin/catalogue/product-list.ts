import type { Product } from '../../../core/catalogue-document';

/** Products listed per page of the console's catalogue: a draft may hold thousands, and every row is a link. */
export const PRODUCTS_PER_PAGE = 50;

export interface ProductListPage {
  /** Each product shown with its place in the draft, which its editor's address names. */
  rows: { product: Product; index: number }[];
  /** Products matching the search, on every page. */
  total: number;
  /** The page shown: the one asked for, within the pages there are. */
  page: number;
}

/**
 * One page of the draft's products, in the draft's order, those whose slug or name in any language contains
 * `query` (any case; all without one).
 */
export function productListPage(products: readonly Product[], query: string, page: number): ProductListPage {
  const needle = query.trim().toLocaleLowerCase();
  const matching = products
    .map((product, index) => ({ product, index }))
    .filter(
      ({ product }) =>
        !needle ||
        product.slug.includes(needle) ||
        Object.values(product.texts).some((texts) => texts.name.toLocaleLowerCase().includes(needle)),
    );
  const pages = Math.max(1, Math.ceil(matching.length / PRODUCTS_PER_PAGE));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return {
    rows: matching.slice((shown - 1) * PRODUCTS_PER_PAGE, shown * PRODUCTS_PER_PAGE),
    total: matching.length,
    page: shown,
  };
}

import { homeProducts } from '../../core/catalogue';
import { carriedInPart, catalogueSubset } from '../../core/catalogue-subset';
import { entryAtPath } from '../../core/product-pages';
import type { ShopRatings } from '../../core/reviews';
import type { ShopCatalogue } from '../../core/shop-catalogue';
import { productsPageOf } from './pages';

/**
 * What of the catalogue version in scope a document carries: all of it, or for a large one the products its
 * page shows (core/catalogue-subset.ts): the home grid, /products' page with what it lists, a product's own page.
 * The browser asks for any other its cart or wishlist names before it starts (web/state/catalogue.ts).
 */
export function pageCatalogue(
  catalogue: ShopCatalogue,
  path: string,
  params: URLSearchParams,
  ratings: Pick<ShopRatings, 'products'>,
): ShopCatalogue {
  if (!carriedInPart(catalogue)) return catalogue;
  if (path === '/')
    return catalogueSubset(
      catalogue,
      homeProducts().map((product) => product.id),
    );
  if (path === '/products') {
    const { search, shown } = productsPageOf(params, ratings);
    const productIds = shown.items.map((product) => product.id);
    return catalogueSubset(catalogue, productIds, { search, productIds, total: shown.total, page: shown.page, pageCount: shown.pageCount });
  }
  const entry = entryAtPath(path);
  return catalogueSubset(catalogue, entry?.kind === 'product' ? [entry.product.id] : []);
}

import { type Product, getProduct, products } from './catalogue';
import { activeCatalogue } from './catalogue-scope';
import type { CatalogueListing } from './catalogue-subset';
import type { CatalogueSearch, Sort } from './catalogue-search';
import { type ShopRatings, ratingOf } from './reviews';

/** /products shows this many products a page, with links to the others (crawlable: plain `<a href>`). */
export const PRODUCTS_PER_PAGE = 24;

/** Ratings are published reviews' (core/reviews.ts), not the catalogue's: the comparison is given them. */
type Compare = (ratings: Ratings) => (a: Product, b: Product) => number;
type Ratings = Pick<ShopRatings, 'products'>;

const COMPARE: Record<Exclude<Sort, 'featured'>, Compare> = {
  'price-asc': () => (a, b) => a.priceCents - b.priceCents,
  'price-desc': () => (a, b) => b.priceCents - a.priceCents,
  // Equal means: the product with more reviews first; products with none come last.
  rating: (ratings) => (a, b) => {
    const [x, y] = [ratingOf(ratings, a.id), ratingOf(ratings, b.id)];
    return y.mean - x.mean || y.count - x.count;
  },
};

/** The products to show, filtered by category and sorted; ties keep the catalogue order (the sort is stable). */
export function queryCatalogue(products: readonly Product[], { category, sort }: CatalogueSearch, ratings: Ratings): Product[] {
  const shown = category ? products.filter((p) => p.category === category) : [...products];
  return sort ? shown.sort(COMPARE[sort](ratings)) : shown;
}

export interface CataloguePage {
  /** The products this page shows. */
  items: Product[];
  /** How many products the filter keeps, over every page. */
  total: number;
  /** This page, from 1; a page past the last shows the last. */
  page: number;
  pageCount: number;
}

/** One page of the filtered, sorted catalogue. */
export function cataloguePage(products: readonly Product[], search: CatalogueSearch, ratings: Ratings): CataloguePage {
  const shown = queryCatalogue(products, search, ratings);
  const pageCount = Math.max(1, Math.ceil(shown.length / PRODUCTS_PER_PAGE));
  const page = Math.min(search.page ?? 1, pageCount);
  return {
    items: shown.slice((page - 1) * PRODUCTS_PER_PAGE, page * PRODUCTS_PER_PAGE),
    total: shown.length,
    page,
    pageCount,
  };
}

/** Whether the address's search is the listing's: a page past the last is the last, as the worker rendered it. */
function isListed(listing: CatalogueListing, search: CatalogueSearch): boolean {
  const page = Math.min(search.page ?? 1, listing.pageCount);
  return listing.search.category === search.category && listing.search.sort === search.sort && (listing.search.page ?? 1) === page;
}

/**
 * The page of /products for `search`: computed from the whole version where the page carries it, or the listing
 * the worker rendered; undefined when the page carries neither (another search on a large catalogue: the worker
 * renders that one).
 */
export function productsListing(search: CatalogueSearch, ratings: Pick<ShopRatings, 'products'>): CataloguePage | undefined {
  const catalogue = activeCatalogue();
  if (!catalogue.partial) return cataloguePage(products(), search, ratings);
  const { listing } = catalogue.partial;
  if (!listing || !isListed(listing, search)) return undefined;
  const items = listing.productIds.map(getProduct).filter((product): product is Product => product !== undefined);
  return { items, total: listing.total, page: listing.page, pageCount: listing.pageCount };
}

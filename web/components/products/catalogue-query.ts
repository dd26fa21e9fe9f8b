import { CATEGORIES, type Category, type Product } from '../../../core/catalogue';

/** How /products can order its grid; 'featured' is the catalogue's own order. */
export const SORTS = ['featured', 'price-asc', 'price-desc', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

/** /products' query string. Defaults are left out, so the plain page has a clean URL. */
export interface CatalogueSearch {
  category?: Category;
  sort?: Exclude<Sort, 'featured'>;
}

function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

function isSort(value: unknown): value is Sort {
  return typeof value === 'string' && (SORTS as readonly string[]).includes(value);
}

/**
 * Keeps the known values of a parsed query string and clears anything else (a stale or hand-edited
 * link). Both keys are always returned: the router lays this result over the raw query, so a key left
 * out would let an unknown value through.
 */
export function parseCatalogueSearch(search: Record<string, unknown>): CatalogueSearch {
  const { category, sort } = search;
  return {
    category: isCategory(category) ? category : undefined,
    sort: isSort(sort) && sort !== 'featured' ? sort : undefined,
  };
}

const COMPARE: Record<Exclude<Sort, 'featured'>, (a: Product, b: Product) => number> = {
  'price-asc': (a, b) => a.priceCents - b.priceCents,
  'price-desc': (a, b) => b.priceCents - a.priceCents,
  // Equal scores: the better-reviewed product first.
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews,
};

/** The products to show, filtered by category and sorted; ties keep the catalogue order (the sort is stable). */
export function queryCatalogue(products: readonly Product[], { category, sort }: CatalogueSearch): Product[] {
  const shown = category ? products.filter((p) => p.category === category) : [...products];
  return sort ? shown.sort(COMPARE[sort]) : shown;
}

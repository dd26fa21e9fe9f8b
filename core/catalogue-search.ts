import { CATEGORIES, type Category } from './catalogue';

/*
 * /products' query string: what every page's router reads (so this module is small), apart from the listing's
 * computation (./catalogue-query.ts), which only /products runs.
 */

/** How /products can order its grid; 'featured' is the catalogue's own order. */
export const SORTS = ['featured', 'price-asc', 'price-desc', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

/** /products' query string. Defaults are left out, so the plain page has a clean URL. */
export interface CatalogueSearch {
  category?: Category;
  sort?: Exclude<Sort, 'featured'>;
  /** From 2; the first page has none. */
  page?: number;
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
  const { category, sort, page } = search;
  // The router parses `?page=2` as a number; the worker's query string gives the text.
  const number = typeof page === 'string' && /^[1-9][0-9]{0,4}$/.test(page) ? Number(page) : page;
  return {
    category: isCategory(category) ? category : undefined,
    sort: isSort(sort) && sort !== 'featured' ? sort : undefined,
    page: Number.isSafeInteger(number) && (number as number) >= 2 ? (number as number) : undefined,
  };
}

/** The query string of a search, in one order, defaults left out: `?category=protein&page=2`, or '' for the plain page. */
export function catalogueQueryString({ category, sort, page }: CatalogueSearch): string {
  // Every value is a known word or a number: nothing to escape.
  const pairs = Object.entries({ category, sort, page }).filter(([, value]) => value !== undefined);
  return pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`;
}

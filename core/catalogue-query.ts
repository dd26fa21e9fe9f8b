import { CATEGORIES, type Category, type Product } from './catalogue';
import { type ShopRatings, ratingOf } from './reviews';

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

/** /products shows this many products a page, with links to the others (crawlable: plain `<a href>`). */
export const PRODUCTS_PER_PAGE = 24;

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

/** The page numbers to link to: the first, the last, and two either side of the current; null where some are left out. */
export function pageLinks(page: number, pageCount: number): (number | null)[] {
  const links: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) links.push(n);
    else if (links.at(-1) !== null) links.push(null);
  }
  return links;
}

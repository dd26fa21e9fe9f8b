import { REVIEWS_PER_PAGE, type ReviewPage, type ReviewSort, type ShopRatings } from './reviews';

/** The pages a product's list of `count` published reviews takes: one, empty, when it has none. */
export function reviewPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / REVIEWS_PER_PAGE));
}

/**
 * The review list a product page with `count` published reviews shows for the search it was asked with: a page
 * past the last is the last, as /products' pages are (its address and canonical link say so).
 */
export function shownReviewSearch(search: { sort: ReviewSort; page: number }, count: number): { sort: ReviewSort; page: number } {
  return { sort: search.sort, page: Math.min(search.page, reviewPageCount(count)) };
}

/** The element a document carries its PageReviews in, as JSON (worker/routes/documents.ts, web/state/reviews.ts). */
export const RATINGS_SCRIPT_ID = 'vitaglow-ratings';

/** What a document knows of reviews: the shop's ratings and, on a product's page, the review list it shows. */
export interface PageReviews {
  ratings: ShopRatings;
  /** The product page's list for its address's review query; null on any other page. */
  reviewPage: ReviewPage | null;
}

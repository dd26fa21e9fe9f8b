import type { ReviewSort } from '../../../core/reviews';

/** A product page's search for a review list, as its links write it: nothing for the first page, newest first. */
export function reviewSearch(sort: ReviewSort, page: number): { sort?: ReviewSort; reviews?: number } {
  return { ...(sort !== 'newest' && { sort }), ...(page > 1 && { reviews: page }) };
}

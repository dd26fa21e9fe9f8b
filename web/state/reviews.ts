import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { type PageReviews, RATINGS_SCRIPT_ID } from '../../core/review-pages';
import { NO_RATINGS, type RatingSummary, type ReviewPage, type ShopRatings, ratingOf } from '../../core/reviews';

/**
 * The ratings the page was served with (worker/routes/documents.ts): the shop's mean and count, each reviewed
 * product's, and the featured reviews; all from published reviews. The worker's render puts them in its store
 * (web/render.tsx), the browser reads its document's copy before it starts (`adoptPageReviews`), so both render alike.
 */
export const shopRatingsAtom = atom<ShopRatings>(NO_RATINGS);

/** The review list a product page shows: the document's own, then the one it last asked the API for. */
export const reviewPageAtom = atom<ReviewPage | null>(null);

/** Puts a document's reviews in a store: the render's, or the browser's default one. */
export function provideReviews(store: ReturnType<typeof getDefaultStore>, reviews: PageReviews): void {
  store.set(shopRatingsAtom, reviews.ratings);
  store.set(reviewPageAtom, reviews.reviewPage);
}

/** Reads the document's reviews into the app's store; call before the app renders. A document without them has none. */
export function adoptPageReviews(): void {
  const json = document.getElementById(RATINGS_SCRIPT_ID)?.textContent;
  if (json) provideReviews(getDefaultStore(), JSON.parse(json) as PageReviews);
}

/** A product's mean and count of published reviews. */
export function useRatingOf(productId: string): RatingSummary {
  return ratingOf(useAtomValue(shopRatingsAtom), productId);
}

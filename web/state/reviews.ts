import { atom, getDefaultStore, useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { type PageReviews, RATINGS_SCRIPT_ID } from '../../core/review-pages';
import { NO_RATINGS, type RatingSummary, type ReviewPage, type ReviewSort, type ShopRatings, ratingOf } from '../../core/reviews';
import { loadDictionary } from '../i18n';
import { languageAtom } from '../i18n/language';
import { call } from '../lib/api';

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

/**
 * A product's review list for a sort and page: the one at hand when it is that list (a document carries its own,
 * shown from the first paint), otherwise asked for, with the whole dictionary (a page's document brings only the
 * texts it showed), and shown once both have come. Meanwhile `shown` is the list shown before, if it is this product's.
 */
export function useReviewPage(
  productId: string,
  search: { sort: ReviewSort; page: number },
): { shown: ReviewPage | null; loading: boolean } {
  const [current, setCurrent] = useAtom(reviewPageAtom);
  const language = useAtomValue(languageAtom);
  // A page past the last is the last, as the worker answers it.
  const page = current?.productId === productId ? Math.min(search.page, current.pageCount) : search.page;
  const matches = current?.productId === productId && current.sort === search.sort && current.page === page;
  useEffect(() => {
    if (matches) return;
    const controller = new AbortController();
    const list = call('GET /api/products/:id/reviews', {
      params: { id: productId },
      query: { sort: search.sort, page: String(search.page) },
      signal: controller.signal,
    });
    Promise.all([list, loadDictionary(language)]).then(
      ([page]) => setCurrent(page),
      () => {
        // Offline or refused: the list stays as it was; the summary still shows from the ratings.
      },
    );
    return () => controller.abort();
  }, [matches, productId, search.sort, search.page, language, setCurrent]);
  return { shown: current?.productId === productId ? current : null, loading: !matches };
}

import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { ReviewPage, ReviewSort } from '../../core/reviews';
import { loadDictionary } from '../i18n';
import { languageAtom } from '../i18n/language';
import { call } from '../lib/api';
import { reviewPageAtom } from './reviews';

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

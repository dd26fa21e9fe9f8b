import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { REVIEW_SORTS, type ReviewSort } from '../../../core/reviews';
import { numberFormat } from '../../../core/number-format';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import { useReviewPage } from '../../state/review-page';
import { useRatingOf } from '../../state/reviews';
import { RatingLine } from './RatingLine';
import { ReviewDistribution } from './ReviewDistribution';
import { ReviewItem } from './ReviewItem';
import { ReviewPagination } from './ReviewPagination';
import { reviewSearch } from './review-search';

const SORT_LINK =
  'inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold ring-1 ring-slate-200 hover:bg-brand-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * A product page's reviews: the mean, count and star distribution of its published reviews, links to sort them
 * (newest, highest, lowest) and their list, 10 a page with plain links between pages. The document carries the
 * list its address names (worker/routes/documents.ts), so it is there without JavaScript; in the app, another
 * page or order is asked for and shown once it has come (web/state/reviews.ts), the list shown until then.
 */
export function ProductReviews({ productId, slug, sort, page }: { productId: string; slug: string; sort: ReviewSort; page: number }) {
  const search = useMemo(() => ({ sort, page }), [sort, page]);
  const t = useT();
  const format = numberFormat(useAtomValue(languageAtom));
  const ratings = useRatingOf(productId);
  const { shown, loading } = useReviewPage(productId, search);
  const summary = shown?.summary ?? ratings;
  return (
    <section id="reviews" aria-labelledby="reviews-title" aria-busy={loading} className="flex flex-col gap-6">
      <h2 id="reviews-title" className="text-2xl font-bold text-slate-900">
        {t('store.reviews.heading')}
      </h2>
      <RatingLine summary={summary} size="size-5" />
      {summary.count > 0 && (
        <>
          <p className="text-sm text-slate-600">{t('store.reviews.intro')}</p>
          {shown && <ReviewDistribution distribution={shown.distribution} />}
          {shown && (
            <nav aria-label={t('store.reviews.sortLabel')}>
              <ul className="flex flex-wrap gap-2">
                {REVIEW_SORTS.map((sort) => (
                  <li key={sort}>
                    <Link
                      to="/products/$slug"
                      params={{ slug }}
                      search={reviewSearch(sort, 1)}
                      hash="reviews"
                      resetScroll={false}
                      activeOptions={{ exact: true, includeSearch: true }}
                      aria-current={sort === shown.sort ? 'true' : undefined}
                      className={`${SORT_LINK} ${sort === shown.sort ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800' : 'bg-white text-slate-700'}`}
                    >
                      {t(`store.reviews.sort.${sort}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <h3 className="sr-only">{t('store.reviews.listHeading')}</h3>
          {shown ? (
            <>
              {shown.pageCount > 1 && (
                <p className="text-sm text-slate-600">
                  {t('store.reviews.pages.status', { page: format.format(shown.page), pageCount: format.format(shown.pageCount) })}
                </p>
              )}
              <ol className="flex flex-col divide-y divide-slate-200">
                {shown.reviews.map((review) => (
                  <li key={review.id} className="py-5">
                    <ReviewItem review={review} headingLevel="h4" />
                  </li>
                ))}
              </ol>
              <ReviewPagination slug={slug} sort={shown.sort} page={shown.page} pageCount={shown.pageCount} />
            </>
          ) : (
            <p role="status" className="text-sm text-slate-600">
              {t('store.reviews.loading')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

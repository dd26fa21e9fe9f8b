import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { pageLinks } from '../../../core/catalogue-query';
import { numberFormat } from '../../../core/number-format';
import type { ReviewSort } from '../../../core/reviews';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import { reviewSearch } from './review-search';

const LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-3 text-sm font-semibold ring-1 ring-slate-200 ' +
  'hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * Links to a product's other pages of reviews, as plain links a crawler follows and that work without JavaScript
 * (`?reviews=2`); the app turns them into navigations within the page. Nothing when the list fits one page.
 */
export function ReviewPagination({ slug, sort, page, pageCount }: { slug: string; sort: ReviewSort; page: number; pageCount: number }) {
  const t = useT();
  const format = numberFormat(useAtomValue(languageAtom));
  if (pageCount <= 1) return null;
  const link = (n: number) => ({
    to: '/products/$slug' as const,
    params: { slug },
    search: reviewSearch(sort, n),
    hash: 'reviews',
    resetScroll: false,
  });
  return (
    <nav aria-label={t('store.reviews.pages.label')} className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link {...link(page - 1)} rel="prev" className={`${LINK} bg-white text-slate-700`}>
          {t('store.reviews.pages.previous')}
        </Link>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {pageLinks(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                {...link(n)}
                activeOptions={{ exact: true, includeSearch: true }}
                aria-label={t('store.reviews.pages.page', { page: format.format(n) })}
                aria-current={n === page ? 'page' : undefined}
                className={`${LINK} ${n === page ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800' : 'bg-white text-slate-700'}`}
              >
                {format.format(n)}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <Link {...link(page + 1)} rel="next" className={`${LINK} bg-white text-slate-700`}>
          {t('store.reviews.pages.next')}
        </Link>
      )}
    </nav>
  );
}

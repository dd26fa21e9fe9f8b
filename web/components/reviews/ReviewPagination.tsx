import { Link } from '@tanstack/react-router';
import type { ReviewSort } from '../../../core/reviews';
import { useT } from '../../i18n';
import { PageLinks } from '../ui/PageLinks';
import { reviewSearch } from './review-search';

/**
 * Links to a product's other pages of reviews, as plain links a crawler follows and that work without JavaScript
 * (`?reviews=2`); the app turns them into navigations within the page. Nothing when the list fits one page.
 */
export function ReviewPagination({ slug, sort, page, pageCount }: { slug: string; sort: ReviewSort; page: number; pageCount: number }) {
  const t = useT();
  return (
    <PageLinks
      page={page}
      pageCount={pageCount}
      texts={{
        label: t('store.reviews.pages.label'),
        previous: t('store.reviews.pages.previous'),
        next: t('store.reviews.pages.next'),
        page: (n) => t('store.reviews.pages.page', { page: n }),
      }}
      link={(n, props) => (
        <Link
          to="/products/$slug"
          params={{ slug }}
          search={reviewSearch(sort, n)}
          hash="reviews"
          resetScroll={false}
          activeOptions={{ exact: true, includeSearch: true }}
          {...props}
        />
      )}
    />
  );
}

import { Link } from '@tanstack/react-router';
import type { CatalogueSearch } from '../../../core/catalogue-search';
import { useT } from '../../i18n';
import { PageLinks } from '../ui/PageLinks';

interface CataloguePaginationProps {
  /** The filter and order the pages are of. */
  category: CatalogueSearch['category'];
  sort: CatalogueSearch['sort'];
  page: number;
  pageCount: number;
  /** A large catalogue's page carries only its own products: each link loads its page's document. */
  reloadDocument: boolean;
}

/**
 * Links to the catalogue's other pages, as plain links a crawler follows (`/products?page=2`); the app turns
 * them into navigations within the page. Nothing when everything fits one page.
 */
export function CataloguePagination({ category, sort, page, pageCount, reloadDocument }: CataloguePaginationProps) {
  const t = useT();
  return (
    <PageLinks
      page={page}
      pageCount={pageCount}
      className="mt-10"
      texts={{
        label: t('products.pages.label'),
        previous: t('products.pages.previous'),
        next: t('products.pages.next'),
        page: (n) => t('products.pages.page', { page: n }),
      }}
      link={(n, props) => (
        <Link
          to="/products"
          search={{ category, sort, page: n === 1 ? undefined : n }}
          // Active only on its own page: by default page 1's link (no `page`) would count as active on every page.
          activeOptions={{ exact: true }}
          reloadDocument={reloadDocument}
          {...props}
        />
      )}
    />
  );
}

import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type CatalogueSearch, pageLinks } from '../../../core/catalogue-query';
import { numberFormat } from '../../../core/number-format';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';

interface CataloguePaginationProps {
  /** The filter and order the pages are of. */
  search: CatalogueSearch;
  page: number;
  pageCount: number;
  /** A large catalogue's page carries only its own products: each link loads its page's document. */
  reloadDocument: boolean;
}

const LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-3 text-sm font-semibold ring-1 ring-slate-200 ' +
  'hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * Links to the catalogue's other pages, as plain links a crawler follows (`/products?page=2`); the app turns
 * them into navigations within the page. Nothing when everything fits one page.
 */
export function CataloguePagination({ search, page, pageCount, reloadDocument }: CataloguePaginationProps) {
  const t = useT();
  const format = numberFormat(useAtomValue(languageAtom));
  if (pageCount <= 1) return null;
  const searchOf = (n: number): CatalogueSearch => ({ ...search, page: n === 1 ? undefined : n });
  return (
    <nav aria-label={t('products.pages.label')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link
          to="/products"
          search={searchOf(page - 1)}
          rel="prev"
          reloadDocument={reloadDocument}
          className={`${LINK} bg-white text-slate-700`}
        >
          {t('products.pages.previous')}
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
                to="/products"
                search={searchOf(n)}
                // Active only on its own page: by default page 1's link (no `page`) would count as active on every page.
                activeOptions={{ exact: true }}
                reloadDocument={reloadDocument}
                aria-label={t('products.pages.page', { page: format.format(n) })}
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
        <Link
          to="/products"
          search={searchOf(page + 1)}
          rel="next"
          reloadDocument={reloadDocument}
          className={`${LINK} bg-white text-slate-700`}
        >
          {t('products.pages.next')}
        </Link>
      )}
    </nav>
  );
}

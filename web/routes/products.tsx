import { Link, createFileRoute } from '@tanstack/react-router';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { numberFormat } from '../../core/number-format';
import { later } from '../components/ui/later';
import { CatalogueToolbar } from '../components/products/CatalogueToolbar';
import { CertificationBadges } from '../components/products/CertificationBadges';
import { ProductCard } from '../components/products/ProductCard';
import { type CataloguePage, productsListing } from '../../core/catalogue-query';
import { type CatalogueSearch, catalogueQueryString, parseCatalogueSearch } from '../../core/catalogue-search';
import { carriesWholeCatalogue } from '../../core/catalogue-subset';
import { localisedPath } from '../../core/pages';
import { Icon } from '../components/ui/Icon';
import { useT } from '../i18n';
import { languageAtom } from '../i18n/language';
import { afterNextPaint } from '../lib/idle';
import { useReadyMark } from '../lib/ready';
import { shopRatingsAtom } from '../state/reviews';

const EMPTY_LISTING: CataloguePage = { items: [], total: 0, page: 1, pageCount: 1 };

// Below the grid, and only on a catalogue of more than one page: its code comes as it nears the screen.
const CataloguePagination = later(() => import('../components/products/CataloguePagination').then((m) => m.CataloguePagination));

export const Route = createFileRoute('/products')({
  component: Products,
  validateSearch: parseCatalogueSearch,
});

/**
 * Every product, a page at a time, filterable by category and sortable; the choices and the page live in the
 * query string, which the worker renders too (worker/routes/documents.ts), so a link to page 3 of the protein
 * sorted by price is that page from its first paint.
 */
function Products() {
  useReadyMark('page');
  const t = useT();
  const search: CatalogueSearch = Route.useSearch();
  const language = useAtomValue(languageAtom);
  const ratings = useAtomValue(shopRatingsAtom);
  const format = numberFormat(language);
  const navigate = Route.useNavigate();
  // What is shown follows a choice at once; the address (back and forward, a shared link) is followed when it changes.
  const [view, setView] = useState(search);
  const [followed, setFollowed] = useState(search);
  if (followed.category !== search.category || followed.sort !== search.sort || followed.page !== search.page) {
    setFollowed(search);
    setView(search);
  }
  /** The last choice not yet shown: forgotten once it is, or once the address is followed instead. */
  const pending = useRef<CatalogueSearch | null>(null);
  useEffect(() => {
    if (pending.current === view) pending.current = null;
  }, [view]);
  useEffect(() => {
    pending.current = null;
  }, [followed]);
  /**
   * A choice re-renders the grid as a transition, which the next paint does not wait for, and writes the address
   * after that paint: the router's navigation reads the layout (scroll restoration), which inside the handler made
   * each tap wait for a style and layout of the whole page at 4× CPU (issue 28).
   */
  const whole = carriesWholeCatalogue();
  const choose = (change: (current: CatalogueSearch) => CatalogueSearch) => {
    // A second choice made before the first one's render (a category, then at once an order) builds on the first.
    const next = change(pending.current ?? view);
    // A page of a large catalogue lists only what it carries: the worker renders the other choice.
    if (!whole) return window.location.assign(localisedPath('/products', language) + catalogueQueryString(next));
    pending.current = next;
    startTransition(() => setView(next));
    void afterNextPaint().then(() => navigate({ search: next, replace: true, resetScroll: false }));
  };
  // Sorting by rating reads the published reviews' ratings the page came with.
  const listed = productsListing(view, ratings);
  // Back or forward to a listing a large catalogue's page does not carry: the worker renders it.
  useEffect(() => {
    if (!listed) window.location.reload();
  }, [listed]);
  const { items, total, page, pageCount } = listed ?? EMPTY_LISTING;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
        <Link to="/" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800">
          <Icon name="arrow-start" className="size-4" />
          {t('products.backHome')}
        </Link>
        <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t('products.heading')}</h1>
            <p className="mt-4 text-lg text-slate-600">{t('store.catalogue.subtitle')}</p>
          </div>
          <CertificationBadges />
        </div>

        <div className="mt-10 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-100 sm:p-5">
          <CatalogueToolbar
            category={view.category}
            sort={view.sort ?? 'featured'}
            onCategoryChange={(category) => choose((current) => ({ ...current, category, page: undefined }))}
            onSortChange={(sort) => choose((current) => ({ ...current, sort: sort === 'featured' ? undefined : sort, page: undefined }))}
          />
        </div>
        <p role="status" className="mt-6 text-sm text-slate-600">
          {t('store.catalogue.count', { count: total })}
          {pageCount > 1 && (
            <span className="ms-2">{t('products.pages.status', { page: format.format(page), pageCount: format.format(pageCount) })}</span>
          )}
        </p>

        <h2 className="sr-only">{t('store.catalogue.listHeading')}</h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((product) => (
            <li key={product.id} className="flex">
              <ProductCard product={product} benefitKeys={product.benefitKeys} />
            </li>
          ))}
        </ul>
        {pageCount > 1 && (
          <CataloguePagination category={view.category} sort={view.sort} page={page} pageCount={pageCount} reloadDocument={!whole} />
        )}
      </div>
    </div>
  );
}

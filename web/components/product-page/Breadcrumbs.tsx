import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n';

/** Home / Products / name (a slash reads the same way in Arabic), the last being the page itself; the worker marks the same trail up as a BreadcrumbList. */
export function Breadcrumbs({ name }: { name: string }) {
  const t = useT();
  return (
    <nav aria-label={t('store.productPage.breadcrumbs')}>
      <ol className="flex flex-wrap gap-2 text-sm">
        {(['/', '/products'] as const).map((to) => (
          <li key={to} className="after:ms-2 after:text-slate-500 after:content-['/']">
            {/* Exact: on /products/<slug>, the Products link is not the current page. */}
            <Link to={to} activeOptions={{ exact: true }} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {t(to === '/' ? 'nav.home' : 'nav.products')}
            </Link>
          </li>
        ))}
        <li aria-current="page">{name}</li>
      </ol>
    </nav>
  );
}

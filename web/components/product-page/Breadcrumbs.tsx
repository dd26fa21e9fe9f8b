import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n';

/** Home › Products › name, the last being the page itself; the worker marks the same trail up as a BreadcrumbList. */
export function Breadcrumbs({ name }: { name: string }) {
  const t = useT();
  const link = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
  return (
    <nav aria-label={t('store.productPage.breadcrumbs')}>
      <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <li>
          <Link to="/" className={link}>
            {t('nav.home')}
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li>
          <Link to="/products" activeOptions={{ exact: true }} className={link}>
            {t('nav.products')}
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="text-slate-900">
          {name}
        </li>
      </ol>
    </nav>
  );
}

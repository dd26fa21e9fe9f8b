import { Link, createFileRoute } from '@tanstack/react-router';
import { useT } from '../i18n';

export const Route = createFileRoute('/products')({ component: Products });

function Products() {
  const t = useT();
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <Link to="/" className="text-brand-700 hover:underline">
        {t('products.backHome')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{t('products.heading')}</h1>
    </section>
  );
}

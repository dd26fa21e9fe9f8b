import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '../i18n';

export function NotFound() {
  const t = useT();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-4 text-center">
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <Link to="/" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        {t('notFound.home')}
      </Link>
    </section>
  );
}

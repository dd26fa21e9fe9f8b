import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '../i18n';
import { buttonSizes, buttonStyles } from './ui/styles';

/** 'Oops! Page not found' (the worker already answered with HTTP 404); the missing path is logged. */
export function NotFound() {
  const t = useT();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <p className="bg-gradient-to-br from-brand-600 to-brand-800 bg-clip-text text-8xl font-extrabold text-transparent" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="text-lg text-slate-600">{t('store.notFound.text')}</p>
      <Link to="/" className={`${buttonStyles.primary} ${buttonSizes.lg}`}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}

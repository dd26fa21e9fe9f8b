import { Link } from '@tanstack/react-router';
import { useT } from '../i18n';
import { LanguageMenu } from './LanguageMenu';
import { AccountButton } from './account/AccountButton';
import { CartButton } from './cart/CartButton';

export function Header() {
  const t = useT();
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="text-xl font-bold text-brand-700" aria-label={t('brand.home')}>
          {t('brand.name')}
        </Link>
        <nav aria-label={t('nav.label')} className="flex items-center gap-4">
          <Link to="/" className="hover:text-brand-700">
            {t('nav.home')}
          </Link>
          <Link to="/products" className="hover:text-brand-700">
            {t('nav.allProducts')}
          </Link>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageMenu />
          <AccountButton />
          <CartButton />
        </div>
      </div>
    </header>
  );
}

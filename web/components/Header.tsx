import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '../i18n';
import { whenIdle } from '../lib/idle';
import { LanguageMenu } from './LanguageMenu';
import { AccountButton } from './account/AccountButton';
import { CartButton } from './cart/CartButton';
import { NAV_SECTIONS } from './layout/nav-sections';
import { QrButton } from './qr/QrButton';
import { Icon } from './ui/Icon';
import { SectionLink } from './ui/SectionLink';
import { buttonSizes, buttonStyles, iconButton } from './ui/styles';
import { onDemand } from './ui/on-demand';
import { useLazyDialog } from './ui/useLazyDialog';

// Opened by a tap, never in the worker's render: its renderer leaves the code out.
const MobileMenu = onDemand(
  __WORKER_RENDERER__ ? () => new Promise<never>(() => undefined) : () => import('./layout/MobileMenu').then((m) => m.default),
);

/**
 * The small-screen layout applies up to 768 px wide, 48 rem: measured in rem so that large text
 * (200 % turns 1280 px into 40 rem) gets it too and the cart button stays on screen (WCAG 1.4.4).
 */
const SMALL_SCREEN = '(max-width: 48rem)';

/**
 * The sticky header. Up to 48 rem wide the navigation, language and Shop Now move into the menu panel; the
 * wordmark shrinks first, and where even that is too wide (`cramped`, web/styles.css) the row wraps and the
 * header scrolls away with the page instead of covering it.
 */
export function Header() {
  const t = useT();
  const menu = useLazyDialog(MobileMenu.preload);
  const navLink =
    'rounded-full px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 xl:px-3';

  // On a phone, fetch the menu once the page is idle so the first tap opens it at once.
  useEffect(() => {
    if (window.matchMedia(SMALL_SCREEN).matches) return whenIdle(() => void MobileMenu.preload());
  }, []);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 [anchor-name:--site-header] cramped:static">
      <a
        href="#main"
        className="sr-only rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:start-4 focus:top-3"
      >
        {t('store.header.skip')}
      </a>
      <div className="mx-auto flex min-h-16 max-w-7xl items-center gap-2 px-4 cramped:flex-wrap cramped:px-2 cramped:py-2 sm:px-6 lg:px-8">
        <Link to="/" aria-label={t('brand.home')} className="flex min-w-0 items-center gap-2 rounded-full">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 text-white shadow-sm">
            <Icon name="leaf" className="size-5" />
          </span>
          {/* Between the phone layout and 1024 px the navigation needs the wordmark's room. */}
          <span className="truncate text-xl font-extrabold tracking-tight text-slate-900 min-[48.0625rem]:max-lg:sr-only">
            {t('brand.name')}
          </span>
        </Link>

        <nav aria-label={t('nav.label')} className="ms-2 hidden items-center min-[48.0625rem]:flex lg:ms-4 xl:gap-0.5">
          {NAV_SECTIONS.map(({ section, key }) => (
            <SectionLink key={key} section={section} className={navLink}>
              {t(`nav.${key}`)}
            </SectionLink>
          ))}
          <Link to="/products" className={navLink}>
            {t('nav.allProducts')}
          </Link>
        </nav>

        <div className="ms-auto flex shrink-0 items-center gap-1 cramped:shrink cramped:flex-wrap cramped:gap-0">
          <LanguageMenu className="me-1 hidden min-[48.0625rem]:flex" />
          <QrButton />
          <AccountButton />
          <CartButton />
          <div className="ms-2 hidden lg:block">
            <SectionLink section="products" className={`${buttonStyles.primary} ${buttonSizes.sm}`}>
              {t('hero.shopNow')}
            </SectionLink>
          </div>
          <button
            ref={menu.triggerRef}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={menu.open}
            aria-label={t('store.header.menu')}
            onClick={() => (menu.open ? menu.onOpenChange(false) : menu.show())}
            className={`${iconButton} min-[48.0625rem]:hidden`}
          >
            {menu.open ? <Icon name="close" className="size-6" /> : <Icon name="menu" className="size-6" />}
          </button>
        </div>
      </div>
      {menu.mounted && <MobileMenu open={menu.open} onOpenChange={menu.onOpenChange} returnFocusRef={menu.triggerRef} />}
    </header>
  );
}

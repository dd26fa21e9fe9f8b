import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n';
import { FdaNotice } from '../claims/FdaNotice';
import { Icon, type IconName } from '../ui/Icon';
import { SectionLink, type SectionId } from '../ui/SectionLink';
import { SupportContacts } from '../ui/SupportDetails';
import { serviceRequestAtom } from './service-request';
import { SERVICE_TOPICS, type ServiceTopic } from './service-topics';

const noChanges = () => () => {};

/**
 * This year. A prerendered footer carries the year of the build (scripts/prerender.ts), so that is what
 * the app adopts; it shows the current year right after, should they differ.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noChanges,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

const QUICK_LINKS: readonly { section: SectionId | 'top'; key: 'top' | 'products' | 'features' | 'about' | 'newsletter' }[] = [
  { section: 'top', key: 'top' },
  { section: 'products', key: 'products' },
  { section: 'benefits', key: 'features' },
  { section: 'about', key: 'about' },
  { section: 'newsletter', key: 'newsletter' },
];

/** The brand's social profiles; they open in a new tab. */
const SOCIAL: readonly { id: 'facebook' | 'instagram' | 'twitter' | 'youtube'; href: string }[] = [
  { id: 'facebook', href: 'https://www.facebook.com/vitaglow' },
  { id: 'instagram', href: 'https://www.instagram.com/vitaglow' },
  { id: 'twitter', href: 'https://x.com/vitaglow' },
  { id: 'youtube', href: 'https://www.youtube.com/@vitaglow' },
];

const TOPIC_ICONS: Record<ServiceTopic, IconName> = {
  faq: 'help',
  shipping: 'truck',
  returns: 'rotate-ccw',
  track: 'search',
  support: 'headphones',
};

/**
 * What the footer of every page shows (./Footer.tsx): quick links, customer service, contact details, the FDA
 * notice the claims' daggers lead to, social and legal links.
 */
export function FooterBody() {
  const t = useT();
  const requestService = useSetAtom(serviceRequestAtom);
  const heading = 'text-sm font-semibold tracking-wider text-white uppercase';
  const link = 'text-slate-300 transition-colors hover:text-white';

  return (
    <>
      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-12 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <Link to="/" aria-label={t('brand.home')} className="flex w-fit items-center gap-2">
            <span className="flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-white">
              <Icon name="leaf" className="size-5" />
            </span>
            <span className="text-xl font-extrabold text-white">{t('brand.name')}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{t('store.footer.tagline')}</p>
          <ul aria-label={t('store.footer.follow')} className="mt-6 flex flex-wrap gap-2">
            {SOCIAL.map(({ id, href }) => (
              <li key={id}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`store.footer.social.${id}`)}
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-700"
                >
                  <Icon name={id} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={heading}>
            {t('store.footer.quickLinks')}
          </h2>
          <ul className="mt-4 space-y-3">
            {QUICK_LINKS.map(({ section, key }) => (
              <li key={key}>
                <SectionLink section={section} className={link}>
                  {t(`store.footer.links.${key}`)}
                </SectionLink>
              </li>
            ))}
            <li>
              <Link to="/products" className={link}>
                {t('nav.allProducts')}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className={heading}>{t('store.footer.customerService')}</h2>
          <ul className="mt-4 space-y-3">
            {SERVICE_TOPICS.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={(event) => requestService({ topic: id, opener: event.currentTarget })}
                  className={`flex items-center gap-2 text-start ${link}`}
                >
                  <Icon name={TOPIC_ICONS[id]} className="size-4 text-brand-100" />
                  {t(`store.service.topics.${id}`)}
                </button>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={heading}>{t('store.footer.contact')}</h2>
          <div className="mt-4 text-sm">
            <SupportContacts tone="dark" />
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        <FdaNotice id="fda-notice" statements="several" products="several" className="max-w-4xl text-sm text-slate-200" />
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{t('store.footer.rights', { year: useCurrentYear() })}</p>
          <nav aria-label={t('store.footer.legal')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <Link to="/privacy" className={link}>
                  {t('store.legal.privacy.title')}
                </Link>
              </li>
              <li>
                <Link to="/terms" className={link}>
                  {t('store.legal.terms.title')}
                </Link>
              </li>
              <li>
                <Link to="/cookies" className={link}>
                  {t('store.legal.cookies.title')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </>
  );
}

import { useT } from '../../i18n';
import { Icon, type IconName } from '../ui/Icon';
import { SectionLink } from '../ui/SectionLink';
import { buttonSizes } from '../ui/styles';

const BADGES: readonly { key: 'moneyBack' | 'freeShipping' | 'support'; icon: IconName }[] = [
  { key: 'moneyBack', icon: 'shield-check' },
  { key: 'freeShipping', icon: 'truck' },
  { key: 'support', icon: 'headphones' },
];

/** Below the package deals: the offer for first-time shoppers and the shop's three promises. */
export function NewCustomerBanner() {
  const t = useT();
  return (
    <div
      role="group"
      aria-labelledby="new-customer-title"
      className="mt-16 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 to-brand-700 px-6 py-10 text-white shadow-xl sm:px-12"
    >
      <div className="flex flex-col items-center gap-8 text-center lg:flex-row lg:justify-between lg:text-start">
        <div className="max-w-xl">
          <h3 id="new-customer-title" className="text-2xl font-bold sm:text-3xl">
            {t('store.deals.banner.title')}
          </h3>
          <p className="mt-3 text-brand-50">{t('store.deals.banner.text')}</p>
          <SectionLink
            section="newsletter"
            className={`mt-6 inline-flex items-center gap-2 rounded-full bg-white font-semibold text-brand-800 hover:bg-brand-50 ${buttonSizes.md}`}
          >
            {t('store.deals.banner.cta')}
            <Icon name="arrow-end" className="size-4" />
          </SectionLink>
        </div>
        <ul className="grid w-full gap-3 sm:grid-cols-3 lg:w-auto lg:grid-cols-1">
          {BADGES.map(({ key, icon }) => (
            <li
              key={key}
              className="flex items-center gap-3 rounded-2xl bg-white/10 px-4 py-3 text-start font-semibold ring-1 ring-white/20"
            >
              <Icon name={icon} className="size-6" />
              {t(`store.deals.banner.${key}`)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

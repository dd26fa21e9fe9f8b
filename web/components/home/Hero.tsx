import { useAtomValue } from 'jotai';
import { getProduct } from '../../../core/catalogue';
import { homeFacts } from '../../../core/catalogue';
import { HERO } from '../../../core/content';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import { HomeFigures } from '../ui/HomeFigures';
import { Icon } from '../ui/Icon';
import { SectionLink } from '../ui/SectionLink';
import { Stars } from '../ui/Stars';
import { formatRating } from '../ui/format';
import { buttonSizes, buttonStyles } from '../ui/styles';
import { shopRatingsAtom } from '../../state/reviews';

export function Hero() {
  const t = useT();
  const { hero, heroStats } = homeFacts();
  const front = getProduct(hero.frontProduct);
  const behind = hero.behindProducts.flatMap((id) => getProduct(id) ?? []);
  const language = useAtomValue(languageAtom);
  // The shop-wide mean and count of published reviews; no line at all before the first.
  const { shop } = useAtomValue(shopRatingsAtom);
  const rating = formatRating(shop.mean, language);
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div aria-hidden="true" className="absolute -top-32 -end-32 size-[32rem] rounded-full bg-brand-100/60 blur-3xl" />
      <div className="relative mx-auto grid grid-cols-1 max-w-7xl items-center gap-12 px-4 pt-12 pb-20 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:px-8 lg:pt-20 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
            <Icon name="sparkles" className="size-4 text-brand-700" />
            {t(HERO.badgeKey)}
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-600 sm:text-xl">{t('hero.subtitle')}</p>
          {shop.count > 0 && (
            <p className="mt-6 flex flex-wrap items-center gap-3">
              <Stars rating={shop.mean} label={t('store.rating.label', { rating })} size="size-5" />
              <span className="text-sm font-medium text-slate-700">{t('store.rating.shop', { rating, count: shop.count })}</span>
            </p>
          )}
          <div className="mt-8 flex flex-wrap gap-3">
            <SectionLink section="products" className={`${buttonStyles.primary} ${buttonSizes.lg}`}>
              {t('hero.shopNow')}
              <Icon name="arrow-end" className="size-5" />
            </SectionLink>
            <SectionLink section="benefits" className={`${buttonStyles.secondary} ${buttonSizes.lg}`}>
              {t('store.hero.learnMore')}
            </SectionLink>
          </div>
          <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-slate-200 pt-8">
            <HomeFigures
              stats={heroStats}
              item="flex flex-col-reverse justify-end gap-1"
              label="text-sm text-slate-600"
              figure="text-2xl font-bold text-slate-900 sm:text-3xl"
            />
          </dl>
        </div>

        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <div className="relative aspect-square rounded-[2.5rem] bg-gradient-to-br from-brand-100 via-brand-50 to-white shadow-xl ring-1 ring-brand-100">
            {behind.map((product, i) => (
              <img
                key={product.id}
                src={product.image.src}
                width={product.image.width}
                height={product.image.height}
                alt=""
                className={`absolute top-[14%] w-[42%] drop-shadow-lg ${i === 0 ? 'start-[6%] -rotate-6' : 'end-[6%] rotate-6'}`}
              />
            ))}
            {front && (
              <img
                src={front.image.src}
                width={front.image.width}
                height={front.image.height}
                alt={t(front.nameKey)}
                fetchPriority="high"
                className="absolute start-1/2 top-[22%] w-[56%] -translate-x-1/2 drop-shadow-2xl rtl:translate-x-1/2"
              />
            )}
          </div>
          <p className="absolute -bottom-5 start-4 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-sm font-semibold text-slate-800 shadow-lg ring-1 ring-slate-100 sm:start-8">
            <span className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <Icon name="truck" className="size-5" />
            </span>
            {t(HERO.freeShippingKey)}
          </p>
        </div>
      </div>
    </section>
  );
}

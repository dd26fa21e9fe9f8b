import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { getProduct } from '../../../core/catalogue';
import type { Deal } from '../../../core/deals';
import { formatPrice } from '../../../core/money';
import { useT } from '../../i18n';
import { languageAtom } from '../../state/language';
import { useDealAvailability } from '../../state/stock';
import { ClaimText } from '../claims/Claim';
import { BuyPackageButton } from '../home/DealCard';
import { AddToCartButton } from '../products/AddToCartButton';
import { StockNote } from '../products/StockNote';
import { Icon } from '../ui/Icon';
import { PriceTag } from '../ui/PriceTag';
import { formatNumber } from '../ui/format';
import { card } from '../ui/styles';
import { Breadcrumbs } from './Breadcrumbs';

/**
 * A package deal's page (/products/<slug>): what its card and details dialog show. Each product in the box
 * links to its own page, where its Supplement Facts are.
 */
export function DealDetails({ deal }: { deal: Deal }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const title = t(deal.titleKey);
  const availability = useDealAvailability(deal.id);
  const soldOut = availability.state === 'sold_out';
  const stockId = `deal-${deal.id}-stock`;
  const describedBy = availability.state === 'available' ? undefined : stockId;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
        <Breadcrumbs name={title} />
        <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
          <div className={`${card} flex flex-col items-center justify-center gap-6 bg-gradient-to-b from-brand-50 to-white p-8`}>
            <img src={`/deals/${deal.icon}.svg`} width={96} height={96} alt="" className="size-24 rounded-3xl" />
            <ul aria-label={t('store.deals.included')} className="flex flex-wrap justify-center gap-3">
              {deal.items.map((item) => {
                const product = getProduct(item.productId);
                return (
                  <li key={item.productId}>
                    <img
                      src={product.image.src}
                      width={112}
                      height={112}
                      alt={t(product.nameKey)}
                      className="size-28 rounded-2xl bg-white object-contain p-2 ring-1 ring-slate-100"
                    />
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="flex flex-col gap-5">
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
            <p className="text-lg text-slate-600">
              <ClaimText textKey={deal.descriptionKey} />
            </p>
            <div>
              <PriceTag priceCents={deal.discountedCents} originalCents={deal.originalCents} size="lg" />
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                <span className="rounded-md bg-red-600 px-2 py-0.5 font-bold text-white">
                  {t('store.deals.off', { percent: formatNumber(deal.discountPercent, language) })}
                </span>
                <span className="font-semibold text-brand-800">{t('store.deals.save', { amount: formatPrice(deal.savingsCents, language) })}</span>
              </p>
            </div>
            <StockNote availability={availability} id={stockId} />
            <div className="grid gap-2 sm:max-w-sm">
              <BuyPackageButton dealId={deal.id} describedBy={describedBy} soldOut={soldOut} />
              <AddToCartButton item={{ dealId: deal.id }} name={title} describedBy={describedBy} variant="secondary" soldOut={soldOut} />
            </div>
            <div>
              <h2 className="text-lg font-bold text-slate-900">{t('store.products.benefitsHeading')}</h2>
              <ul className="mt-3 space-y-2">
                {deal.featureKeys.map((key) => (
                  <li key={key} className="flex items-start gap-2 text-slate-700">
                    <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    <ClaimText textKey={key} />
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="text-lg font-bold text-slate-900">{t('store.deals.included')}</h2>
              <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
                {deal.items.map((item) => {
                  const product = getProduct(item.productId);
                  return (
                    <li key={item.productId} className="flex items-center justify-between gap-3 p-3">
                      <Link to="/products/$slug" params={{ slug: product.slug }} className="font-medium text-brand-800 underline-offset-4 hover:underline">
                        {t('store.deals.itemLine', { count: formatNumber(item.quantity, language), name: t(product.nameKey) })}
                      </Link>
                      {item.free && <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">{t('store.deals.free')}</span>}
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

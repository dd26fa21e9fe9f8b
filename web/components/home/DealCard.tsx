import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { getProduct } from '../../../core/catalogue';
import type { Deal, DealBadgeColor } from '../../../core/deals';
import { formatPrice } from '../../../core/money';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import { useDealAvailability } from '../../state/stock';
import { StockNote } from '../products/StockNote';
import { ClaimText } from '../claims/Claim';
import { AddToCartButton } from '../products/AddToCartButton';
import { BuyButton } from '../products/BuyButton';
import { ClaimList } from '../products/ClaimList';
import { Badge } from '../ui/Badge';
import { DetailsButton } from '../ui/DetailsButton';
import { Icon } from '../ui/Icon';
import { dealMemberUnitCents } from '../../../core/member-price';
import { MemberPrice } from '../ui/MemberPrice';
import { PriceTag } from '../ui/PriceTag';
import { formatNumber } from '../ui/format';
import { card } from '../ui/styles';
import { onDemand } from '../ui/on-demand';
import { useDialogBuiltAhead } from '../ui/useDialogBuiltAhead';

// Opened by a tap: the worker's renderer never shows it, and leaves its code out (web/build-constants.d.ts).
export const DealDetailsDialog = onDemand(
  __WORKER_RENDERER__ ? () => new Promise<never>(() => undefined) : () => import('./DealDetailsDialog').then((m) => m.default),
);

/** Badge colours from core's tokens; each pair keeps the text at 4.5:1 or better. */
const BADGE_COLORS: Record<DealBadgeColor, string> = {
  red: 'bg-red-100 text-red-800',
  emerald: 'bg-brand-100 text-brand-800',
  purple: 'bg-purple-100 text-purple-800',
  blue: 'bg-blue-100 text-blue-800',
};

export function DealCard({ deal }: { deal: Deal }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const details = useDialogBuiltAhead(DealDetailsDialog.preload);
  const title = t(deal.titleKey);
  const ribbon = t('store.deals.mostPopular');
  const badge = t(deal.badgeKey);
  const titleId = `deal-${deal.id}-title`;
  const stockId = `deal-${deal.id}-stock`;
  const availability = useDealAvailability(deal.id);
  const soldOut = availability.state === 'sold_out';
  const describedBy = availability.state === 'available' ? titleId : `${titleId} ${stockId}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`${card} relative flex flex-col p-6 ${deal.popular ? 'ring-2 ring-brand-600 xl:-mt-4 xl:mb-4' : ''}`}
    >
      {deal.popular && (
        <p className="absolute -top-3.5 inset-x-0 mx-auto flex w-fit items-center gap-1.5 rounded-full bg-brand-700 px-4 py-1 text-xs font-bold tracking-wide text-white uppercase shadow">
          <Icon name="star" filled className="size-3.5" />
          {ribbon}
        </p>
      )}
      <div className="flex items-start justify-between gap-3">
        <Link to="/products/$slug" params={{ slug: deal.slug }} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <img src={`/deals/${deal.icon}.svg`} width={56} height={56} alt="" className="size-14 rounded-2xl" />
        </Link>
        {/* A popular deal's badge may say what its ribbon already says; once is enough. */}
        {!(deal.popular && badge === ribbon) && <Badge className={`px-3 py-1 text-xs ${BADGE_COLORS[deal.badgeColor]}`}>{badge}</Badge>}
      </div>
      <h3 id={titleId} className="mt-5 text-xl font-bold text-slate-900">
        <Link to="/products/$slug" params={{ slug: deal.slug }} className="underline-offset-4 hover:underline">
          {title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        <ClaimText textKey={deal.subtitleKey} />
      </p>

      <div className="mt-5">
        <PriceTag priceCents={deal.discountedCents} originalCents={deal.originalCents} size="lg" />
        {dealMemberUnitCents(deal) < deal.discountedCents && <MemberPrice cents={dealMemberUnitCents(deal)} />}
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-md bg-red-600 px-2 py-0.5 font-bold text-white">
            {t('store.deals.off', { percent: formatNumber(deal.discountPercent, language) })}
          </span>
          <span className="font-semibold text-brand-800">
            {t('store.deals.save', { amount: formatPrice(deal.savingsCents, language) })}
          </span>
        </p>
        <StockNote availability={availability} id={stockId} />
      </div>

      <ul aria-label={t('store.deals.included')} className="mt-5 flex flex-wrap gap-2">
        {deal.items.map((item) => {
          const product = getProduct(item.productId);
          if (!product) return null;
          return (
            <li key={item.productId} className="relative">
              <img
                src={product.image.src}
                width={56}
                height={56}
                alt={t(product.nameKey)}
                title={t(product.nameKey)}
                loading="lazy"
                className="size-14 rounded-xl bg-brand-50 object-contain p-1 ring-1 ring-slate-100"
              />
              {(item.free || item.quantity > 1) && (
                <Badge
                  className={`absolute -top-2 -end-2 px-1.5 py-0.5 text-[0.65rem] text-white ${item.free ? 'bg-red-600' : 'bg-slate-900'}`}
                >
                  {item.free ? t('store.deals.free') : t('store.deals.quantity', { count: formatNumber(item.quantity, language) })}
                </Badge>
              )}
            </li>
          );
        })}
      </ul>

      <ClaimList keys={deal.featureKeys} className="mt-5 space-y-2 text-sm" iconSize="size-4" />

      {deal.timeLimitKey && (
        <p className="mt-4 flex items-center gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          <Icon name="clock" className="size-4" />
          {t(deal.timeLimitKey)}
        </p>
      )}

      <div className="mt-auto grid gap-2 pt-6">
        <BuyButton item={{ dealId: deal.id }} describedBy={describedBy} soldOut={soldOut} />
        <AddToCartButton item={{ dealId: deal.id }} name={title} describedBy={describedBy} variant="secondary" soldOut={soldOut} />
        <DetailsButton dialog={details} describedBy={titleId} className="min-h-10">
          {t('store.deals.details')}
        </DetailsButton>
      </div>

      {details.mounted && (
        <DealDetailsDialog
          deal={deal}
          availability={availability}
          open={details.open}
          onOpenChange={details.onOpenChange}
          returnFocusRef={details.triggerRef}
        />
      )}
    </article>
  );
}

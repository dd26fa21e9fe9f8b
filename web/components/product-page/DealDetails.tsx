import type { Deal } from '../../../core/deals';
import { OPEN_GRAPH_IMAGE, openGraphImagePath } from '../../../core/product-pages';
import { useT } from '../../i18n';
import { useDealAvailability } from '../../state/stock';
import { ClaimText } from '../claims/Claim';
import { BuyButton } from '../products/BuyButton';
import { AddToCartButton } from '../products/AddToCartButton';
import { StockNote } from '../products/StockNote';
import { dealMemberUnitCents } from '../../../core/member-price';
import { MemberPrice } from '../ui/MemberPrice';
import { PriceTag } from '../ui/PriceTag';
import { card } from '../ui/styles';
import { Breadcrumbs } from './Breadcrumbs';
import { ClaimList } from '../products/ClaimList';

/** A package deal's page (/products/<slug>): what its card and details dialog show, on a page of its own. */
export default function DealDetails({ deal }: { deal: Deal }) {
  const t = useT();
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
          {/* The contents side by side: the picture the build makes for the package's link previews. */}
          <img
            src={openGraphImagePath({ kind: 'deal', slug: deal.slug, deal })}
            width={OPEN_GRAPH_IMAGE.width}
            height={OPEN_GRAPH_IMAGE.height}
            alt={t('store.products.imageAlt', { name: title })}
            fetchPriority="high"
            className={`${card} h-auto w-full self-start`}
          />
          <div className="flex flex-col gap-5">
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
            <p className="text-lg text-slate-600">
              <ClaimText textKey={deal.descriptionKey} />
            </p>
            <PriceTag priceCents={deal.discountedCents} originalCents={deal.originalCents} size="lg" />
            {dealMemberUnitCents(deal) < deal.discountedCents && <MemberPrice cents={dealMemberUnitCents(deal)} />}
            <StockNote availability={availability} id={stockId} />
            <div className="grid gap-2 sm:max-w-sm">
              <BuyButton item={{ dealId: deal.id }} describedBy={describedBy} soldOut={soldOut} />
              <AddToCartButton item={{ dealId: deal.id }} name={title} describedBy={describedBy} variant="secondary" soldOut={soldOut} />
            </div>
            <div>
              <h2 className="text-lg font-bold text-slate-900">{t('store.products.benefitsHeading')}</h2>
              <ClaimList keys={deal.featureKeys} className="mt-3 space-y-2" />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

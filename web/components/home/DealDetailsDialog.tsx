import { useAtomValue } from 'jotai';
import type { RefObject } from 'react';
import { getProduct } from '../../../core/catalogue';
import type { Deal } from '../../../core/deals';
import type { Availability } from '../../../core/stock';
import { formatPrice } from '../../../core/money';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import { formatNumber } from '../ui/format';
import { isClaim } from '../../../core/claims';
import { ClaimText, ClaimsIn } from '../claims/Claim';
import { FdaNotice } from '../claims/FdaNotice';
import { Badge } from '../ui/Badge';
import Modal from '../ui/Modal';
import { StockNote } from '../products/StockNote';

export interface DealDetailsDialogProps {
  deal: Deal;
  availability: Availability;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** A package's description, what is in the box, and how much it saves. */
export default function DealDetailsDialog({ deal, availability, open, onOpenChange, returnFocusRef }: DealDetailsDialogProps) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const noticeId = `deal-${deal.id}-fda-notice`;
  return (
    <ClaimsIn noticeId={noticeId}>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={t(deal.titleKey)}
        description={<ClaimText textKey={deal.descriptionKey} />}
        returnFocusRef={returnFocusRef}
        keepContent
      >
        <div className="mb-4 empty:hidden">
          <StockNote availability={availability} />
        </div>
        <h3 className="font-semibold text-slate-900">{t('store.deals.included')}</h3>
        <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-100">
          {deal.items.map((item) => {
            const product = getProduct(item.productId);
            if (!product) return null;
            return (
              <li key={item.productId} className="flex items-center gap-3 p-3">
                <img src={product.image.src} width={48} height={48} alt="" className="size-12 rounded-xl bg-brand-50 object-contain p-1" />
                <span className="flex-1 font-medium text-slate-800">
                  {t('store.deals.itemLine', { count: formatNumber(item.quantity, language), name: t(product.nameKey) })}
                </span>
                {item.free ? (
                  <Badge className="bg-red-600 px-2 py-0.5 text-xs text-white">{t('store.deals.free')}</Badge>
                ) : (
                  <span className="text-sm text-slate-600">{formatPrice(product.priceCents * item.quantity, language)}</span>
                )}
              </li>
            );
          })}
        </ul>
        <dl className="mt-6 space-y-2 rounded-2xl bg-brand-50 p-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t('store.deals.valueLabel')}</dt>
            <dd>
              <s className="text-slate-600">{formatPrice(deal.originalCents, language)}</s>
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t('store.deals.priceLabel')}</dt>
            <dd className="font-bold text-slate-900">{formatPrice(deal.discountedCents, language)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-brand-100 pt-2 text-base">
            <dt className="font-semibold text-brand-800">{t('store.deals.totalSavings')}</dt>
            <dd className="font-bold text-brand-800">
              {t('store.deals.savingsDetail', {
                amount: formatPrice(deal.savingsCents, language),
                percent: formatNumber(deal.discountPercent, language),
              })}
            </dd>
          </div>
        </dl>
        {/* The description is the dialog's one claim; the package holds several products. */}
        {isClaim(deal.descriptionKey) && (
          <FdaNotice id={noticeId} statements="single" products="several" className="mt-6 text-sm text-slate-700" />
        )}
      </Modal>
    </ClaimsIn>
  );
}

import { useAtomValue } from 'jotai';
import { formatPrice } from '../../../core/money';
import { LAST_CHANCE_DEAL_PERCENT, NEWSLETTER_COUPON_PERCENT, SUBSCRIBER_PACKAGE_PERCENT } from '../../../core/price-rules';
import type { CartPrice } from '../../../core/pricing';
import { type MessageKey, useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';

const DISCOUNT_LABELS: Record<Exclude<CartPrice['discount'], 'none'>, { key: MessageKey; percent: number }> = {
  deal: { key: 'cart.totals.dealDiscount', percent: LAST_CHANCE_DEAL_PERCENT },
  coupon: { key: 'cart.totals.couponDiscount', percent: NEWSLETTER_COUPON_PERCENT },
  subscriber: { key: 'cart.totals.subscriberDiscount', percent: SUBSCRIBER_PACKAGE_PERCENT },
};

/** Subtotal, shipping, any discount and the total; screen readers hear the new figures when they change. */
export function CartTotals({ price }: { price: CartPrice }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const money = (cents: number) => formatPrice(cents, language);
  const shipping = price.shippingCents === 0 ? t('cart.totals.free') : money(price.shippingCents);
  const row = 'flex justify-between gap-4';
  return (
    <>
      <dl aria-label={t('cart.totals.label')} className="space-y-1 text-sm">
        <div className={row}>
          <dt className="text-slate-600">{t('cart.totals.subtotal')}</dt>
          <dd className="tabular-nums">{money(price.subtotalCents)}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t('cart.totals.shipping')}</dt>
          <dd className="tabular-nums">{shipping}</dd>
        </div>
        {price.discount !== 'none' && price.discountCents > 0 && (
          <div className={`${row} text-brand-800`}>
            <dt>{t(DISCOUNT_LABELS[price.discount].key, { percent: DISCOUNT_LABELS[price.discount].percent })}</dt>
            <dd className="tabular-nums">{money(-price.discountCents)}</dd>
          </div>
        )}
        <div className={`${row} border-t border-slate-200 pt-2 text-base font-bold text-slate-900`}>
          <dt>{t('cart.totals.total')}</dt>
          <dd className="tabular-nums">{money(price.totalCents)}</dd>
        </div>
      </dl>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {t('cart.totals.announce', { subtotal: money(price.subtotalCents), shipping, total: money(price.totalCents) })}
      </p>
    </>
  );
}

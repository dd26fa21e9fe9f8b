import { useAtomValue } from 'jotai';
import { getProduct } from '../../../core/catalogue';
import { getDeal } from '../../../core/deals';
import { formatPrice } from '../../../core/money';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import { formatNumber } from '../ui/format';
import type { OrderStatusAnswer } from './useOrderStatus';

/** The paid order as the worker recorded it, with names in the shopper's language where the shop still sells the item. */
export function OrderSummaryList({ order }: { order: OrderStatusAnswer }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const money = (cents: number) => formatPrice(cents, language);
  const nameOf = (line: OrderStatusAnswer['lines'][number]) => {
    const product = line.productId ? getProduct(line.productId) : undefined;
    const deal = line.dealId ? getDeal(line.dealId) : undefined;
    return product ? t(product.nameKey) : deal ? t(deal.titleKey) : line.name;
  };
  const row = 'flex justify-between gap-4';
  return (
    <section aria-labelledby="order-summary-title" className="mt-8 rounded-3xl border border-slate-200 p-6 text-start">
      <h2 id="order-summary-title" className="text-lg font-bold text-slate-900">
        {t('cart.success.summary')}
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {order.lines.map((line, index) => (
          <li key={index} className={`${row} py-2`}>
            <span>
              {nameOf(line)}{' '}
              <span className="text-sm text-slate-500">
                {t('cart.success.quantity', { quantity: formatNumber(line.quantity, language) })}
              </span>
            </span>
            <span className="tabular-nums">{money(line.totalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm">
        <div className={row}>
          <dt className="text-slate-600">{t('cart.totals.subtotal')}</dt>
          <dd className="tabular-nums">{money(order.subtotalCents)}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t('cart.totals.shipping')}</dt>
          <dd className="tabular-nums">{order.shippingCents === 0 ? t('cart.totals.free') : money(order.shippingCents)}</dd>
        </div>
        {order.discountCents > 0 && (
          <div className={`${row} text-brand-800`}>
            <dt>{t('cart.success.discount')}</dt>
            <dd className="tabular-nums">{money(-order.discountCents)}</dd>
          </div>
        )}
        {order.taxCents > 0 && (
          <div className={row}>
            <dt className="text-slate-600">{t('cart.totals.tax')}</dt>
            <dd className="tabular-nums">{money(order.taxCents)}</dd>
          </div>
        )}
        <div className={`${row} text-base font-bold text-slate-900`}>
          <dt>{t('cart.totals.total')}</dt>
          <dd className="tabular-nums">{money(order.totalCents + order.taxCents)}</dd>
        </div>
      </dl>
    </section>
  );
}

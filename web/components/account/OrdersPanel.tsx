import { isSoldOrder } from '../../../core/statuses';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { formatPrice } from '../../../core/money';
import { useT } from '../../i18n';
import { call } from '../../lib/api';
import { languageAtom } from '../../i18n/language';
import { card } from '../ui/styles';
import { ShipmentStatus } from '../orders/ShipmentStatus';
import { formatDate } from './account-format';
import type { AccountOrder } from '../../../core/api/orders';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; orders: AccountOrder[] };

/** The orders placed while signed in, newest first. */
export function OrdersPanel() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    call('GET /api/account/orders').then(
      ({ orders }) => !cancelled && setLoaded({ kind: 'loaded', orders }),
      () => !cancelled && setLoaded({ kind: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <section aria-labelledby="orders-title" className={`${card} p-6`}>
      <h2 id="orders-title" className="text-lg font-bold text-slate-900">
        {t('auth.account.orders.title')}
      </h2>
      <div className="mt-4">
        {loaded.kind === 'loading' && <p className="text-slate-600">{t('auth.account.loading')}</p>}
        {loaded.kind === 'failed' && <p className="text-red-700">{t('auth.account.orders.error')}</p>}
        {loaded.kind === 'loaded' && loaded.orders.length === 0 && <p className="text-slate-600">{t('auth.account.orders.none')}</p>}
        {loaded.kind === 'loaded' && loaded.orders.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-start text-sm">
              <thead className="text-slate-500">
                <tr>
                  <th scope="col" className="py-2 pe-4 text-start font-medium">
                    {t('auth.account.orders.reference')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start font-medium">
                    {t('auth.account.orders.date')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start font-medium">
                    {t('auth.account.orders.status')}
                  </th>
                  <th scope="col" className="py-2 text-end font-medium">
                    {t('auth.account.orders.total')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {loaded.orders.map((order) => (
                  <tr key={order.reference}>
                    <td className="py-3 pe-4 font-mono">
                      <bdi>{order.reference}</bdi>
                    </td>
                    <td className="py-3 pe-4">{formatDate(order.createdAt, language)}</td>
                    <td className="py-3 pe-4">
                      {t(`auth.account.orders.statuses.${order.status}`)}
                      {order.status === 'partially_refunded' && (
                        <span className="block text-xs text-slate-600">
                          {t('auth.account.orders.refunded', { amount: formatPrice(order.refundedCents, language) })}
                        </span>
                      )}
                      {isSoldOrder(order.status) && <ShipmentStatus shipment={order.fulfilment} compact />}
                      {order.disputeStatus && (
                        <span className="mt-1 block w-fit rounded-md bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                          {t(`auth.account.orders.disputes.${order.disputeStatus}`)}
                        </span>
                      )}
                    </td>
                    <td className="py-3 text-end font-semibold">
                      {formatPrice(order.totalCents + order.taxCents, language)}
                      {order.taxCents > 0 && (
                        <span className="block text-xs font-normal text-slate-600">
                          {t('auth.account.orders.tax', { amount: formatPrice(order.taxCents, language) })}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}

import { useAtomValue } from 'jotai';
import type { AccountOrder } from '../../../core/api/orders';
import { formatPrice } from '../../../core/money';
import { isSoldOrder } from '../../../core/statuses';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import { ShipmentStatus } from '../orders/ShipmentStatus';
import { Table } from '../ui/Table';
import { formatDate } from './account-format';

/** The signed-in shopper's orders (./OrdersPanel.tsx), newest first: reference, date, status and parcel, total. */
export function OrderTable({ orders }: { orders: readonly AccountOrder[] }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  return (
    <Table
      look="bare"
      columns={[
        { label: t('auth.account.orders.reference') },
        { label: t('auth.account.orders.date') },
        { label: t('auth.account.orders.status') },
        { label: t('auth.account.orders.total'), end: true },
      ]}
    >
      {orders.map((order) => (
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
    </Table>
  );
}

import { type AdminOrderRow, ORDER_STATUSES } from '../../../core/api/admin';
import { PagedTable, QueryField, StatusField, usePagedList } from '../list';
import { OrderLink } from '../navigation';
import { Field, SearchForm } from '../search';
import { Badge, PageTitle, cell, input, money, when } from '../ui';

export function OrdersPage() {
  const list = usePagedList<AdminOrderRow>('/orders');
  const { params } = list;
  return (
    <>
      <PageTitle>Orders</PageTitle>
      <SearchForm label="Find orders">
        <QueryField label="Reference or e-mail" params={params} />
        <StatusField statuses={ORDER_STATUSES} params={params} />
        <Field label="Placed from">
          <input type="date" name="from" defaultValue={params.get('from') ?? ''} className={input} />
        </Field>
        <Field label="Placed to">
          <input type="date" name="to" defaultValue={params.get('to') ?? ''} className={input} />
        </Field>
      </SearchForm>
      <PagedTable
        list={list}
        caption="Orders, newest first"
        head={['Reference', 'Status', 'Shipping', 'Buyer', 'Total', 'Refunded', 'Placed']}
        empty="No orders match."
        row={(order) => (
          <tr key={order.reference}>
            <td className={cell}>
              <OrderLink reference={order.reference} />
            </td>
            <td className={cell}>
              <Badge value={order.status} /> {order.disputeStatus && <Badge value={`dispute ${order.disputeStatus}`} />}{' '}
              {order.refundFailedCents > 0 && <Badge value="refund failed" />}
            </td>
            <td className={cell}>
              <Badge value={order.fulfilment} />
            </td>
            <td className={cell}>{order.email ?? '—'}</td>
            <td className={cell}>{money(order.totalCents)}</td>
            <td className={cell}>{order.refundedCents ? money(order.refundedCents) : '—'}</td>
            <td className={cell}>{when(order.createdAt)}</td>
          </tr>
        )}
      />
    </>
  );
}

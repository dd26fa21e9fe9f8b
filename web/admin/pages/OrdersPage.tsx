import { type AdminOrderRow, ORDER_STATUSES, type Paged } from '../../../core/api/admin';
import { Link } from '../navigation';
import { Field, SearchForm, useQueryParams } from '../search';
import { Badge, Loading, PageTitle, Pager, Table, cell, input, money, useConsoleData, when } from '../ui';

export function OrdersPage() {
  const { params, apiQuery, goTo } = useQueryParams();
  const [orders] = useConsoleData<Paged<AdminOrderRow>>(`/orders?${apiQuery}`);
  return (
    <>
      <PageTitle>Orders</PageTitle>
      <SearchForm label="Find orders">
        <Field label="Reference or e-mail">
          <input name="q" defaultValue={params.get('q') ?? ''} className={`${input} w-72`} />
        </Field>
        <Field label="Status">
          <select name="status" defaultValue={params.get('status') ?? ''} className={input}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Placed from">
          <input type="date" name="from" defaultValue={params.get('from') ?? ''} className={input} />
        </Field>
        <Field label="Placed to">
          <input type="date" name="to" defaultValue={params.get('to') ?? ''} className={input} />
        </Field>
      </SearchForm>
      <Loading state={orders}>
        {(result) => (
          <>
            <Table caption="Orders, newest first" head={['Reference', 'Status', 'Buyer', 'Total', 'Refunded', 'Placed']}>
              {result.items.map((order) => (
                <tr key={order.reference}>
                  <td className={cell}>
                    <Link to={`/admin/orders/${order.reference}`} className="font-mono font-semibold whitespace-nowrap text-brand-800 underline">
                      {order.reference}
                    </Link>
                  </td>
                  <td className={cell}>
                    <Badge value={order.status} /> {order.disputeStatus && <Badge value={`dispute ${order.disputeStatus}`} />}
                  </td>
                  <td className={cell}>{order.email ?? '—'}</td>
                  <td className={cell}>{money(order.totalCents)}</td>
                  <td className={cell}>{order.refundedCents ? money(order.refundedCents) : '—'}</td>
                  <td className={cell}>{when(order.createdAt)}</td>
                </tr>
              ))}
            </Table>
            {result.items.length === 0 && <p className="mt-4">No orders match.</p>}
            <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={goTo} />
          </>
        )}
      </Loading>
    </>
  );
}

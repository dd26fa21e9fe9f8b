import type { AdminStockRow } from '../../../core/api/admin';
import { Badge, Loading, PageTitle, Table, cell, useConsoleData } from '../ui';
import { AdjustForm, LiftLimit, StartCountForm, StockHistory, ThresholdForm } from './StockForms';

function stateOf(row: AdminStockRow): string {
  if (row.stock === null) return 'not_limited';
  if (row.stock === 0) return 'sold_out';
  return row.low ? 'low' : 'in_stock';
}

export function InventoryPage() {
  const [state, reload] = useConsoleData<{ items: AdminStockRow[] }>('/inventory');
  return (
    <>
      <PageTitle>Inventory</PageTitle>
      <div className="mb-6 grid max-w-prose gap-2 text-sm text-slate-700">
        <p>
          The count is the units available to sell. Units leave it when an order is paid, never while a shopper is still at checkout, and
          come back when you cancel an order before it ships. A product you never counted is not limited.
        </p>
        <p>
          Record what arrives or goes missing as units added or taken away, with a reason: the change applies to the count as it is when you
          save, so sales made meanwhile stay counted. Each change is kept in the product's history.
        </p>
        <p>At or under its threshold, the storefront shows "Only N left" and you get one e-mail.</p>
      </div>
      <Loading state={state}>
        {({ items }) => (
          <Table caption="Stock per product" head={['Product', 'Available', 'Threshold', 'State', 'Change']}>
            {items.map((row) => (
              <tr key={row.productId} className={row.low ? 'bg-amber-50' : undefined}>
                <td className={cell}>
                  <span className="font-semibold">{row.name}</span>
                  <span className="block font-mono text-xs text-slate-600">{row.productId}</span>
                </td>
                <td className={cell}>{row.stock ?? '—'}</td>
                <td className={cell}>{row.threshold}</td>
                <td className={cell}>
                  <Badge value={stateOf(row)} />
                </td>
                <td className={cell}>
                  {row.stock === null ? (
                    <StartCountForm row={row} onSaved={reload} />
                  ) : (
                    <div className="grid gap-3">
                      <AdjustForm row={row} onSaved={reload} />
                      <div className="flex flex-wrap items-end gap-3">
                        <ThresholdForm row={row} onSaved={reload} />
                        <LiftLimit row={row} onSaved={reload} />
                      </div>
                    </div>
                  )}
                  <StockHistory row={row} />
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Loading>
    </>
  );
}

import { type FormEvent, useId, useState } from 'react';
import type { AdminStockRow } from '../../../core/api/admin';
import { consoleApi, problemText } from '../api';
import { Badge, Loading, PageTitle, Table, cell, input, secondaryButton, useConsoleData } from '../ui';

function stateOf(row: AdminStockRow): string {
  if (row.stock === null) return 'not_limited';
  if (row.stock === 0) return 'sold_out';
  return row.low ? 'low' : 'in_stock';
}

/** A product's new count and threshold, checked by the number inputs' own rules (whole, in range); an empty count lifts the limit. */
function StockForm({ row, onSaved }: { row: AdminStockRow; onSaved: () => void }) {
  const [stock, setStock] = useState(row.stock === null ? '' : String(row.stock));
  const [threshold, setThreshold] = useState(String(row.threshold));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ saved: boolean; text: string } | null>(null);
  const messageId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A number input reports text it cannot read as '' (badInput), which must not lift the limit.
    if (!event.currentTarget.checkValidity()) {
      setMessage({
        saved: false,
        text: 'Enter whole numbers: available units from 0 to 1,000,000 (or empty for not limited), a threshold from 0 to 10,000.',
      });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await consoleApi(`/inventory/${row.productId}`, {
        method: 'PUT',
        body: { stock: stock.trim() === '' ? null : Number(stock), threshold: Number(threshold) },
      });
      setMessage({ saved: true, text: 'Saved' });
      onSaved();
    } catch (error) {
      setMessage({ saved: false, text: problemText(error) });
    } finally {
      setBusy(false);
    }
  };

  const invalid = message !== null && !message.saved;
  const field = {
    type: 'number',
    step: 1,
    min: 0,
    className: `${input} w-28`,
    'aria-invalid': invalid,
    'aria-describedby': message ? messageId : undefined,
  } as const;
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
        <span>
          Available units<span className="sr-only"> for {row.name}</span>
        </span>
        <input
          {...field}
          name="stock"
          max={1_000_000}
          value={stock}
          placeholder="Not limited"
          onChange={(event) => (setStock(event.target.value), setMessage(null))}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
        <span>
          Low-stock threshold<span className="sr-only"> for {row.name}</span>
        </span>
        <input
          {...field}
          name="threshold"
          max={10_000}
          required
          value={threshold}
          onChange={(event) => (setThreshold(event.target.value), setMessage(null))}
        />
      </label>
      <button type="submit" className={secondaryButton} disabled={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
      {message && (
        <p
          id={messageId}
          role={message.saved ? 'status' : 'alert'}
          className={`basis-full text-xs ${message.saved ? 'text-emerald-800' : 'text-red-800'}`}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}

export function InventoryPage() {
  const [state, reload] = useConsoleData<{ items: AdminStockRow[] }>('/inventory');
  return (
    <>
      <PageTitle>Inventory</PageTitle>
      <div className="mb-6 grid max-w-prose gap-2 text-sm text-slate-700">
        <p>
          The count is the units available to sell. Units held by orders waiting for payment are listed apart: they come back if those
          orders end unpaid. An empty count means the product is not limited.
        </p>
        <p>At or under its threshold, the storefront shows "Only N left" and you get one e-mail.</p>
      </div>
      <Loading state={state}>
        {({ items }) => (
          <Table caption="Stock per product" head={['Product', 'Available', 'Held by open orders', 'Threshold', 'State', 'Change']}>
            {items.map((row) => (
              <tr key={row.productId} className={row.low ? 'bg-amber-50' : undefined}>
                <td className={cell}>
                  <span className="font-semibold">{row.name}</span>
                  <span className="block font-mono text-xs text-slate-600">{row.productId}</span>
                </td>
                <td className={cell}>{row.stock ?? '—'}</td>
                <td className={cell}>{row.reserved}</td>
                <td className={cell}>{row.threshold}</td>
                <td className={cell}>
                  <Badge value={stateOf(row)} />
                </td>
                <td className={cell}>
                  <StockForm row={row} onSaved={reload} />
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Loading>
    </>
  );
}

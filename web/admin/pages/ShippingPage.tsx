import { useId, useState } from 'react';
import type { AdminShippingRow } from '../../../core/api/admin';
import { countryName } from '../address';
import { PagedTable, QueryField, usePagedList } from '../list';
import { OrderLink, navigate } from '../navigation';
import { SearchForm } from '../search';
import { Badge, PageTitle, cell, money, primaryButton, secondaryButton, when } from '../ui';
import { ShipmentImport } from './ShipmentImport';

/** The packing-slips route takes at most this many orders at once. */
const MAX_SLIPS = 50;

/** How long an order has waited since it was paid: "under a minute", "3 hours", "2 days". */
function age(paidAt: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(paidAt)) / 60_000);
  if (minutes < 1) return 'under a minute';
  const [count, unit] =
    minutes < 60 ? [minutes, 'minute'] : minutes < 24 * 60 ? [Math.floor(minutes / 60), 'hour'] : [Math.floor(minutes / (24 * 60)), 'day'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

export function ShippingPage() {
  const list = usePagedList<AdminShippingRow>('/shipping');
  // Ages are counted from when the page was opened, so they do not change under the operator's eyes.
  const [now] = useState(Date.now);
  const [selected, setSelected] = useState<string[]>([]);
  const hintId = useId();
  const toggle = (reference: string, on: boolean) =>
    setSelected((current) => (on ? [...current, reference] : current.filter((r) => r !== reference)));
  const hint =
    selected.length === 0
      ? 'Select the orders whose packing slips you want to print.'
      : selected.length > MAX_SLIPS
        ? `At most ${MAX_SLIPS} slips at once: ${selected.length} orders are selected.`
        : `${selected.length} selected.`;
  const printable = selected.length > 0 && selected.length <= MAX_SLIPS;
  return (
    <>
      <PageTitle>To ship</PageTitle>
      <SearchForm label="Find orders to ship">
        <QueryField label="Reference, e-mail or name" params={list.params} />
      </SearchForm>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={primaryButton}
          disabled={!printable}
          aria-describedby={hintId}
          onClick={() => navigate(`/admin/packing-slips?references=${selected.join(',')}`)}
        >
          Print packing slips
        </button>
        <a href="/api/admin/shipping.csv" download className={secondaryButton}>
          Download CSV
        </a>
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
      <PagedTable
        list={list}
        caption="Orders to ship, oldest first"
        head={['Select', 'Reference', 'Paid', 'Ship to', 'Items', 'Total']}
        empty="Nothing waits to be shipped."
        row={(order) => (
          <tr key={order.reference}>
            <td className={cell}>
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                aria-label={`Select ${order.reference}`}
                checked={selected.includes(order.reference)}
                onChange={(event) => toggle(order.reference, event.target.checked)}
              />
            </td>
            <td className={cell}>
              <OrderLink reference={order.reference} />
              {order.hold && (
                <span className="mt-1 block">
                  <Badge value={order.hold} />
                  <span className="sr-only">: do not ship without an override</span>
                </span>
              )}
            </td>
            <td className={cell}>
              <time dateTime={order.paidAt}>{when(order.paidAt)}</time>
              <span className="block text-xs text-slate-600">{age(order.paidAt, now)} ago</span>
            </td>
            <td className={cell}>
              {order.name ?? 'No address recorded'}
              {(order.city || order.country) && (
                <span className="block text-xs text-slate-600">
                  {[order.city, order.country && countryName(order.country)].filter(Boolean).join(', ')}
                </span>
              )}
            </td>
            <td className={cell}>{order.units}</td>
            <td className={cell}>{money(order.totalCents)}</td>
          </tr>
        )}
      />
      <ShipmentImport onImported={list.reload} />
    </>
  );
}

import type { Availability } from '../../../core/stock';
import { useT } from '../../i18n';

/** "Sold out" or "Only N left" under a price; nothing while plenty is left. `id` lets the buy buttons point at it. */
export function StockNote({ availability, id }: { availability: Availability; id?: string }) {
  const t = useT();
  if (availability.state === 'available') return null;
  const soldOut = availability.state === 'sold_out';
  return (
    <p
      id={id}
      className={`w-fit rounded-md px-2 py-0.5 text-sm font-semibold ${soldOut ? 'bg-slate-200 text-slate-900' : 'bg-amber-100 text-amber-900'}`}
    >
      {soldOut ? t('store.stock.soldOut') : t('store.stock.onlyLeft', { count: availability.left })}
    </p>
  );
}

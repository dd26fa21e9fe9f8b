import { useEffect, useState } from 'react';
import type { AccountOrder } from '../../../core/api/orders';
import { useT } from '../../i18n';
import { call } from '../../lib/api';
import { onDemand } from '../ui/on-demand';
import { card } from '../ui/styles';

/** A shopper with no order yet never downloads the table's code (issue 37's initial-JS budget). */
const OrderTable = onDemand(() => import('./OrderTable').then((m) => m.OrderTable));

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; orders: AccountOrder[] };

/** The orders placed while signed in, newest first. */
export function OrdersPanel() {
  const t = useT();
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
        {loaded.kind === 'loaded' && loaded.orders.length > 0 && <OrderTable orders={loaded.orders} />}
      </div>
    </section>
  );
}

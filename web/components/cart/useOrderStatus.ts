import { useEffect, useState } from 'react';
import type { OrderStatusAnswer } from '../../../core/api/orders';
import { ApiRequestError, call } from '../../lib/api';

export type { OrderStatusAnswer };

export type OrderStatusState =
  | { kind: 'none' }
  | { kind: 'loading' }
  /** `waiting`: still open and still being polled (the payment provider's webhook has not arrived yet). */
  | { kind: 'found'; order: OrderStatusAnswer; waiting: boolean }
  | { kind: 'missing' }
  | { kind: 'error' };

const POLL_INTERVAL_MS = 2000;
const MAX_READS = 6;

/**
 * The order behind /payment-success?session_id=… (a Stripe session id or, locally, the reference). An
 * open order is read again a few times, since Stripe's webhook can land a moment after the shopper.
 */
export function useOrderStatus(key: string | undefined): OrderStatusState & { retry(): void } {
  const [state, setState] = useState<OrderStatusState>(key ? { kind: 'loading' } : { kind: 'none' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!key) return;
    setState({ kind: 'loading' });
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reads = 0;
    const read = async () => {
      try {
        const order = await call('GET /api/orders/:reference', { params: { reference: key } });
        if (cancelled) return;
        reads += 1;
        const waiting = order.status === 'open' && reads < MAX_READS;
        setState({ kind: 'found', order, waiting });
        if (waiting) timer = setTimeout(read, POLL_INTERVAL_MS);
      } catch (error) {
        if (!cancelled) setState(error instanceof ApiRequestError && error.status === 404 ? { kind: 'missing' } : { kind: 'error' });
      }
    };
    void read();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

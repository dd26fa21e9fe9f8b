import { findOrdersWithoutSession } from '../db/orders';
import type { Db } from '../db/client';
import type { Logger } from '../lib/log';
import { orderClosedStatements, runStatements } from './fulfilment';

/**
 * An order is written, with its deal code or coupon reserved, before Stripe is asked for a Checkout
 * session; if Stripe fails, the order is marked failed and its code released. When D1 fails at that same
 * moment, the order stays open with no session, so no Stripe event will ever close it, and its code stays
 * held. Such orders are expired here once this old (a day leaves any late retry of the request alone).
 */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

/** Their statements run as one D1 batch; more wait for the next run. */
const MAX_PER_RUN = 100;

/** Run by the Cron Trigger (wrangler.toml): expires the abandoned orders and frees their codes. */
export async function sweepAbandonedOrders(db: Db, now: Date, log: Logger): Promise<number> {
  const abandoned = await findOrdersWithoutSession(db, new Date(now.getTime() - ABANDONED_AFTER_MS), MAX_PER_RUN);
  await runStatements(
    db,
    abandoned.flatMap((order) => orderClosedStatements(db, order.id, 'expired', now)),
  );
  if (abandoned.length > 0)
    log.warn('abandoned orders expired', { count: abandoned.length, references: abandoned.map((o) => o.reference) });
  return abandoned.length;
}

import { and, eq, gt, notExists, sql } from 'drizzle-orm';
import { inOrderVersion } from '../catalogue/versions';
import type { Db } from '../db/client';
import { findOrderWithLines } from '../db/orders';
import { emailDeliveries, orders } from '../db/schema';
import type { Logger } from '../lib/log';
import { type EmailJob, queueEmail } from '../mail/queue';
import { orderShippedEmail } from '../mail/templates/order-shipped';
import { orderPagePath } from '../../core/pages';

export interface ShipmentMailDeps {
  db: Db;
  /** Where the catalogue version that priced the order is (worker/catalogue/stored-documents.ts). */
  bucket: R2Bucket;
  queue: Queue<EmailJob>;
  /** The shop's public origin, for the link back to the order. */
  origin: string;
  log: Logger;
}

/**
 * Queues "your order has shipped" for a shipped order, once per shipment: its delivery record's dedupe key
 * picks the one call that queues it, so the console's action, a re-import and the hourly catch-up never
 * send it twice. False when nothing was queued (sent before, or no address to write to).
 */
export async function queueShippedEmail(deps: ShipmentMailDeps, reference: string): Promise<boolean> {
  const order = await findOrderWithLines(deps.db, reference);
  if (!order || order.reference !== reference || order.fulfilmentStatus === 'unfulfilled' || !order.shippedAt) return false;
  if (!order.customerEmail) {
    deps.log.info('shipped order has no e-mail address: no shipping e-mail', { reference });
    return false;
  }
  const orderUrl = deps.origin + orderPagePath(order);
  const to = order.customerEmail;
  const message = await inOrderVersion(deps, order, () => orderShippedEmail(order, to, orderUrl));
  return queueEmail(deps, message, {
    dedupeKey: `order-shipped:${order.id}:${order.shippedAt.getTime()}`,
    orderId: order.id,
  });
}

/** How far back the hourly run looks for shipped orders whose e-mail never got queued. */
const CATCH_UP_MS = 7 * 24 * 60 * 60_000;

/**
 * The hourly catch-up (wrangler.toml cron): a shipment whose e-mail the queue refused at the time (the
 * operator's action still stood) gets it now.
 */
export async function queueMissedShippedEmails(deps: ShipmentMailDeps, now: Date): Promise<number> {
  const missed = await deps.db
    .select({ reference: orders.reference })
    .from(orders)
    .where(
      and(
        gt(orders.shippedAt, new Date(now.getTime() - CATCH_UP_MS)),
        sql`${orders.customerEmail} is not null`,
        notExists(
          deps.db
            .select({ id: emailDeliveries.id })
            .from(emailDeliveries)
            .where(and(eq(emailDeliveries.orderId, orders.id), eq(emailDeliveries.kind, 'order_shipped'))),
        ),
      ),
    )
    .limit(100);
  let queued = 0;
  for (const { reference } of missed) if (await queueShippedEmail(deps, reference)) queued += 1;
  return queued;
}

import type { TimelineEntry } from '../../core/api/admin';
import { listAudit } from '../db/audit';
import type { Db } from '../db/client';
import { listOrderEmails } from '../db/console/emails';
import { type Order, listOrderEvents } from '../db/orders';

/** An order's life for the console, oldest first: placed, paid or closed, shipped, delivered or cancelled, refunds, disputes, fraud warnings, e-mails, operator actions. */
export async function orderTimeline(db: Db, order: Order): Promise<TimelineEntry[]> {
  const [events, emails, audit] = await Promise.all([
    listOrderEvents(db, order.id),
    listOrderEmails(db, order.id),
    listAudit(db, { limit: 200, offset: 0, target: { type: 'order', id: order.reference } }),
  ]);
  const entries: TimelineEntry[] = [{ at: order.createdAt.toISOString(), kind: 'placed' }];
  if (order.paidAt) entries.push({ at: order.paidAt.toISOString(), kind: 'paid' });
  if ((order.status === 'failed' || order.status === 'expired') && order.updatedAt)
    entries.push({ at: order.updatedAt.toISOString(), kind: order.status });
  if (order.shippedAt)
    entries.push({ at: order.shippedAt.toISOString(), kind: 'shipped', carrier: order.carrier, trackingNumber: order.trackingNumber });
  if (order.deliveredAt) entries.push({ at: order.deliveredAt.toISOString(), kind: 'delivered' });
  if (order.cancelledAt) entries.push({ at: order.cancelledAt.toISOString(), kind: 'cancelled' });
  if (order.fraudWarningAt) entries.push({ at: order.fraudWarningAt.toISOString(), kind: 'fraud_warning' });
  for (const event of events) {
    const at = event.createdAt.toISOString();
    if (event.kind === 'refund') entries.push({ at, kind: 'refund', refundedCents: event.amountCents ?? 0 });
    else if (event.kind === 'refund_failed') entries.push({ at, kind: 'refund_failed', amountCents: event.amountCents ?? 0 });
    else if (event.status) entries.push({ at, kind: 'dispute', status: event.status });
  }
  for (const email of emails)
    entries.push({
      at: (email.sentAt ?? email.updatedAt ?? email.createdAt).toISOString(),
      kind: 'email',
      emailKind: email.kind,
      status: email.status,
      to: email.to,
    });
  for (const row of audit.rows)
    entries.push({
      at: row.createdAt.toISOString(),
      kind: 'operator',
      action: row.action,
      operator: row.operatorEmail,
      details: row.details,
    });
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

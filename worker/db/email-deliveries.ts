import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from './client';
import { type EmailKind, emailDeliveries, orders } from './schema';

export type EmailDelivery = typeof emailDeliveries.$inferSelect;

/** Records an e-mail about to be queued; false when its dedupe key was taken first (it is queued already). */
export async function insertEmailDelivery(
  db: Db,
  delivery: { id: string; kind: EmailKind; to: string; subject: string; dedupeKey?: string; orderId?: string; now: Date },
): Promise<boolean> {
  const written = await db
    .insert(emailDeliveries)
    .values({
      id: delivery.id,
      kind: delivery.kind,
      to: delivery.to,
      subject: delivery.subject,
      dedupeKey: delivery.dedupeKey ?? null,
      orderId: delivery.orderId ?? null,
      createdAt: delivery.now,
      updatedAt: delivery.now,
    })
    .onConflictDoNothing({ target: emailDeliveries.dedupeKey })
    .returning({ id: emailDeliveries.id });
  return written.length === 1;
}

/** The queue refused the message: the record goes, so the next attempt (a Stripe redelivery…) can claim it again. */
export async function deleteEmailDelivery(db: Db, id: string): Promise<void> {
  await db.delete(emailDeliveries).where(eq(emailDeliveries.id, id));
}

export async function findEmailDelivery(db: Db, id: string): Promise<EmailDelivery | undefined> {
  return db.select().from(emailDeliveries).where(eq(emailDeliveries.id, id)).get();
}

/** The provider accepted it: sent, and an order confirmation marks its order, in one batch. */
export async function markEmailSent(db: Db, delivery: EmailDelivery, attempts: number, now: Date): Promise<void> {
  const sent = db
    .update(emailDeliveries)
    .set({ status: 'sent', attempts, sentAt: now, lastError: null, updatedAt: now })
    .where(and(eq(emailDeliveries.id, delivery.id), eq(emailDeliveries.status, 'queued')));
  if (delivery.kind === 'order_confirmation' && delivery.orderId) {
    await db.batch([
      sent,
      db
        .update(orders)
        .set({ confirmationSentAt: now })
        .where(and(eq(orders.id, delivery.orderId), isNull(orders.confirmationSentAt))),
    ]);
  } else {
    await sent;
  }
}

/** A try failed: still queued (another comes) or, after the last one, failed for good. */
export async function markEmailAttempt(
  db: Db,
  id: string,
  outcome: { attempts: number; error: string; final: boolean; now: Date },
): Promise<void> {
  await db
    .update(emailDeliveries)
    .set({
      status: outcome.final ? 'failed' : 'queued',
      attempts: outcome.attempts,
      lastError: outcome.error.slice(0, 500),
      updatedAt: outcome.now,
    })
    .where(and(eq(emailDeliveries.id, id), eq(emailDeliveries.status, 'queued')));
}

/** How many e-mails (to one address, or to anyone) are still waiting for the queue. */
export async function countQueuedEmails(db: Db, to?: string): Promise<number> {
  return db.$count(emailDeliveries, and(eq(emailDeliveries.status, 'queued'), to ? eq(emailDeliveries.to, to) : undefined));
}

/** Records of e-mails that are done (sent or failed) and older than `before`: addresses are not kept forever. */
export async function purgeEmailDeliveries(db: Db, before: Date): Promise<number> {
  const result = await db
    .delete(emailDeliveries)
    .where(and(inArray(emailDeliveries.status, ['sent', 'failed']), lt(emailDeliveries.createdAt, before)));
  return result.meta.changes;
}

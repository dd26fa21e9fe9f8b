import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { emailDeliveries, orders } from '../schema';
import { type PageRequest, addressAndStatus, paged } from './paged';

/** E-mail deliveries by any part of the recipient's address and a status, with their order's reference. */
export async function searchEmails(
  db: Db,
  filter: { q?: string; status?: (typeof emailDeliveries.$inferSelect)['status'] },
  page: PageRequest,
) {
  const where = addressAndStatus(emailDeliveries.to, emailDeliveries.status, filter);
  return paged(
    db
      .select({ delivery: emailDeliveries, orderReference: orders.reference })
      .from(emailDeliveries)
      .leftJoin(orders, eq(orders.id, emailDeliveries.orderId))
      .where(where)
      .orderBy(desc(emailDeliveries.createdAt), desc(emailDeliveries.id)),
    db.select({ total: count() }).from(emailDeliveries).where(where),
    page,
  );
}

export async function listOrderEmails(db: Db, orderId: string) {
  return db.select().from(emailDeliveries).where(eq(emailDeliveries.orderId, orderId)).orderBy(asc(emailDeliveries.createdAt));
}

/** The failed delivery's key freed for its retry (the delivery keeps its record, as failed). */
export function releaseDedupeKeyStatement(db: Db, id: string) {
  return db
    .update(emailDeliveries)
    .set({ dedupeKey: null })
    .where(and(eq(emailDeliveries.id, id), inArray(emailDeliveries.status, ['failed'])));
}

import { desc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { orders } from './schema';

/** The orders a signed-in shopper placed, newest first, as the account page lists them. */
export async function listOrdersOfUser(db: Db, userId: string, limit = 50) {
  return db
    .select({
      reference: orders.reference,
      kind: orders.kind,
      status: orders.status,
      totalCents: orders.totalCents,
      taxCents: orders.taxCents,
      currency: orders.currency,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      refundedCents: orders.refundedCents,
      disputeStatus: orders.disputeStatus,
      fulfilmentStatus: orders.fulfilmentStatus,
      shippedAt: orders.shippedAt,
      deliveredAt: orders.deliveredAt,
      cancelledAt: orders.cancelledAt,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit)
    .all();
}

import { type SQL, and, asc, count, eq, inArray, isNotNull, isNull, like, notInArray, or, sql } from 'drizzle-orm';
import { type Carrier, HOLDING_DISPUTE_STATUSES, SHIPPABLE_STATUSES } from '../../core/fulfilment';
import type { Db } from './client';
import { releaseCoupon, redeemCoupon } from './coupons';
import { releaseDealCode } from './deal-codes';
import type { Statement } from './orders';
import { releaseStockStatements, takeStockStatements } from './stock';
import { auditLog, orderLines, orders } from './schema';

/**
 * Fulfilment in D1: every change is one conditional UPDATE (it applies only from the state it leaves,
 * so it moves forward once), with the operator's audit row written in the same batch only if the change applied.
 */

/** Statuses in which an order may still be cancelled before it ships: paid, whatever was refunded since. */
const CANCELLABLE_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;

export interface AuditFacts {
  operatorEmail: string;
  action: string;
  reference: string;
  details: Record<string, unknown>;
  now: Date;
}

/** The audit row of a change, written only while `condition` holds (after the change, in the same batch). */
function auditWhen(db: Db, facts: AuditFacts, condition: SQL) {
  return db
    .insert(auditLog)
    .select(
      sql`select null, ${facts.operatorEmail}, ${facts.action}, 'order', ${facts.reference}, ${JSON.stringify(facts.details)}, ${facts.now.getTime()} where ${condition}`,
    );
}

const orderIs = (orderId: string, condition: SQL | undefined) =>
  sql`exists (select 1 from ${orders} where ${and(eq(orders.id, orderId), condition)})`;

/** No dispute that takes the money back (or may) and no early fraud warning: core/fulfilment.ts shippingHoldOf, in SQL. */
const notHeld = and(
  or(isNull(orders.disputeStatus), notInArray(orders.disputeStatus, [...HOLDING_DISPUTE_STATUSES])),
  isNull(orders.fraudWarningAt),
);

/**
 * unfulfilled → shipped, for a paid (or partly refunded) order, with its carrier and tracking number; an
 * order held by a dispute or a fraud warning only when the operator overrides the hold (`override`),
 * checked in the same statement, so a dispute recorded a moment before still stops it.
 */
export function shipStatements(
  db: Db,
  orderId: string,
  shipment: { carrier: Carrier; trackingNumber: string },
  audit: AuditFacts,
  override = false,
): Statement[] {
  const { now } = audit;
  return [
    db
      .update(orders)
      .set({
        fulfilmentStatus: 'shipped',
        shippedAt: now,
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        updatedAt: now,
      })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.fulfilmentStatus, 'unfulfilled'),
          inArray(orders.status, [...SHIPPABLE_STATUSES]),
          override ? undefined : notHeld,
        ),
      ),
    auditWhen(db, audit, orderIs(orderId, and(eq(orders.fulfilmentStatus, 'shipped'), eq(orders.shippedAt, now)))),
  ];
}

/** shipped → delivered. */
export function deliverStatements(db: Db, orderId: string, audit: AuditFacts): Statement[] {
  const { now } = audit;
  return [
    db
      .update(orders)
      .set({ fulfilmentStatus: 'delivered', deliveredAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.fulfilmentStatus, 'shipped'))),
    auditWhen(db, audit, orderIs(orderId, and(eq(orders.fulfilmentStatus, 'delivered'), eq(orders.deliveredAt, now)))),
    eraseClosedAddress(db, orderId),
  ];
}

/** unfulfilled → cancelled, for a paid order that has not shipped (its money is refunded by the caller). */
export function cancelStatements(db: Db, orderId: string, audit: AuditFacts): Statement[] {
  const { now } = audit;
  return [
    db
      .update(orders)
      .set({ fulfilmentStatus: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.fulfilmentStatus, 'unfulfilled'), inArray(orders.status, [...CANCELLABLE_STATUSES]))),
    auditWhen(db, audit, justCancelled(orderId, now)),
    eraseClosedAddress(db, orderId),
  ];
}

/** True for a statement later in the batch once cancelStatements has cancelled the order at `now`. */
export function justCancelled(orderId: string, now: Date): SQL {
  return orderIs(orderId, and(eq(orders.fulfilmentStatus, 'cancelled'), eq(orders.cancelledAt, now)));
}

/**
 * needs_review → paid, as the operator accepts the payment Stripe took: its coupon is redeemed as a payment
 * redeems it (its deal code and units stay the order's), with the audit row, only if the order was still in review.
 */
export function acceptReviewStatements(db: Db, orderId: string, units: ReadonlyMap<string, number>, audit: AuditFacts): Statement[] {
  const { now } = audit;
  const accepted = orderIs(orderId, and(eq(orders.status, 'paid'), eq(orders.updatedAt, now)));
  return [
    // Units the payment could not take then are taken now, if the shelf has them; without them it stays in review.
    ...takeStockStatements(db, orderId, units, now, 'needs_review'),
    db
      .update(orders)
      .set({ status: 'paid', updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'needs_review'), isNotNull(orders.stockTakenAt))),
    redeemCoupon(db, orderId, now, accepted),
    auditWhen(db, audit, accepted),
  ];
}

/**
 * needs_review → refunded and cancelled, as the operator refunds the payment and closes the order (its
 * money goes back after this batch): its units, deal code and coupon are freed, with the audit row, once.
 */
export function closeReviewStatements(db: Db, orderId: string, audit: AuditFacts): Statement[] {
  const { now } = audit;
  const closed = orderIs(
    orderId,
    and(eq(orders.status, 'refunded'), eq(orders.fulfilmentStatus, 'cancelled'), eq(orders.cancelledAt, now)),
  );
  return [
    db
      .update(orders)
      .set({ status: 'refunded', fulfilmentStatus: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'needs_review'), eq(orders.fulfilmentStatus, 'unfulfilled'))),
    ...releaseStockStatements(db, orderId, closed, now),
    releaseDealCode(db, orderId, closed),
    releaseCoupon(db, orderId, closed),
    auditWhen(db, audit, closed),
    eraseClosedAddress(db, orderId),
  ];
}

/** A deleted account's order that has arrived (or will never ship) loses its address, all but country and state. */
export function eraseClosedAddress(db: Db, orderId: string) {
  return db
    .update(orders)
    .set({ shipName: null, shipLine1: null, shipLine2: null, shipCity: null, shipPostalCode: null, shipPhone: null })
    .where(and(eq(orders.id, orderId), eq(orders.eraseAddressOnClose, true), inArray(orders.fulfilmentStatus, ['delivered', 'cancelled'])));
}

/** Orders waiting to be shipped: paid or partly refunded, not fulfilled. */
const toShip = and(eq(orders.fulfilmentStatus, 'unfulfilled'), inArray(orders.status, [...SHIPPABLE_STATUSES]));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const likeEscaped = (column: SQL | Parameters<typeof like>[0], pattern: string) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;

/** The "To ship" queue, oldest payment first: a page of it and the total; `q` matches a reference's start, an e-mail or a name. */
export async function searchShippingQueue(db: Db, q: string | undefined, page: { limit: number; offset: number }) {
  const text = q?.trim();
  const where = and(
    toShip,
    text
      ? or(
          likeEscaped(orders.reference, `${escapeLike(text.toUpperCase())}%`),
          likeEscaped(sql`lower(${orders.customerEmail})`, `%${escapeLike(text.toLowerCase())}%`),
          likeEscaped(sql`lower(${orders.shipName})`, `%${escapeLike(text.toLowerCase())}%`),
        )
      : undefined,
  );
  // Written out: inside a select list Drizzle names columns without their table, which a correlated subquery needs.
  const units = sql<number>`(select coalesce(sum(order_lines.quantity), 0) from order_lines where order_lines.order_id = orders.id)`;
  const [items, [{ total }]] = await db.batch([
    db
      .select({ order: orders, units })
      .from(orders)
      .where(where)
      .orderBy(asc(orders.paidAt), asc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { items, total };
}

/** The whole queue in slices after a paid time and id, for the CSV export. */
export async function shippingQueueAfter(db: Db, after: { paidAt: Date; id: string } | null, limit: number) {
  const from = after
    ? or(sql`${orders.paidAt} > ${after.paidAt.getTime()}`, and(eq(orders.paidAt, after.paidAt), sql`${orders.id} > ${after.id}`))
    : undefined;
  return db.select().from(orders).where(and(toShip, from)).orderBy(asc(orders.paidAt), asc(orders.id)).limit(limit);
}

/** Orders and their lines by reference, for packing slips and the shipment import. */
export async function ordersWithLines(db: Db, references: readonly string[]) {
  if (references.length === 0) return [];
  const [found, lines] = await db.batch([
    db
      .select()
      .from(orders)
      .where(inArray(orders.reference, [...references])),
    db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          db
            .select({ id: orders.id })
            .from(orders)
            .where(inArray(orders.reference, [...references])),
        ),
      )
      .orderBy(asc(orderLines.id)),
  ]);
  return found.map((order) => ({ ...order, lines: lines.filter((line) => line.orderId === order.id) }));
}

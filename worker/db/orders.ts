import { SQL, and, asc, eq, getTableColumns, inArray, is, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { mailboxOf } from '../../core/validation';
import type { ShippingAddress } from '../../core/validation/address';
import type { Db } from './client';
import { type DisputeStatus, type OrderStatus, orderEvents, orderLines, orders } from './schema';

export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
export type NewOrder = typeof orders.$inferInsert & { id: string };
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;
export type Statement = BatchItem<'sqlite'>;

/**
 * `INSERT … SELECT … WHERE condition`: writes the row only if the condition holds when the statement
 * runs. Drizzle's insert-select names every column in table order (these tables have no generated
 * columns), so each gets its value, else its default, else null (an integer primary key then takes the
 * next rowid). Values are bound through their columns, so dates are stored as Drizzle stores them;
 * `computed` columns take an SQL expression evaluated as the row is written.
 */
export function insertWhere<T extends SQLiteTable>(
  db: Db,
  table: T,
  row: T['$inferInsert'],
  condition: SQL,
  computed: Partial<Record<keyof T['$inferInsert'], SQL>> = {},
) {
  const values = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const expression = (computed as Record<string, SQL | undefined>)[key];
    if (expression) return expression;
    const value = (row as Record<string, unknown>)[key];
    if (value !== undefined) return sql.param(value, column);
    if (column.default === undefined) return sql`null`;
    return is(column.default, SQL) ? column.default : sql.param(column.default, column);
  });
  return db.insert(table).select(sql`select ${sql.join(values, sql`, `)} where ${condition}`);
}

/**
 * The statements that write an order and its line snapshot. With `onlyIf`, nothing is written unless
 * the condition holds — e.g. a deal code reserved earlier in the same batch, the stock — so a lost race
 * leaves no half-made order behind. One statement per line keeps each under D1's 100 bound parameters.
 */
export function insertOrderStatements(db: Db, order: NewOrder, lines: readonly NewOrderLine[], onlyIf?: SQL): Statement[] {
  const orderExists = sql`exists (select 1 from ${orders} where ${orders.id} = ${order.id})`;
  return [
    onlyIf ? insertWhere(db, orders, order, onlyIf) : db.insert(orders).values(order),
    ...lines.map((line) => insertWhere(db, orderLines, { ...line, orderId: order.id }, orderExists)),
  ];
}

/** True when the order is in one of these states (as a statement later in a batch sees it). */
export function orderHasStatus(orderId: string, statuses: readonly OrderStatus[]): SQL {
  return sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${inArray(orders.status, [...statuses])})`;
}

export function setProviderSession(db: Db, orderId: string, providerSessionId: string, checkoutExpiresAt: Date | null) {
  return db.update(orders).set({ providerSessionId, checkoutExpiresAt, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

export interface PaymentFacts {
  paidAt: Date;
  customerEmail?: string | null;
  /** Where the order ships, as Checkout (or the local test-payment page) collected it. */
  address?: ShippingAddress | null;
  /** Sales tax Stripe computed and charged on top of the order's total. */
  taxCents?: number;
  /** Recorded if the order does not have it yet (the session was created but saving its id failed). */
  providerSessionId?: string;
  /** Stripe's PaymentIntent, which later refunds and disputes name. */
  providerPaymentId?: string | null;
}

/**
 * Records the payment: open → `status` (paid or sold_out as the stock decides, worker/orders/fulfilment.ts;
 * or needs_review: the payment is not the order's). Any other state is left alone: a paid order stays paid,
 * a closed one stays closed.
 */
export function markOrderPaid(db: Db, orderId: string, facts: PaymentFacts, status: 'needs_review' | SQL) {
  return db
    .update(orders)
    .set({
      status,
      paidAt: facts.paidAt,
      updatedAt: facts.paidAt,
      ...(facts.customerEmail ? buyerColumns(facts.customerEmail) : {}),
      ...(facts.address ? addressColumns(facts.address) : {}),
      ...(facts.taxCents ? { taxCents: facts.taxCents } : {}),
      ...(facts.providerSessionId ? { providerSessionId: sql`coalesce(${orders.providerSessionId}, ${facts.providerSessionId})` } : {}),
      ...(facts.providerPaymentId ? { providerPaymentId: facts.providerPaymentId } : {}),
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'open')));
}

/**
 * The buyer's e-mail as the order's columns, unless the order's account was deleted while it was open
 * (`erase_address_on_close`, worker/db/account-data.ts): the payment then brings no e-mail or mailbox back,
 * only the address the carrier needs, which goes when the order is delivered or cancelled.
 */
function buyerColumns(email: string) {
  const unlessErased = (value: string) => sql`case when ${orders.eraseAddressOnClose} then null else ${value} end`;
  return { customerEmail: unlessErased(email), customerMailbox: unlessErased(mailboxOf(email)) };
}

/** An address as the order's columns. */
export function addressColumns(address: ShippingAddress) {
  return {
    shipName: address.name,
    shipLine1: address.line1,
    shipLine2: address.line2,
    shipCity: address.city,
    shipState: address.state,
    shipPostalCode: address.postalCode,
    shipCountry: address.country,
    shipPhone: address.phone,
  };
}

/** The order's shipping address, or null when none was recorded (or it was erased). */
export function addressOf(order: Order): ShippingAddress | null {
  if (!order.shipName || !order.shipLine1) return null;
  return {
    name: order.shipName,
    line1: order.shipLine1,
    line2: order.shipLine2,
    city: order.shipCity ?? '',
    state: order.shipState,
    postalCode: order.shipPostalCode ?? '',
    country: order.shipCountry ?? '',
    phone: order.shipPhone,
  };
}

/** Statuses of an order that was sold: its money moved and it counts as the buyer's order (a first order, a redeemed coupon). */
export const SETTLED_STATUSES = ['paid', 'needs_review', 'partially_refunded', 'refunded'] as const satisfies readonly OrderStatus[];

/**
 * Statuses an order has once its money has moved, so refunds and disputes apply to it: the settled ones, and
 * a sold-out order, whose payment came after the last units went and is refunded automatically.
 */
export const MONEY_MOVED_STATUSES = [...SETTLED_STATUSES, 'sold_out'] as const satisfies readonly OrderStatus[];

/** Dispute statuses that end a dispute: a report of the same second does not move the order back from one. */
const FINAL_DISPUTE_STATUSES: readonly DisputeStatus[] = ['won', 'lost', 'prevented'];

/**
 * The order takes the dispute's status Stripe reported at `reportedAt` (its event's `created`), unless it
 * holds a newer report: events come in no order. Within one second (Stripe's clock) an end beats a step
 * before it. The timeline gets a line when the status changes.
 */
export function orderDisputedStatements(
  db: Db,
  orderId: string,
  change: { status: DisputeStatus; reportedAt: Date; now: Date },
): Statement[] {
  const { status, reportedAt, now } = change;
  const newer = or(
    isNull(orders.disputeChangedAt),
    lt(orders.disputeChangedAt, reportedAt),
    FINAL_DISPUTE_STATUSES.includes(status)
      ? and(eq(orders.disputeChangedAt, reportedAt), notInArray(orders.disputeStatus, [...FINAL_DISPUTE_STATUSES]))
      : undefined,
  );
  const changes = and(eq(orders.id, orderId), newer);
  const statusChanges = and(changes, or(isNull(orders.disputeStatus), ne(orders.disputeStatus, status)));
  return [
    timelineRow(db, orderId, statusChanges, { kind: 'dispute', amountCents: null, status, now }),
    db.update(orders).set({ disputeStatus: status, disputeChangedAt: reportedAt, updatedAt: now }).where(changes),
  ];
}

/** Radar's early fraud warning on the order's charge: the first warning's time is kept (a repeat changes nothing). */
export function orderFraudWarnedStatement(db: Db, orderId: string, warning: { reportedAt: Date; now: Date }) {
  return db
    .update(orders)
    .set({ fraudWarningAt: warning.reportedAt, updatedAt: warning.now })
    .where(and(eq(orders.id, orderId), isNull(orders.fraudWarningAt)));
}

/** An order_events row (its columns in table order, the id chosen by SQLite), written only while `condition` holds for the order. */
function timelineRow(
  db: Db,
  orderId: string,
  condition: SQL | undefined,
  row: { kind: 'dispute'; amountCents: null; status: DisputeStatus; now: Date },
) {
  return db
    .insert(orderEvents)
    .select(
      sql`select null, ${orderId}, ${row.kind}, ${row.amountCents}, ${row.status}, ${row.now.getTime()} from ${orders} where ${condition}`,
    );
}

export async function listOrderEvents(db: Db, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export async function findOrderByPaymentId(db: Db, paymentIntentId: string): Promise<Order | undefined> {
  return db.select().from(orders).where(eq(orders.providerPaymentId, paymentIntentId)).get();
}

/** open → expired or failed; never from paid. */
export function markOrderClosed(db: Db, orderId: string, status: 'expired' | 'failed', now: Date) {
  return db
    .update(orders)
    .set({ status, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'open')));
}

/**
 * Stripe orders still open that never got a Checkout session id and were created before `before`: the
 * provider and D1 failed together when they were placed (worker/orders/sweep.ts).
 */
export async function findOrdersWithoutSession(db: Db, before: Date, limit: number): Promise<Pick<Order, 'id' | 'reference'>[]> {
  return db
    .select({ id: orders.id, reference: orders.reference })
    .from(orders)
    .where(and(eq(orders.status, 'open'), eq(orders.provider, 'stripe'), isNull(orders.providerSessionId), lt(orders.createdAt, before)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/** The open orders a browser placed (its checkout key, payments/checkout-token.ts) with this provider. */
export async function findOpenOrdersOfBrowser(
  db: Db,
  checkoutKey: string,
  provider: Order['provider'],
): Promise<Pick<Order, 'id' | 'reference' | 'providerSessionId'>[]> {
  return db
    .select({ id: orders.id, reference: orders.reference, providerSessionId: orders.providerSessionId })
    .from(orders)
    .where(and(eq(orders.checkoutKey, checkoutKey), eq(orders.status, 'open'), eq(orders.provider, provider)));
}

/**
 * Stripe orders still open whose Checkout session expired before `before`: Stripe's event saying how the session
 * ended never arrived (retries stop after three days, a disabled endpoint gets none), so the sweep asks Stripe.
 */
export async function findLapsedCheckouts(
  db: Db,
  before: Date,
  limit: number,
): Promise<Pick<Order, 'id' | 'reference' | 'providerSessionId'>[]> {
  return db
    .select({ id: orders.id, reference: orders.reference, providerSessionId: orders.providerSessionId })
    .from(orders)
    .where(and(eq(orders.status, 'open'), eq(orders.provider, 'stripe'), lt(orders.checkoutExpiresAt, before)))
    .orderBy(asc(orders.checkoutExpiresAt))
    .limit(limit);
}

/** Sold-out orders whose payment has not all gone back yet (the refund failed, or is still on its way), placed before `before`. */
export async function findUnsettledSoldOut(db: Db, before: Date, limit: number): Promise<Pick<Order, 'reference'>[]> {
  return db
    .select({ reference: orders.reference })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'sold_out'),
        sql`${orders.refundedCents} < ${orders.totalCents} + ${orders.taxCents}`,
        lt(orders.paidAt, before),
      ),
    )
    .orderBy(asc(orders.paidAt))
    .limit(limit);
}

/** Whether this mailbox has an order whose money moved (paid, even if refunded since): it is not a first order any more. */
export async function hasSettledOrder(db: Db, mailbox: string): Promise<boolean> {
  const row = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerMailbox, mailbox), inArray(orders.status, [...SETTLED_STATUSES])))
    .limit(1)
    .get();
  return row !== undefined;
}

/**
 * Whether a paid (even if refunded since) order used a coupon of the mailbox with this keyed hash
 * (payments/coupon-redeemed.ts): still true after the account that placed it was deleted.
 */
export async function hasRedeemedCoupon(db: Db, mailboxHash: string): Promise<boolean> {
  const row = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.couponMailboxHash, mailboxHash), inArray(orders.status, [...SETTLED_STATUSES])))
    .limit(1)
    .get();
  return row !== undefined;
}

export async function findOrderById(db: Db, id: string): Promise<Order | undefined> {
  return db.select().from(orders).where(eq(orders.id, id)).get();
}

export async function findOrderByReference(db: Db, reference: string): Promise<Order | undefined> {
  return db.select().from(orders).where(eq(orders.reference, reference)).get();
}

/**
 * An order and its lines by the key the shopper holds: the reference, or (back from Stripe) the
 * Checkout session id that /payment-success?session_id= carries. One round trip.
 */
export async function findOrderWithLines(db: Db, key: string): Promise<(Order & { lines: OrderLine[] }) | undefined> {
  const match = or(eq(orders.reference, key), eq(orders.providerSessionId, key));
  const [found, lines] = await db.batch([
    db.select().from(orders).where(match).limit(1),
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, db.select({ id: orders.id }).from(orders).where(match)))
      .orderBy(asc(orderLines.id)),
  ]);
  return found[0] && { ...found[0], lines };
}

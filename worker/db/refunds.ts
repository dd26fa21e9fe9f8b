import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { MONEY_MOVED_STATUSES, type Statement } from './orders';
import { type RefundStatus, orderEvents, orderRefunds, orders } from './schema';

/** Where a refund status is in its life: a later one replaces an earlier one, never the reverse. */
const RANK: Record<RefundStatus, number> = { requires_action: 0, pending: 1, succeeded: 2, failed: 3, canceled: 3 };
const rankOf = (status: SQL | typeof orderRefunds.status) =>
  sql`(case ${status} when 'requires_action' then 0 when 'pending' then 1 when 'succeeded' then 2 else 3 end)`;

export interface RefundFacts {
  refundId: string;
  amountCents: number;
  status: RefundStatus;
  now: Date;
}

/**
 * One refund of an order as it now stands, for the webhook's batch: its row moves forward only, then the
 * order's refunded_cents becomes the sum of its refunds that have not failed or been canceled, and its
 * status follows (paid, partially_refunded or refunded; an order waiting for review keeps its status, and
 * one the operator closed from review, refunded before any refund was recorded, stays refunded: its refund
 * returns the payment Stripe took, which is not the order's total).
 * So events about one refund, in any order and any number of times, leave the order the same, and a
 * refund that fails after it succeeded stops counting. The timeline gets a row when the refund fails
 * and when more money is returned, and refund_failed_cents says what Stripe could not return, for the
 * operator to return another way. Each statement sees the ones before it in the batch.
 */
export function refundStatements(db: Db, orderId: string, refund: RefundFacts): Statement[] {
  const now = refund.now.getTime();
  const sumOf = (statuses: SQL) =>
    sql`(select coalesce(sum(${orderRefunds.amountCents}), 0) from ${orderRefunds} where ${orderRefunds.orderId} = ${orderId} and ${orderRefunds.status} ${statuses})`;
  const standing = sumOf(sql`not in ('failed', 'canceled')`);
  const failed = sumOf(sql`= 'failed'`);
  const moneyMoved = and(eq(orders.id, orderId), inArray(orders.status, [...MONEY_MOVED_STATUSES]));
  const failsNow =
    refund.status === 'failed'
      ? sql`not exists (select 1 from ${orderRefunds} where ${orderRefunds.refundId} = ${refund.refundId} and ${orderRefunds.status} = 'failed')`
      : sql`0`;
  return [
    db
      .insert(orderEvents)
      .select(
        sql`select null, ${orderId}, 'refund_failed', ${refund.amountCents}, null, ${now} from ${orders} where ${and(moneyMoved, failsNow)}`,
      ),
    db
      .insert(orderRefunds)
      .values({
        refundId: refund.refundId,
        orderId,
        amountCents: refund.amountCents,
        status: refund.status,
        createdAt: refund.now,
        updatedAt: refund.now,
      })
      .onConflictDoUpdate({
        target: orderRefunds.refundId,
        set: { status: refund.status, updatedAt: refund.now },
        setWhere: sql`${rankOf(orderRefunds.status)} < ${RANK[refund.status]}`,
      }),
    db
      .insert(orderEvents)
      .select(
        sql`select null, ${orderId}, 'refund', ${standing}, null, ${now} from ${orders} where ${and(moneyMoved, sql`${orders.refundedCents} < ${standing}`)}`,
      ),
    db
      .update(orders)
      .set({
        refundedCents: standing,
        refundFailedCents: failed,
        status: sql`case when ${orders.status} not in ('paid', 'partially_refunded', 'refunded') then ${orders.status}
          when ${orders.status} = 'refunded' and ${orders.refundedCents} = 0 and ${orders.refundFailedCents} = 0 and ${standing} > 0 then 'refunded'
          when ${standing} = 0 then 'paid'
          when ${standing} >= ${orders.totalCents} + ${orders.taxCents} then 'refunded'
          else 'partially_refunded' end`,
        updatedAt: refund.now,
      })
      .where(and(moneyMoved, sql`(${orders.refundedCents} != ${standing} or ${orders.refundFailedCents} != ${failed})`)),
  ];
}

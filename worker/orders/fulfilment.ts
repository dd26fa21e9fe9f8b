import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eraseClosedAddress } from '../db/fulfilment';
import { redeemCoupon, releaseCoupon } from '../db/coupons';
import { releaseDealCode } from '../db/deal-codes';
import { type PaymentFacts, type Statement, markOrderClosed, markOrderPaid, orderHasStatus } from '../db/orders';
import { releaseStockStatements, takeStockStatements } from '../db/stock';
import { orders } from '../db/schema';

/**
 * How an order ends, as D1 statements the caller runs in one batch: the Stripe webhook adds its
 * processed-event row to the same batch, the local test-payment page runs them alone. Every change is
 * conditional on the order still being `open`, so an order never moves backwards and a repeat is a no-op.
 */

/**
 * THE way an order's payment is recorded (webhook and local Pay alike), with the units its lines take
 * (worker/db/stock.ts orderUnits). If every limited product still has them: open → paid, the units leave
 * the shelf and the coupon is redeemed. If another payment took the last ones first: open → sold_out, the
 * deal code and coupon are free again, and the caller refunds the money and tells the buyer (./sold-out.ts).
 */
export function orderPaidStatements(db: Db, orderId: string, units: ReadonlyMap<string, number>, facts: PaymentFacts): Statement[] {
  const soldOut = orderHasStatus(orderId, ['sold_out']);
  return [
    ...takeStockStatements(db, orderId, units, facts.paidAt),
    markOrderPaid(db, orderId, facts, sql`case when ${orders.stockTakenAt} is not null then 'paid' else 'sold_out' end`),
    redeemCoupon(db, orderId, facts.paidAt, orderHasStatus(orderId, ['paid'])),
    releaseDealCode(db, orderId, soldOut),
    releaseCoupon(db, orderId, soldOut),
    // Nothing of a sold-out order will ship: it is cancelled, and a deleted account's address goes at once.
    db
      .update(orders)
      .set({ fulfilmentStatus: 'cancelled', cancelledAt: facts.paidAt })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'sold_out'), eq(orders.fulfilmentStatus, 'unfulfilled'))),
    eraseClosedAddress(db, orderId),
  ];
}

/**
 * open → needs_review: Stripe took money that is not the order's total (amount or currency). The payment's
 * facts are recorded and the units taken while they last; the coupon and deal code stay held, neither spent
 * nor freed, until the operator settles the order.
 */
export function orderNeedsReviewStatements(db: Db, orderId: string, units: ReadonlyMap<string, number>, facts: PaymentFacts): Statement[] {
  return [...takeStockStatements(db, orderId, units, facts.paidAt), markOrderPaid(db, orderId, facts, 'needs_review')];
}

/**
 * open → expired or failed; the deal code and coupon the order held become available again, and the units of
 * an order placed when checkouts still took them.
 */
export function orderClosedStatements(db: Db, orderId: string, status: 'expired' | 'failed', now: Date): Statement[] {
  const ended = orderHasStatus(orderId, ['expired', 'failed']);
  return [
    markOrderClosed(db, orderId, status, now),
    releaseDealCode(db, orderId, ended),
    releaseCoupon(db, orderId, ended),
    ...releaseStockStatements(db, orderId, ended, now),
  ];
}

/** Runs statements as one D1 transaction. */
export async function runStatements(db: Db, statements: readonly Statement[]): Promise<void> {
  if (statements.length > 0) await db.batch(statements as [Statement, ...Statement[]]);
}

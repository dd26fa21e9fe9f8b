import type { Db } from '../db/client';
import { redeemCoupon, releaseCoupon } from '../db/coupons';
import { releaseDealCode } from '../db/deal-codes';
import { type PaymentFacts, type Statement, markOrderClosed, markOrderPaid, orderHasStatus } from '../db/orders';
import { releaseStockStatements } from '../db/stock';

/**
 * How an order ends, as D1 statements the caller runs in one batch: the Stripe webhook adds its
 * processed-event row to the same batch, the local test-payment page runs them alone. Every change is
 * conditional on the order still being `open`, so an order never moves backwards and a repeat is a no-op.
 */

/** THE way an order becomes paid (webhook and local Pay alike): open → paid, its coupon redeemed. */
export function orderPaidStatements(db: Db, orderId: string, facts: PaymentFacts): Statement[] {
  return [markOrderPaid(db, orderId, facts), redeemCoupon(db, orderId, facts.paidAt, orderHasStatus(orderId, ['paid']))];
}

/**
 * open → needs_review: Stripe took money that is not the order's total (amount or currency). The payment's
 * facts are recorded; the coupon, deal code and stock stay held, neither spent nor freed, until the operator
 * settles the order by hand.
 */
export function orderNeedsReviewStatements(db: Db, orderId: string, facts: PaymentFacts): Statement[] {
  return [markOrderPaid(db, orderId, facts, 'needs_review')];
}

/** open → expired or failed; the deal code, coupon and stock units the order held become available again. */
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

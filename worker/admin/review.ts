import { auditStatement } from '../db/audit';
import { acceptReviewStatements, closeReviewStatements } from '../db/fulfilment';
import { type Order, findOrderById } from '../db/orders';
import { orderUnits, shortProducts } from '../db/stock';
import type { Operator } from '../lib/app-env';
import { ApiError } from '../lib/errors';
import { runStatements } from '../orders/fulfilment';
import { isStripeRefusal, stripeClient } from '../payments/stripe-client';
import type { RefundDeps } from './refund';

/**
 * Settling an order in review (Stripe took a payment that is not the order's: docs/payments.md). Until the
 * operator does, the order holds its units and its deal code or coupon; these are the two ways out.
 */

const notInReview = (order: Order) =>
  new ApiError(409, 'order_not_in_review', 'Only an order waiting for review can be settled this way', {
    status: order.status,
    fulfilment: order.fulfilmentStatus,
  });

/**
 * Accept as paid: the operator compared the payment in Stripe's Dashboard and keeps it. The order becomes
 * paid (its coupon redeemed as a payment redeems it), audited; the caller then queues the confirmation e-mail.
 * Units the payment could not take (the shelf was short then) are taken now; still short: 409 `out_of_stock`.
 */
export async function acceptReviewedPayment(deps: RefundDeps, order: Order, operator: Operator): Promise<Order> {
  if (order.status !== 'needs_review') throw notInReview(order);
  const audit = { operatorEmail: operator.email, action: 'order.accept_payment', reference: order.reference, details: {}, now: deps.now };
  await runStatements(deps.db, acceptReviewStatements(deps.db, order.id, await orderUnits(deps.db, order.id), audit));
  const after = (await findOrderById(deps.db, order.id)) ?? order;
  if (after.status === 'needs_review' && after.stockTakenAt === null)
    throw new ApiError(409, 'out_of_stock', 'Too few units are left to fill this order: restock, or refund and close it', {
      products: await shortProducts(deps.db, await orderUnits(deps.db, order.id)),
    });
  if (after.status !== 'paid' || after.updatedAt?.getTime() !== deps.now.getTime()) throw notInReview(after);
  return after;
}

/** A Stripe order closed from review whose refund Stripe has not reported yet: refunded with nothing recorded as refunded. */
export const reviewRefundPending = (order: Order) =>
  order.status === 'refunded' &&
  order.fulfilmentStatus === 'cancelled' &&
  order.refundedCents === 0 &&
  order.refundFailedCents === 0 &&
  order.provider === 'stripe' &&
  order.providerPaymentId !== null;

/**
 * Refund and close: the order is claimed first (refunded and cancelled, its units, deal code and coupon
 * freed, audited, in one batch), then the whole payment Stripe took is refunded: not the order's total,
 * which it did not match. A local test payment moved no money. If Stripe fails, the order stays closed
 * and the console offers the refund again: the same request under the same key, so it is made once.
 */
export async function refundAndCloseReview(
  deps: RefundDeps,
  order: Order,
  operator: Operator,
): Promise<{ order: Order; refund: 'requested' | 'none' }> {
  const retry = reviewRefundPending(order);
  if (!retry) {
    if (order.status !== 'needs_review' || order.fulfilmentStatus !== 'unfulfilled') throw notInReview(order);
    const audit = {
      operatorEmail: operator.email,
      action: 'order.refund_and_close',
      reference: order.reference,
      details: {},
      now: deps.now,
    };
    await runStatements(deps.db, closeReviewStatements(deps.db, order.id, audit));
  }
  const closed = (await findOrderById(deps.db, order.id)) ?? order;
  if (!retry && closed.cancelledAt?.getTime() !== deps.now.getTime()) throw notInReview(closed);
  if (closed.provider === 'local' || !closed.providerPaymentId) return { order: closed, refund: 'none' };

  const stripe = stripeClient(deps.env);
  if (!stripe) throw new ApiError(503, 'payments_unavailable', 'No payment provider is configured');
  const audited = (action: string) =>
    auditStatement(deps.db, {
      operatorEmail: operator.email,
      action,
      targetType: 'order',
      targetId: order.reference,
      details: { provider: 'stripe', whole: true },
      now: deps.now,
    });
  await audited('order.refund');
  try {
    const refund = await stripe.refunds.create(
      { payment_intent: closed.providerPaymentId, reason: 'requested_by_customer', metadata: { order_reference: order.reference } },
      // The order is closed once, so its refund is one request: a retry after a failure is that refund.
      { idempotencyKey: `review-close-${order.id}-refund` },
    );
    deps.log.info('refund of an order closed from review requested', { reference: order.reference, refundId: refund.id });
  } catch (error) {
    deps.log.error('Stripe refused or failed the refund of an order closed from review', { reference: order.reference, error });
    await audited('order.refund_failed');
    if (isStripeRefusal(error)) throw new ApiError(502, 'payment_provider_error', 'Stripe refused the refund');
    throw new ApiError(502, 'payments_unavailable', 'Stripe is unreachable or failing');
  }
  return { order: closed, refund: 'requested' };
}

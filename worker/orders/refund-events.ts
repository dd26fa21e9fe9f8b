import type Stripe from 'stripe';
import { refundStatements } from '../db/refunds';
import { REFUND_STATUSES, type RefundStatus } from '../../core/statuses';
import type { StripeEventContext, StripeEventHandlers } from '../payments/stripe-events';
import { orderOfPayment } from './order-of-payment';

/**
 * Money returned after checkout, refund by refund: refunds made by the console or in Stripe's Dashboard
 * alike (https://docs.stripe.com/refunds). Every refund sends refund.created (since 2024-10-28.acacia, for
 * all refunds), and its later changes refund.updated; one that fails sends refund.failed and, for some
 * payment methods, charge.refund.updated (https://docs.stripe.com/refunds#failed-refunds). Each carries
 * the refund as it is then; the order keeps the latest state of each (worker/db/refunds.ts). The order
 * keeps what it was sold at, and its deal code or coupon stays spent.
 */
export const refundEventHandlers: StripeEventHandlers = {
  'refund.created': (event, ctx) => refundChanged(event.data.object, event, ctx),
  'refund.updated': (event, ctx) => refundChanged(event.data.object, event, ctx),
  'refund.failed': (event, ctx) => refundChanged(event.data.object, event, ctx),
  'charge.refund.updated': (event, ctx) => refundChanged(event.data.object, event, ctx),
};

async function refundChanged(refund: Stripe.Refund, event: Stripe.Event, ctx: StripeEventContext) {
  const status = statusOf(refund.status);
  if (!status) {
    ctx.log.error('refund in a status the shop does not know: check it in Stripe', {
      eventId: event.id,
      refundId: refund.id,
      status: refund.status,
    });
    return [];
  }
  const order = await orderOfPayment(refund.payment_intent, event, ctx);
  if (!order) return [];
  if (status === 'failed') {
    ctx.log.error('a refund failed: Stripe could not return the money, return it another way', {
      reference: order.reference,
      refundId: refund.id,
      amountCents: refund.amount,
      reason: refund.failure_reason,
    });
  }
  return refundStatements(ctx.db, order.id, { refundId: refund.id, amountCents: refund.amount, status, now: ctx.now });
}

function statusOf(status: string | null): RefundStatus | null {
  return (REFUND_STATUSES as readonly (string | null)[]).includes(status) ? (status as RefundStatus) : null;
}

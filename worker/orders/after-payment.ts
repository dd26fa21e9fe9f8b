import type Stripe from 'stripe';
import { type Order, SETTLED_STATUSES, findOrderByPaymentId, orderDisputedStatements, orderRefundedStatements } from '../db/orders';
import type { DisputeStatus } from '../db/schema';
import { ApiError } from '../lib/errors';
import type { StripeEventContext, StripeEventHandlers } from '../payments/stripe-events';

/**
 * Money after checkout: refunds (made in Stripe's Dashboard or by the shop) and card disputes, found by
 * the PaymentIntent the paid order recorded. The order keeps what it was sold at and moves forward only;
 * its deal code or coupon stays spent (only orders that end unpaid give theirs back).
 */
export const afterPaymentEventHandlers: StripeEventHandlers = {
  'charge.refunded': async (event, ctx) => {
    const charge = event.data.object;
    const order = await settledOrderOf(charge.payment_intent, event, ctx);
    if (!order) return [];
    return orderRefundedStatements(ctx.db, order.id, { refundedCents: charge.amount_refunded, full: charge.refunded, now: ctx.now });
  },
  'charge.dispute.created': (event, ctx) => disputed(event.data.object, 'open', event, ctx),
  'charge.dispute.closed': (event, ctx) => disputed(event.data.object, outcomeOf(event.data.object.status), event, ctx),
};

/** won, or an inquiry closed without a chargeback: the charge stands. lost: the bank took the money back. */
function outcomeOf(status: Stripe.Dispute.Status): DisputeStatus {
  return status === 'lost' ? 'lost' : status === 'won' || status === 'warning_closed' ? 'won' : 'open';
}

async function disputed(dispute: Stripe.Dispute, status: DisputeStatus, event: Stripe.Event, ctx: StripeEventContext) {
  const order = await settledOrderOf(dispute.payment_intent, event, ctx);
  if (!order) return [];
  if (status !== 'open') ctx.log.warn('card dispute closed', { orderId: order.id, reference: order.reference, outcome: status });
  else ctx.log.warn('card dispute opened: respond in the Stripe Dashboard', { orderId: order.id, reference: order.reference, disputeId: dispute.id });
  return orderDisputedStatements(ctx.db, order.id, status, ctx.now);
}

/**
 * The paid order a charge belongs to. A charge of no order of ours (a membership invoice) is ignored. An
 * order still `open` has not heard of its payment yet (events arrive in any order): the event is refused
 * with 503 and not recorded, and Stripe delivers it again after the payment.
 */
async function settledOrderOf(paymentIntent: string | Stripe.PaymentIntent | null, event: Stripe.Event, ctx: StripeEventContext): Promise<Order | undefined> {
  const id = typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id;
  const order = id ? await findOrderByPaymentId(ctx.db, id) : undefined;
  if (!order) {
    ctx.log.info('charge event for no order', { eventId: event.id, type: event.type });
    return undefined;
  }
  if (order.status === 'open') {
    ctx.log.warn('charge event before the payment was recorded; Stripe will retry', { eventId: event.id, orderId: order.id });
    throw new ApiError(503, 'order_not_paid_yet', 'The order of this charge has not recorded its payment yet');
  }
  if (!(SETTLED_STATUSES as readonly string[]).includes(order.status)) {
    ctx.log.error('charge event for an order closed unpaid: check it by hand', { eventId: event.id, type: event.type, orderId: order.id, status: order.status });
    return undefined;
  }
  return order;
}

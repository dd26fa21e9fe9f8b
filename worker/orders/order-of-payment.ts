import type Stripe from 'stripe';
import { type Order, MONEY_MOVED_STATUSES, findOrderById, findOrderByPaymentId } from '../db/orders';
import { ApiError } from '../lib/errors';
import { isAnotherEnvironments, provenanceOf } from '../payments/environment-marker';
import type { StripeEventContext } from '../payments/stripe-events';

/**
 * The paid order a payment (a PaymentIntent) was made for, for Stripe's money events after checkout:
 * refunds and disputes. Found by the PaymentIntent the paid order recorded or, when no order has recorded
 * it, by the Checkout session that made it, asked of Stripe: Stripe sends events in no order, so a refund
 * or a dispute can arrive before the payment it is about. Such an event, and one for an order still `open`,
 * is refused with 503 and not recorded; Stripe delivers it again after the payment. A payment of no order
 * of the shop (a membership's invoice) is ignored, as is one for an order that ended unpaid (a person
 * settles that one by hand).
 */
export async function orderOfPayment(
  paymentIntent: string | Stripe.PaymentIntent | null,
  event: Stripe.Event,
  ctx: StripeEventContext,
): Promise<Order | undefined> {
  const id = typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id;
  const order = id ? ((await findOrderByPaymentId(ctx.db, id)) ?? (await orderOfCheckout(id, ctx))) : undefined;
  if (!order) {
    ctx.log.info('money event for no order of the shop', { eventId: event.id, type: event.type, paymentIntent: id });
    return undefined;
  }
  if (order.status === 'open') {
    ctx.log.warn('money event before the payment was recorded; Stripe will retry', {
      eventId: event.id,
      type: event.type,
      orderId: order.id,
    });
    throw new ApiError(503, 'order_not_paid_yet', 'The order of this payment has not recorded its payment yet');
  }
  if (!(MONEY_MOVED_STATUSES as readonly string[]).includes(order.status)) {
    ctx.log.error('money event for an order closed unpaid: check it by hand', {
      eventId: event.id,
      type: event.type,
      orderId: order.id,
      status: order.status,
    });
    return undefined;
  }
  return order;
}

/** The shop's order whose Checkout session made this PaymentIntent, if any (https://docs.stripe.com/api/checkout/sessions/list). */
async function orderOfCheckout(paymentIntent: string, ctx: StripeEventContext): Promise<Order | undefined> {
  const stripe = ctx.stripe();
  if (!stripe) throw new ApiError(503, 'payments_unavailable', 'Without Stripe the order of this payment cannot be looked up');
  let sessions: Stripe.Checkout.Session[];
  try {
    sessions = (await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 })).data;
  } catch (error) {
    const unavailable = new ApiError(503, 'payments_unavailable', 'Stripe could not say which Checkout session made this payment');
    unavailable.cause = error;
    throw unavailable;
  }
  const session = sessions[0];
  if (
    session?.mode !== 'payment' ||
    !session.metadata?.order_reference ||
    isAnotherEnvironments(session.metadata, ctx, { sessionId: session.id })
  )
    return undefined;
  const orderId = session.client_reference_id ?? session.metadata.order_id;
  const order = orderId ? await findOrderById(ctx.db, orderId) : undefined;
  // A session carrying this deployment's marker was opened by it after writing its order; an unmarked one
  // (opened before markers existed) is ours only if its order is here.
  if (!order && provenanceOf(session.metadata, ctx) === 'ours')
    throw new ApiError(503, 'order_not_found', 'The order of this payment is not readable yet');
  return order;
}

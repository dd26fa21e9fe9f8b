import type Stripe from 'stripe';
import { type Order, findOrderById } from '../db/orders';
import type { StripeEventContext, StripeEventHandlers } from '../payments/stripe-events';
import { orderClosedStatements, orderPaidStatements } from './fulfilment';

/**
 * What Stripe's Checkout events mean for orders (Checkout in `payment` mode; memberships handle their
 * own `subscription` sessions). A session paid by card completes as `paid`; a delayed method (bank
 * debit…) completes `unpaid` and later sends async_payment_succeeded or _failed.
 */
export const orderEventHandlers: StripeEventHandlers = {
  'checkout.session.completed': async (event, ctx) => {
    const session = event.data.object;
    if (session.payment_status === 'unpaid') return [];
    return paid(session, ctx);
  },
  'checkout.session.async_payment_succeeded': (event, ctx) => paid(event.data.object, ctx),
  'checkout.session.async_payment_failed': (event, ctx) => closed(event.data.object, 'failed', ctx),
  'checkout.session.expired': (event, ctx) => closed(event.data.object, 'expired', ctx),
};

async function paid(session: Stripe.Checkout.Session, ctx: StripeEventContext) {
  const order = await orderOf(session, ctx);
  if (!order) return [];
  if (session.amount_total !== order.totalCents) {
    // The money has moved, so the order is still recorded as paid; someone must look at it.
    ctx.log.error('Stripe charged a different total than the order', {
      orderId: order.id,
      orderTotal: order.totalCents,
      amountTotal: session.amount_total,
    });
  }
  return orderPaidStatements(ctx.db, order.id, {
    paidAt: ctx.now,
    customerEmail: session.customer_details?.email,
    providerSessionId: session.id,
  });
}

async function closed(session: Stripe.Checkout.Session, status: 'expired' | 'failed', ctx: StripeEventContext) {
  const order = await orderOf(session, ctx);
  return order ? orderClosedStatements(ctx.db, order.id, status, ctx.now) : [];
}

/** The order a payment-mode session was opened for (client_reference_id, with metadata as a fallback). */
async function orderOf(session: Stripe.Checkout.Session, ctx: StripeEventContext): Promise<Order | undefined> {
  if (session.mode !== 'payment') return undefined;
  const orderId = session.client_reference_id ?? session.metadata?.order_id;
  const order = orderId ? await findOrderById(ctx.db, orderId) : undefined;
  if (!order) ctx.log.warn('Stripe Checkout session for no known order', { sessionId: session.id, orderId });
  return order;
}

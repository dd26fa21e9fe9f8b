import type Stripe from 'stripe';
import { type Order, findOrderById } from '../db/orders';
import { orderUnits } from '../db/stock';
import type { ShippingAddress } from '../../core/validation/address';
import { ApiError } from '../lib/errors';
import { isAnotherEnvironments, provenanceOf } from '../payments/environment-marker';
import type { Statement, StripeEventContext, StripeEventHandlers } from '../payments/stripe-events';
import { orderClosedStatements, orderNeedsReviewStatements, orderPaidStatements } from './fulfilment';

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

/**
 * What a Checkout session found at Stripe says of its order, for the sweep when the event never came: the
 * same statements its events would give. Expired closes the order; complete and paid records the payment;
 * complete and unpaid waits for the delayed payment's own event, and an open one for Stripe's expiry.
 */
export async function sessionOutcomeStatements(session: Stripe.Checkout.Session, ctx: StripeEventContext): Promise<Statement[]> {
  if (session.status === 'expired') return closed(session, 'expired', ctx);
  if (session.status === 'complete' && session.payment_status !== 'unpaid') return paid(session, ctx);
  return [];
}

/**
 * The payment-mode Checkout session an event reports as paid, if any: its order's confirmation e-mail
 * goes out once the event is applied (worker/orders/confirmation.ts).
 */
export function paidCheckoutSession(event: Stripe.Event): string | undefined {
  const paidEvent =
    (event.type === 'checkout.session.completed' && event.data.object.payment_status !== 'unpaid') ||
    event.type === 'checkout.session.async_payment_succeeded';
  if (!paidEvent) return undefined;
  const session = event.data.object as Stripe.Checkout.Session;
  return session.mode === 'payment' ? session.id : undefined;
}

async function paid(session: Stripe.Checkout.Session, ctx: StripeEventContext) {
  const order = await orderOf(session, ctx);
  if (!order) return [];
  if (order.status === 'expired' || order.status === 'failed') {
    // An order never moves backwards, but money moved: a person refunds or fulfils it by hand.
    ctx.log.error('Stripe reports a payment for a closed order', { orderId: order.id, status: order.status, sessionId: session.id });
  }
  const units = await orderUnits(ctx.db, order.id);
  // Stripe Tax adds the sales tax on top of the shop's own total: the check is before tax.
  const taxCents = session.total_details?.amount_tax ?? 0;
  const facts = {
    paidAt: ctx.now,
    customerEmail: session.customer_details?.email,
    address: shippingAddressOf(session),
    taxCents,
    providerSessionId: session.id,
    providerPaymentId: idOf(session.payment_intent),
  };
  if (session.amount_total === null || session.amount_total - taxCents !== order.totalCents || session.currency !== order.currency) {
    // Money moved, but not the order's: no confirmation, nothing shipped, its code not spent, until a person decides.
    if (order.status === 'open') {
      ctx.log.error('Stripe took a payment that is not the order’s: the order needs review in the console', {
        orderId: order.id,
        reference: order.reference,
        sessionId: session.id,
        orderTotal: order.totalCents,
        orderCurrency: order.currency,
        amountTotal: session.amount_total,
        amountTax: taxCents,
        currency: session.currency,
        paymentStatus: session.payment_status,
      });
    }
    return orderNeedsReviewStatements(ctx.db, order.id, units, facts);
  }
  return orderPaidStatements(ctx.db, order.id, units, facts);
}

async function closed(session: Stripe.Checkout.Session, status: 'expired' | 'failed', ctx: StripeEventContext) {
  const order = await orderOf(session, ctx);
  return order ? orderClosedStatements(ctx.db, order.id, status, ctx.now) : [];
}

/**
 * The order a payment-mode session was opened for (client_reference_id, with metadata as a fallback).
 * A session carrying this deployment's marker was opened by it, so its order exists; if it cannot
 * be read yet (a replica behind the primary), the event is refused with 503 and not recorded, and
 * Stripe delivers it again later, rather than acknowledged and the payment lost. Other sessions (another
 * environment's, or unmarked ones naming no order of ours) are acknowledged and ignored.
 */
async function orderOf(session: Stripe.Checkout.Session, ctx: StripeEventContext): Promise<Order | undefined> {
  if (session.mode !== 'payment' || isAnotherEnvironments(session.metadata, ctx, { sessionId: session.id })) return undefined;
  const orderId = session.client_reference_id ?? session.metadata?.order_id;
  const order = orderId ? await findOrderById(ctx.db, orderId) : undefined;
  if (order) return order;
  if (orderId && provenanceOf(session.metadata, ctx) === 'ours') {
    ctx.log.warn('Stripe Checkout session for an order not visible yet; Stripe will retry', { sessionId: session.id, orderId });
    throw new ApiError(503, 'order_not_found', 'The order of this session is not readable yet');
  }
  ctx.log.warn('Stripe Checkout session for no known order', { sessionId: session.id, orderId });
  return undefined;
}

/**
 * Where the order ships, as Checkout collected it: since API version 2025-03-31.basil the address is in
 * `collected_information.shipping_details` (the top-level `shipping_details` is gone), the phone in
 * `customer_details.phone`. Null when the session collected no address.
 */
export function shippingAddressOf(session: Stripe.Checkout.Session): ShippingAddress | null {
  const details = session.collected_information?.shipping_details;
  if (!details?.address?.line1 || !details.address.country) return null;
  const { address } = details;
  return {
    name: details.name,
    line1: address.line1!,
    line2: address.line2 || null,
    city: address.city ?? '',
    state: address.state || null,
    postalCode: address.postal_code ?? '',
    country: address.country!,
    phone: session.customer_details?.phone || null,
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

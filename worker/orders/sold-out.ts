import type Stripe from 'stripe';
import { inOrderVersion } from '../catalogue/versions';
import { orderPagePath } from '../../core/pages';
import { type Order, type OrderLine, findOrderWithLines } from '../db/orders';
import { ApiError } from '../lib/errors';
import { queueEmail } from '../mail/queue';
import { orderSoldOutEmail } from '../mail/templates/order-sold-out';
import { applyStripeEvent } from '../payments/stripe-events';
import { stripeClient } from '../payments/stripe-client';
import type { AfterPaymentDeps } from './after-payment';
import { refundEventHandlers } from './refund-events';

type SoldOutOrder = Order & { lines: OrderLine[] };

/**
 * A payment that came after another shopper's took the last units (worker/orders/fulfilment.ts): the whole
 * payment goes back and the buyer is told in the order's language, with nothing waiting for a person.
 * Called after every change that can make an order sold out (Stripe's webhook, the local Pay, the hourly
 * sweep, which also retries what failed here); each step is idempotent, so repeats do nothing more.
 * `key`: the order's reference or Checkout session id.
 */
export async function settleSoldOutOrder(deps: AfterPaymentDeps, key: string): Promise<void> {
  const order = await findOrderWithLines(deps.db, key);
  if (!order || order.status !== 'sold_out') return;
  await refundInFull(deps, order);
  await tellBuyer(deps, order);
}

async function refundInFull(deps: AfterPaymentDeps, order: SoldOutOrder): Promise<void> {
  const paidCents = order.totalCents + order.taxCents;
  if (order.refundedCents >= paidCents || !order.providerPaymentId) return;
  if (order.provider === 'local') {
    // Nothing was charged: the refund Stripe would report is recorded through the same handlers.
    const event = {
      id: `evt_local_sold_out_${order.id}`,
      type: 'refund.created',
      data: {
        object: {
          id: `re_local_sold_out_${order.id}`,
          object: 'refund',
          amount: paidCents,
          payment_intent: order.providerPaymentId,
          status: 'succeeded',
        },
      },
    } as unknown as Stripe.Event;
    await applyStripeEvent(event, [refundEventHandlers], { db: deps.db, log: deps.log, now: deps.now, stripe: () => null });
    return;
  }
  const stripe = stripeClient(deps.env);
  if (!stripe) throw new ApiError(503, 'payments_unavailable', 'A sold-out order cannot be refunded without Stripe');
  try {
    // The whole payment, under one key per order: a retry is the same refund, never a second one.
    const refund = await stripe.refunds.create(
      {
        payment_intent: order.providerPaymentId,
        reason: 'requested_by_customer',
        metadata: { order_reference: order.reference, reason: 'sold_out' },
      },
      { idempotencyKey: `order-${order.id}-sold-out-refund` },
    );
    deps.log.warn('sold-out order refunded', { reference: order.reference, refundId: refund.id, amountCents: refund.amount });
  } catch (error) {
    deps.log.error('a sold-out order could not be refunded yet; it is tried again', { reference: order.reference, error });
    const unavailable = new ApiError(503, 'payments_unavailable', 'The sold-out order’s refund failed; it is tried again');
    unavailable.cause = error;
    throw unavailable;
  }
}

async function tellBuyer(deps: AfterPaymentDeps, order: SoldOutOrder): Promise<void> {
  if (!order.customerEmail || deps.origin === null) {
    deps.log.warn('sold-out order has no address to write to', { reference: order.reference });
    return;
  }
  const to = order.customerEmail;
  const url = deps.origin + orderPagePath(order);
  const message = await inOrderVersion({ db: deps.db, bucket: deps.env.MEDIA }, order, () => orderSoldOutEmail(order, to, url));
  await queueEmail({ db: deps.db, queue: deps.queue }, message, { dedupeKey: `order-sold-out:${order.id}`, orderId: order.id });
}

import type Stripe from 'stripe';
import type { Db } from '../db/client';
import { auditStatement } from '../db/audit';
import { type Order, SETTLED_STATUSES } from '../db/orders';
import { ApiError } from '../lib/errors';
import type { Logger } from '../lib/log';
import { refundEventHandlers } from '../orders/refund-events';
import { applyStripeEvent } from '../payments/stripe-events';
import { isStripeRefusal, stripeClient } from '../payments/stripe-client';
import type { Operator } from '../lib/app-env';

export interface RefundDeps {
  db: Db;
  env: Env;
  log: Logger;
  now: Date;
}

/** What is left to refund: nothing unless the order's money has moved; the sales tax charged goes back too. */
export function refundableCents(order: Pick<Order, 'status' | 'totalCents' | 'taxCents' | 'refundedCents'>): number {
  return order.status === 'paid' || order.status === 'partially_refunded' ? order.totalCents + order.taxCents - order.refundedCents : 0;
}

/**
 * Refunds part or all of a paid order, from the console. A Stripe order is refunded through Stripe's
 * refunds API, and changes when Stripe's `refund.created` webhook arrives, as a refund made in Stripe's
 * Dashboard does; a local order gets that same event from here, through the same handlers. Either way the
 * operator's request is in the audit log before the money moves.
 */
export async function refundOrder(
  deps: RefundDeps,
  order: Order,
  request: { amountCents?: number; idempotencyKey: string },
  operator: Operator,
): Promise<'applied' | 'requested'> {
  const requestedCents = request.amountCents;
  const refundable = refundableCents(order);
  if (refundable <= 0 || !(SETTLED_STATUSES as readonly string[]).includes(order.status) || !order.providerPaymentId) {
    throw new ApiError(409, 'order_not_refundable', 'Only a paid order with money left to refund can be refunded');
  }
  const amountCents = requestedCents ?? refundable;
  if (amountCents > refundable)
    throw new ApiError(409, 'refund_too_large', 'The refund is larger than what is left to refund', { refundableCents: refundable });
  const audit = (details: Record<string, unknown>) =>
    auditStatement(deps.db, {
      operatorEmail: operator.email,
      action: 'order.refund',
      targetType: 'order',
      targetId: order.reference,
      details: { amountCents, ...details },
      now: deps.now,
    });

  if (order.provider === 'local') {
    // Named by the action's key, as Stripe's idempotency would: a repeat of the action finds its event processed.
    const event = {
      id: `evt_local_refund_${request.idempotencyKey}`,
      type: 'refund.created',
      data: {
        object: {
          id: `re_local_${request.idempotencyKey}`,
          object: 'refund',
          amount: amountCents,
          payment_intent: order.providerPaymentId,
          status: 'succeeded',
        },
      },
    } as unknown as Stripe.Event;
    await applyStripeEvent(event, [refundEventHandlers, { 'refund.created': async () => [audit({ provider: 'local' })] }], {
      ...deps,
      stripe: () => null,
    });
    return 'applied';
  }

  const stripe = stripeClient(deps.env);
  if (!stripe) throw new ApiError(503, 'payments_unavailable', 'No payment provider is configured');
  await audit({ provider: 'stripe' });
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: order.providerPaymentId,
        amount: amountCents,
        reason: 'requested_by_customer',
        metadata: { order_reference: order.reference },
      },
      // One key per operator action: its retries are that one refund, another action is another refund.
      { idempotencyKey: request.idempotencyKey },
    );
    deps.log.info('refund requested from the console', { reference: order.reference, refundId: refund.id, amountCents });
    return 'requested';
  } catch (error) {
    deps.log.error('Stripe refused or failed a console refund', { reference: order.reference, amountCents, error });
    await auditStatement(deps.db, {
      operatorEmail: operator.email,
      action: 'order.refund_failed',
      targetType: 'order',
      targetId: order.reference,
      details: { amountCents },
      now: deps.now,
    });
    if (isStripeRefusal(error)) throw new ApiError(502, 'payment_provider_error', 'Stripe refused the refund');
    throw new ApiError(502, 'payments_unavailable', 'Stripe is unreachable or failing');
  }
}

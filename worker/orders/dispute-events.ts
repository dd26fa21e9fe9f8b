import type Stripe from 'stripe';
import { orderDisputedStatements } from '../db/orders';
import type { DisputeStatus } from '../db/schema';
import type { StripeEventContext, StripeEventHandlers } from '../payments/stripe-events';
import { orderOfPayment } from './order-of-payment';

/** Card disputes of an order's charge (https://docs.stripe.com/disputes/how-disputes-work). */
export const disputeEventHandlers: StripeEventHandlers = {
  'charge.dispute.created': (event, ctx) => disputed(event.data.object, 'open', event, ctx),
  'charge.dispute.closed': (event, ctx) => disputed(event.data.object, outcomeOf(event.data.object.status), event, ctx),
};

/** won, or an inquiry closed without a chargeback: the charge stands. lost: the bank took the money back. */
function outcomeOf(status: Stripe.Dispute.Status): DisputeStatus {
  return status === 'lost' ? 'lost' : status === 'won' || status === 'warning_closed' ? 'won' : 'open';
}

async function disputed(dispute: Stripe.Dispute, status: DisputeStatus, event: Stripe.Event, ctx: StripeEventContext) {
  const order = await orderOfPayment(dispute.payment_intent, event, ctx);
  if (!order) return [];
  if (status !== 'open') ctx.log.warn('card dispute closed', { orderId: order.id, reference: order.reference, outcome: status });
  else ctx.log.warn('card dispute opened: respond in the Stripe Dashboard', { orderId: order.id, reference: order.reference, disputeId: dispute.id });
  return orderDisputedStatements(ctx.db, order.id, status, ctx.now);
}

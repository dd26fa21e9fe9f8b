import type Stripe from 'stripe';
import { orderDisputedStatements } from '../db/orders';
import type { DisputeStatus } from '../db/schema';
import type { StripeEventContext, StripeEventHandlers } from '../payments/stripe-events';
import { orderOfPayment } from './order-of-payment';

/**
 * Card disputes of an order's charge (https://docs.stripe.com/disputes/how-disputes-work). Every dispute
 * event carries the dispute as it then is, and the order takes the status of the newest report: Stripe
 * sends them in no order, a dispute may be created already decided, and one decided may be appealed.
 */
export const disputeEventHandlers: StripeEventHandlers = {
  'charge.dispute.created': (event, ctx) => disputed(event.data.object, event, ctx),
  'charge.dispute.updated': (event, ctx) => disputed(event.data.object, event, ctx),
  'charge.dispute.closed': (event, ctx) => disputed(event.data.object, event, ctx),
};

/**
 * Stripe's dispute statuses in the shop's words (https://docs.stripe.com/api/disputes/object#dispute_object-status):
 * an inquiry (warning_*) is the bank asking, no money taken; warning_closed ends it with the charge standing;
 * prevented is settled before a chargeback (dispute prevention); appeal_* follows a lost dispute.
 */
const SHOP_STATUS: Record<string, DisputeStatus> = {
  warning_needs_response: 'inquiry',
  warning_under_review: 'inquiry',
  warning_closed: 'won',
  needs_response: 'open',
  under_review: 'open',
  won: 'won',
  lost: 'lost',
  prevented: 'prevented',
  appeal_needs_response: 'appeal',
  appeal_under_review: 'appeal',
};

async function disputed(dispute: Stripe.Dispute, event: Stripe.Event, ctx: StripeEventContext) {
  const status = SHOP_STATUS[dispute.status];
  if (!status) {
    ctx.log.error('dispute in a status the shop does not know: check it in Stripe', {
      eventId: event.id,
      disputeId: dispute.id,
      status: dispute.status,
    });
    return [];
  }
  const order = await orderOfPayment(dispute.payment_intent, event, ctx);
  if (!order) return [];
  const fields = { orderId: order.id, reference: order.reference, disputeId: dispute.id, stripeStatus: dispute.status };
  if (status === 'open' || status === 'inquiry' || status === 'appeal')
    ctx.log.warn('card dispute to answer in the Stripe Dashboard', fields);
  else ctx.log.warn('card dispute closed', { ...fields, outcome: status });
  return orderDisputedStatements(ctx.db, order.id, { status, reportedAt: new Date(event.created * 1000), now: ctx.now });
}

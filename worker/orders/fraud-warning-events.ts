import type Stripe from 'stripe';
import { orderFraudWarnedStatement } from '../db/orders';
import type { StripeEventContext, StripeEventHandlers } from '../payments/stripe-events';
import { orderOfPayment } from './order-of-payment';

/**
 * Stripe Radar's early fraud warnings (https://docs.stripe.com/disputes/how-disputes-work#early-fraud-warnings,
 * https://docs.stripe.com/api/radar/early_fraud_warnings/object): the card's issuer reports the charge as
 * fraudulent, which usually becomes a chargeback. The order is flagged (its first warning's time is kept)
 * and, like a disputed one, does not ship without the operator overriding the hold; refunding it instead
 * usually prevents the dispute.
 */
export const fraudWarningEventHandlers: StripeEventHandlers = {
  'radar.early_fraud_warning.created': (event, ctx) => warned(event.data.object, event, ctx),
};

async function warned(warning: Stripe.Radar.EarlyFraudWarning, event: Stripe.Event, ctx: StripeEventContext) {
  const order = await orderOfPayment(warning.payment_intent ?? null, event, ctx);
  if (!order) return [];
  ctx.log.warn('early fraud warning on an order: do not ship it; refunding it usually prevents a dispute', {
    reference: order.reference,
    warningId: warning.id,
    fraudType: warning.fraud_type,
    actionable: warning.actionable,
  });
  return [orderFraudWarnedStatement(ctx.db, order.id, { reportedAt: new Date(event.created * 1000), now: ctx.now })];
}

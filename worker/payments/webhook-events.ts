/**
 * The Stripe events the shop handles: the webhook endpoint is enabled for exactly these (README's table;
 * the local Stripe fake sends only these). worker/routes/stripe-webhook.ts has a handler for each, and a
 * test keeps this list, the handlers and README in step. No imports: `npm start` reads it from Node.
 */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'radar.early_fraud_warning.created',
] as const;

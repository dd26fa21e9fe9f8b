import Stripe from 'stripe';
import type { Db } from '../db/client';
import { findMembershipByUser, isMember } from '../db/memberships';
import { findUserByStripeCustomer } from '../db/users';
import type { Logger } from '../lib/log';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * One membership per shopper, even when Stripe completes a second subscription (two checkouts opened
 * before the one-checkout rule, or paid in the same second): once the completed session's event is
 * applied, a subscription that is not the shopper's membership is canceled at once, its first invoice
 * refunded (reason `duplicate`), and the operator told. Run for every delivery of the event, applied or
 * duplicate; every step is safe to repeat (a canceled subscription is not canceled again, the refund
 * has its own idempotency key and a refunded charge counts as done), so a failure answers 5xx and
 * Stripe's redelivery finishes the work.
 */
export async function settleSecondSubscription(
  db: Db,
  stripeOf: () => Stripe | null,
  session: Stripe.Checkout.Session,
  log: Logger,
): Promise<void> {
  const subscriptionId = idOf(session.subscription);
  if (session.mode !== 'subscription' || !subscriptionId) return;
  const userId = session.client_reference_id ?? (await findUserByStripeCustomer(db, idOf(session.customer) ?? ''))?.id;
  const membership = userId ? await findMembershipByUser(db, userId) : undefined;
  if (!membership || !isMember(membership) || membership.providerSubscriptionId === subscriptionId) return;
  const stripe = stripeOf();
  if (!stripe) {
    log.error('second membership subscription not canceled: STRIPE_SECRET_KEY is not configured', { userId, subscriptionId });
    return;
  }

  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  if (subscription.status !== 'canceled')
    await stripe.subscriptions.cancel(subscriptionId, { cancellation_details: { comment: 'Second membership of one shopper' } });
  const invoiceId = idOf(session.invoice) ?? idOf(subscription.latest_invoice);
  const refunds = invoiceId ? await refundInvoice(stripe, invoiceId, subscriptionId) : [];
  log.error('second membership subscription canceled and its first invoice refunded', {
    userId,
    subscriptionId,
    keptSubscriptionId: membership.providerSubscriptionId,
    invoiceId,
    refunds,
  });
}

async function refundInvoice(stripe: Stripe, invoiceId: string, subscriptionId: string) {
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  const refunds: { paymentIntent: string; refundId: string | null }[] = [];
  for (const payment of invoice.payments?.data ?? []) {
    const paymentIntent = idOf(payment.payment.payment_intent);
    if (!paymentIntent || payment.status !== 'paid') continue;
    try {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, reason: 'duplicate', metadata: { subscription_id: subscriptionId } },
        { idempotencyKey: `second-membership-${subscriptionId}-refund-${paymentIntent}` },
      );
      refunds.push({ paymentIntent, refundId: refund.id });
    } catch (error) {
      // Refunded already (by an earlier delivery whose key Stripe has since forgotten, or by hand).
      if (!(error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded')) throw error;
      refunds.push({ paymentIntent, refundId: null });
    }
  }
  return refunds;
}

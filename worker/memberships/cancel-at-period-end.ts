import type { Db } from '../db/client';
import { type Membership, membershipChangeStatement } from '../db/memberships';
import { ApiError } from '../lib/errors';
import { isStripeRefusal, stripeClient } from '../payments/stripe-client';

/**
 * Whether a membership ends with the period already paid for, as the console and the member's own
 * /account set it. Stripe is told first; its `customer.subscription.updated` event says the same later.
 * The row changes through the statement the webhook uses, so both providers keep it by the same rules.
 */
export function cancelAtPeriodEndStatement(db: Db, membership: Membership, cancel: boolean, now: Date, periodEnd: Date | null = null) {
  return membershipChangeStatement(db, {
    userId: membership.userId,
    provider: membership.provider,
    subscriptionId: membership.providerSubscriptionId!,
    status: membership.status,
    plan: null,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: cancel,
    occurredAt: now,
  });
}

/**
 * Sets `cancel_at_period_end` on the Stripe subscription and returns the end of its current period, as Stripe
 * answers it (null if it names none). 502 when Stripe refuses or fails: nothing changed.
 */
export async function setStripeCancelAtPeriodEnd(env: Env, subscriptionId: string, cancel: boolean): Promise<Date | null> {
  const stripe = stripeClient(env);
  if (!stripe) throw new ApiError(503, 'payments_unavailable', 'No payment provider is configured');
  try {
    // Each change is its own request: a key shared with an earlier one (cancel, resume, cancel again)
    // would replay that answer for 24 hours and change nothing. Setting the same value twice is harmless.
    const idempotencyKey = `${cancel ? 'cancel' : 'resume'}-at-period-end-${subscriptionId}-${crypto.randomUUID()}`;
    const subscription = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }, { idempotencyKey });
    const ends = (subscription.items?.data ?? []).map((item) => item.current_period_end).filter(Number.isFinite);
    return ends.length ? new Date(Math.max(...ends) * 1000) : null;
  } catch (error) {
    if (isStripeRefusal(error)) throw new ApiError(502, 'payment_provider_error', 'Stripe refused the change');
    throw new ApiError(502, 'payments_unavailable', 'Stripe is unreachable or failing');
  }
}

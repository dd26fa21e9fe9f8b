import { auditStatement } from '../db/audit';
import type { Db } from '../db/client';
import { type Membership, isMember, membershipChangeStatement } from '../db/memberships';
import { ApiError } from '../lib/errors';
import { isStripeRefusal, stripeClient } from '../payments/stripe-client';
import type { Operator } from '../lib/app-env';

/**
 * Ends a membership at the end of the period already paid for, from the console. Stripe is told first (its
 * `customer.subscription.updated` event will say the same later), and, as for refunds, the operator's request
 * is in the audit log before Stripe is asked: a call that fails leaves that row and a `membership.cancel_failed`
 * one. The row then changes through the statement the webhook uses; a local membership changes in one batch
 * with its audit row.
 */
export async function cancelMembershipAtPeriodEnd(
  deps: { db: Db; env: Env; now: Date },
  membership: Membership,
  operator: Operator,
): Promise<void> {
  if (!isMember(membership) || !membership.providerSubscriptionId)
    throw new ApiError(409, 'membership_not_active', 'Only an active membership can be cancelled');
  const audit = (action: string) =>
    auditStatement(deps.db, { operatorEmail: operator.email, action, targetType: 'membership', targetId: membership.id, now: deps.now });
  const change = membershipChangeStatement(deps.db, {
    userId: membership.userId,
    provider: membership.provider,
    subscriptionId: membership.providerSubscriptionId,
    status: membership.status,
    plan: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: true,
    occurredAt: deps.now,
  });
  if (membership.provider !== 'stripe') {
    await deps.db.batch([change, audit('membership.cancel_at_period_end')]);
    return;
  }
  const stripe = stripeClient(deps.env);
  if (!stripe) throw new ApiError(503, 'payments_unavailable', 'No payment provider is configured');
  await audit('membership.cancel_at_period_end');
  try {
    // Each cancellation is its own request: a key shared with an earlier one (cancel, renewed in the portal,
    // cancel again) would replay that answer for 24 hours and change nothing. Setting it twice is harmless.
    const idempotencyKey = `cancel-at-period-end-${membership.providerSubscriptionId}-${crypto.randomUUID()}`;
    await stripe.subscriptions.update(membership.providerSubscriptionId, { cancel_at_period_end: true }, { idempotencyKey });
  } catch (error) {
    await audit('membership.cancel_failed');
    if (isStripeRefusal(error)) throw new ApiError(502, 'payment_provider_error', 'Stripe refused the change');
    throw new ApiError(502, 'payments_unavailable', 'Stripe is unreachable or failing');
  }
  await change;
}

import { auditStatement } from '../db/audit';
import type { Db } from '../db/client';
import { type Membership, isMember } from '../db/memberships';
import { ApiError } from '../lib/errors';
import { cancelAtPeriodEndStatement, setStripeCancelAtPeriodEnd } from '../memberships/cancel-at-period-end';
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
  const change = cancelAtPeriodEndStatement(deps.db, membership, true, deps.now);
  if (membership.provider !== 'stripe') {
    await deps.db.batch([change, audit('membership.cancel_at_period_end')]);
    return;
  }
  await audit('membership.cancel_at_period_end');
  try {
    await setStripeCancelAtPeriodEnd(deps.env, membership.providerSubscriptionId, true);
  } catch (error) {
    await audit('membership.cancel_failed');
    throw error;
  }
  await change;
}

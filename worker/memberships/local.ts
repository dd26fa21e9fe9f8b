import type { Db } from '../db/client';
import { type Membership, findMembershipBySubscription, membershipChangeStatement } from '../db/memberships';
import { periodEnd } from './periods';

/** An open local test checkout, found by the id in its page's URL; only its owner may see or pay it. */
export async function findOpenLocalCheckout(db: Db, subscriptionId: string, userId: string): Promise<Membership | null> {
  if (!subscriptionId.startsWith('local_')) return null;
  const membership = await findMembershipBySubscription(db, subscriptionId);
  return membership && membership.provider === 'local' && membership.status === 'pending' && membership.userId === userId
    ? membership
    : null;
}

/**
 * The local provider's "Pay": the first period is paid now. Applied through the same statement as
 * Stripe's webhook events, so both providers keep the memberships table by the same rules.
 */
export async function payLocalCheckout(db: Db, checkout: Membership): Promise<void> {
  const now = new Date(Date.now());
  await db.batch([
    membershipChangeStatement(db, {
      userId: checkout.userId,
      provider: 'local',
      subscriptionId: checkout.providerSubscriptionId!,
      status: 'active',
      plan: checkout.plan,
      currentPeriodEnd: periodEnd(checkout.plan, now),
      cancelAtPeriodEnd: false,
      occurredAt: now,
    }),
  ]);
}

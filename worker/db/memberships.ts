import { and, eq, lte, notInArray, or, sql } from 'drizzle-orm';
import type { PlanId } from '../../core/plans';
import type { Db } from './client';
import { type MembershipStatus, membershipCheckouts, memberships } from './schema';

export type Membership = typeof memberships.$inferSelect;

/** Statuses that count as being a member: a new checkout is refused, the portal is offered. */
export const MEMBER_STATUSES = ['active', 'past_due'] as const satisfies readonly MembershipStatus[];

export function isMember(membership: Pick<Membership, 'status'> | undefined): boolean {
  return !!membership && (MEMBER_STATUSES as readonly string[]).includes(membership.status);
}

export async function findMembershipByUser(db: Db, userId: string): Promise<Membership | undefined> {
  return db.select().from(memberships).where(eq(memberships.userId, userId)).get();
}

export async function findMembershipBySubscription(db: Db, subscriptionId: string): Promise<Membership | undefined> {
  return db.select().from(memberships).where(eq(memberships.providerSubscriptionId, subscriptionId)).get();
}

/**
 * Opens a local test checkout: the user's row becomes `pending` for `plan` under a fresh subscription
 * id (which names the checkout page). Refused (returns false) while the user is a member, so a
 * concurrent activation is never overwritten.
 */
export async function openLocalCheckout(
  db: Db,
  checkout: { userId: string; plan: PlanId; subscriptionId: string; now: Date },
): Promise<boolean> {
  const row = {
    id: crypto.randomUUID(),
    userId: checkout.userId,
    plan: checkout.plan,
    status: 'pending' as const,
    provider: 'local' as const,
    providerSubscriptionId: checkout.subscriptionId,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    createdAt: checkout.now,
    updatedAt: checkout.now,
  };
  const written = await db
    .insert(memberships)
    .values(row)
    .onConflictDoUpdate({
      target: memberships.userId,
      set: {
        plan: row.plan,
        status: row.status,
        provider: row.provider,
        providerSubscriptionId: row.providerSubscriptionId,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        updatedAt: row.updatedAt,
      },
      setWhere: notInArray(memberships.status, [...MEMBER_STATUSES]),
    })
    .returning({ id: memberships.id });
  return written.length === 1;
}

/**
 * One fact about a subscription, from a Stripe webhook event or the local provider's Pay button.
 * `null` fields are unknown to the source and keep their stored value.
 */
export interface MembershipChange {
  userId: string;
  provider: 'local' | 'stripe';
  subscriptionId: string;
  status: MembershipStatus;
  plan: PlanId | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean | null;
  /** When the fact became true at the source (a Stripe event's `created`). */
  occurredAt: Date;
}

/**
 * The statement that applies a change, for the caller's batch (webhooks de-duplicate in the same
 * transaction). The guard keeps the row true under replays and out-of-order delivery:
 * - about the row's own subscription, a change applies unless that subscription is already canceled
 *   (Stripe never revives one), the row holds a later fact (`updated_at`), or the change describes an
 *   earlier billing period than the stored one;
 * - about another subscription, it applies only to start a membership (active or past due) on a row
 *   that is pending or canceled, so a late event from an old subscription cannot touch a new one.
 * The period end never decreases. Without a plan a change can only update an existing row.
 */
export function membershipChangeStatement(db: Db, change: MembershipChange) {
  const occurredAt = change.occurredAt.getTime();
  const periodEnd = change.currentPeriodEnd?.getTime() ?? null;
  const sameSubscription = sql`${memberships.providerSubscriptionId} IS ${change.subscriptionId}`;
  const guard = sql`(
    (${sameSubscription}
      AND ${memberships.status} != 'canceled'
      AND coalesce(${memberships.updatedAt}, 0) <= ${occurredAt}
      AND (${periodEnd} IS NULL OR coalesce(${memberships.currentPeriodEnd}, 0) <= ${periodEnd}))
    OR (NOT ${sameSubscription}
      AND ${memberships.status} IN ('pending', 'canceled')
      AND ${change.status} IN ('active', 'past_due'))
  )`;
  const set = {
    status: change.status,
    provider: change.provider,
    providerSubscriptionId: change.subscriptionId,
    plan: change.plan ?? sql`${memberships.plan}`,
    currentPeriodEnd: sql`CASE WHEN ${sameSubscription}
      THEN nullif(max(coalesce(${memberships.currentPeriodEnd}, 0), coalesce(${periodEnd}, 0)), 0)
      ELSE ${periodEnd} END`,
    cancelAtPeriodEnd: change.cancelAtPeriodEnd ?? sql`${memberships.cancelAtPeriodEnd}`,
    updatedAt: change.occurredAt,
  };
  if (change.plan === null) {
    return db
      .update(memberships)
      .set(set)
      .where(and(eq(memberships.userId, change.userId), guard));
  }
  return db
    .insert(memberships)
    .values({
      id: crypto.randomUUID(),
      userId: change.userId,
      plan: change.plan,
      status: change.status,
      provider: change.provider,
      providerSubscriptionId: change.subscriptionId,
      currentPeriodEnd: change.currentPeriodEnd,
      cancelAtPeriodEnd: change.cancelAtPeriodEnd ?? false,
      createdAt: change.occurredAt,
      updatedAt: change.occurredAt,
    })
    .onConflictDoUpdate({ target: memberships.userId, set, setWhere: guard });
}

export type MembershipCheckout = typeof membershipCheckouts.$inferSelect;

export async function findMembershipCheckout(db: Db, userId: string): Promise<MembershipCheckout | undefined> {
  return db.select().from(membershipCheckouts).where(eq(membershipCheckouts.userId, userId)).get();
}

/**
 * Takes the user's one membership-checkout slot, unless a live checkout holds it: the slot is free when
 * its checkout has expired, or is the very one the caller saw expire at Stripe (`staleSessionId`). The
 * WHERE clause is the lock, so of two concurrent starts one wins.
 */
export async function claimMembershipCheckout(
  db: Db,
  claim: { userId: string; claimId: string; plan: PlanId; holdUntil: Date; now: Date; staleSessionId?: string },
): Promise<boolean> {
  const row = {
    userId: claim.userId,
    claimId: claim.claimId,
    plan: claim.plan,
    sessionId: null,
    expiresAt: claim.holdUntil,
    createdAt: claim.now,
  };
  const free = claim.staleSessionId
    ? or(lte(membershipCheckouts.expiresAt, claim.now), eq(membershipCheckouts.sessionId, claim.staleSessionId))
    : lte(membershipCheckouts.expiresAt, claim.now);
  const written = await db
    .insert(membershipCheckouts)
    .values(row)
    .onConflictDoUpdate({
      target: membershipCheckouts.userId,
      set: { claimId: row.claimId, plan: row.plan, sessionId: null, expiresAt: row.expiresAt, createdAt: row.createdAt },
      setWhere: free,
    })
    .returning({ userId: membershipCheckouts.userId });
  return written.length === 1;
}

/** Records the Checkout session a claim opened, and the session's own expiry. */
export async function setMembershipCheckoutSession(
  db: Db,
  userId: string,
  claimId: string,
  sessionId: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(membershipCheckouts)
    .set({ sessionId, expiresAt })
    .where(and(eq(membershipCheckouts.userId, userId), eq(membershipCheckouts.claimId, claimId)));
}

/** Gives the slot back: Stripe could not open the checkout. */
export async function releaseMembershipCheckout(db: Db, userId: string, claimId: string): Promise<void> {
  await db.delete(membershipCheckouts).where(and(eq(membershipCheckouts.userId, userId), eq(membershipCheckouts.claimId, claimId)));
}

/** A statement freeing the slot of a session Stripe reports expired. */
export function endMembershipCheckout(db: Db, sessionId: string) {
  return db.delete(membershipCheckouts).where(eq(membershipCheckouts.sessionId, sessionId));
}

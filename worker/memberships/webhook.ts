import type Stripe from 'stripe';
import { ApiError } from '../lib/errors';
import { type PlanId, isPlanId } from '../../core/plans';
import { type MembershipChange, endMembershipCheckout, membershipChangeStatement } from '../db/memberships';
import type { MembershipStatus } from '../db/schema';
import { findUserById, findUserByStripeCustomer, wasAccountDeleted } from '../db/users';
import { isAnotherEnvironments, provenanceOf } from '../payments/environment-marker';
import type { StripeEventContext, StripeEventHandlers, Statement } from '../payments/stripe-events';

/**
 * What Stripe's subscription events mean for the memberships table. Each handler turns its event into
 * one MembershipChange; the webhook route runs the resulting statement in one batch with the event's
 * de-duplication record. Ordering is settled by the statement's own guard (see membershipChangeStatement),
 * so handlers never read the membership first. Events about something else (a one-off payment's
 * checkout, an invoice with no subscription) give no statement.
 */
export const membershipEventHandlers: StripeEventHandlers = {
  'checkout.session.completed': async (event, ctx) => {
    const session = event.data.object;
    if (session.mode !== 'subscription' || !session.subscription) return [];
    const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
    return apply(ctx, event, await knownUser(ctx, event, session.metadata, session.client_reference_id, idOf(session.customer)), {
      subscriptionId: idOf(session.subscription)!,
      // A delayed payment method completes unpaid; its invoice.paid activates the membership later.
      status: paid ? 'active' : 'pending',
      plan: planFrom(session.metadata),
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
  },
  // The shopper's one open checkout is over: they may start another.
  'checkout.session.expired': async (event, ctx) =>
    event.data.object.mode === 'subscription' ? [endMembershipCheckout(ctx.db, event.data.object.id)] : [],
  'customer.subscription.updated': (event, ctx) => subscriptionChanged(event.data.object, statusOf(event.data.object.status), event, ctx),
  'customer.subscription.deleted': (event, ctx) => subscriptionChanged(event.data.object, 'canceled', event, ctx),
  'invoice.paid': (event, ctx) => invoiceSettled(event.data.object, 'active', event, ctx),
  'invoice.payment_failed': (event, ctx) => invoiceSettled(event.data.object, 'past_due', event, ctx),
};

type ChangeDetails = Omit<MembershipChange, 'userId' | 'provider' | 'occurredAt'>;

async function apply(
  ctx: StripeEventContext,
  event: Stripe.Event,
  userId: string | null | typeof NOT_OURS,
  details: ChangeDetails,
): Promise<Statement[]> {
  if (userId === NOT_OURS) return [];
  if (!userId) {
    ctx.log.warn('membership event for no known user ignored', { eventId: event.id, type: event.type });
    return [];
  }
  return [membershipChangeStatement(ctx.db, { ...details, userId, provider: 'stripe', occurredAt: new Date(event.created * 1000) })];
}

async function subscriptionChanged(
  subscription: Stripe.Subscription,
  status: MembershipStatus,
  event: Stripe.Event,
  ctx: StripeEventContext,
) {
  const items = subscription.items?.data ?? [];
  return apply(ctx, event, await knownUser(ctx, event, subscription.metadata, subscription.metadata?.userId, idOf(subscription.customer)), {
    subscriptionId: subscription.id,
    status,
    plan: planOfInterval(items[0]?.price?.recurring?.interval) ?? planFrom(subscription.metadata),
    currentPeriodEnd: latest(items.map((item) => item.current_period_end)),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || !!subscription.cancel_at,
  });
}

async function invoiceSettled(invoice: Stripe.Invoice, status: MembershipStatus, event: Stripe.Event, ctx: StripeEventContext) {
  const details = invoice.parent?.subscription_details;
  if (!details) return [];
  return apply(ctx, event, await knownUser(ctx, event, details.metadata, details.metadata?.userId, idOf(invoice.customer)), {
    subscriptionId: idOf(details.subscription)!,
    status,
    plan: planFrom(details.metadata),
    // The invoice's lines cover the period it pays for.
    currentPeriodEnd: latest((invoice.lines?.data ?? []).map((line) => line.period?.end)),
    cancelAtPeriodEnd: null,
  });
}

/** Stripe's subscription states in the four the shop knows. */
function statusOf(status: Stripe.Subscription.Status): MembershipStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'incomplete':
      return 'pending';
    default:
      return 'canceled';
  }
}

/** The latest of some Unix timestamps (seconds), as a Date; null when there is none. */
function latest(seconds: (number | undefined)[]): Date | null {
  const known = seconds.filter((s): s is number => Number.isFinite(s));
  return known.length ? new Date(Math.max(...known) * 1000) : null;
}

function planOfInterval(interval: string | undefined): PlanId | null {
  return interval === 'month' ? 'monthly' : interval === 'year' ? 'yearly' : null;
}

function planFrom(metadata: Stripe.Metadata | null | undefined): PlanId | null {
  return isPlanId(metadata?.plan) ? metadata.plan : null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/**
 * The event is acknowledged and changes nothing: the account named in our metadata was deleted by its owner
 * (its membership ended with it), or the session or subscription is not this deployment's.
 */
const NOT_OURS = Symbol('not a membership of this shop');

/**
 * The user named in the metadata if they still exist (NOT_OURS if they deleted their account), else the
 * owner of the Stripe customer. Metadata of another environment (worker/payments/environment-marker.ts) is
 * NOT_OURS; unmarked metadata (a subscription from before the marker) is ours only if its user is here.
 */
async function knownUser(
  ctx: StripeEventContext,
  event: Stripe.Event,
  metadata: Stripe.Metadata | null | undefined,
  userId: string | null | undefined,
  customerId: string | null,
): Promise<string | null | typeof NOT_OURS> {
  const { db } = ctx;
  if (isAnotherEnvironments(metadata, ctx, { eventId: event.id, type: event.type })) return NOT_OURS;
  if (userId) {
    if (await findUserById(db, userId)) return userId;
    if (await wasAccountDeleted(db, userId)) {
      // Acknowledged, not refused: a 503 would bring the event back for three days, to no end.
      ctx.log.info('membership event for a deleted account ignored', { eventId: event.id, type: event.type, userId });
      return NOT_OURS;
    }
    if (provenanceOf(metadata, ctx) === 'unmarked') {
      ctx.log.info('membership event naming no user of this shop, without an environment marker: acknowledged', {
        eventId: event.id,
        type: event.type,
        userId,
      });
      return NOT_OURS;
    }
    // Our own marker, so the row exists but is not readable yet (a replica behind the primary): refuse
    // with 503 without recording the event, and Stripe delivers it again later.
    throw new ApiError(503, 'user_not_found', 'The user of this membership event is not readable yet');
  }
  if (customerId) return (await findUserByStripeCustomer(db, customerId))?.id ?? null;
  return null;
}

import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUR_MARKER, deliverWebhook } from './payments-helpers';
import { PASSWORD, query, signedInUser, withCookie } from './auth-helpers';
import { post } from './http';
import { captureLogLines } from './logs';
import type { MembershipRow } from './rows';
import { STRIPE_API_VERSION } from '../../worker/payments/stripe-client';

afterEach(() => vi.restoreAllMocks());

const DAY_S = 24 * 60 * 60;
const T0 = Math.floor(Date.now() / 1000);

type MembershipColumns = Pick<
  MembershipRow,
  'plan' | 'status' | 'provider' | 'provider_subscription_id' | 'current_period_end' | 'cancel_at_period_end'
>;

async function membershipOf(userId: string): Promise<MembershipColumns | undefined> {
  const [row] = await query<MembershipColumns>(
    'select plan, status, provider, provider_subscription_id, current_period_end, cancel_at_period_end from memberships where user_id = ?',
    userId,
  );
  return row;
}

const eventId = () => `evt_${crypto.randomUUID().replaceAll('-', '')}`;
const subId = () => `sub_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`;

function checkoutCompleted(userId: string, subscription: string, created: number, extra: Record<string, unknown> = {}) {
  return {
    id: eventId(),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    type: 'checkout.session.completed',
    created,
    data: {
      object: {
        id: `cs_test_${crypto.randomUUID().replaceAll('-', '')}`,
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: userId,
        customer: 'cus_unused',
        subscription,
        payment_status: 'paid',
        status: 'complete',
        metadata: { userId, plan: 'yearly' },
        ...extra,
      },
    },
  };
}

function subscriptionEvent(
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  metadata: Record<string, string>,
  subscription: string,
  created: number,
  { status = 'active', periodEnd = T0 + 365 * DAY_S, interval = 'year', cancelAtPeriodEnd = false, customer = 'cus_unused' } = {},
) {
  return {
    id: eventId(),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    type,
    created,
    data: {
      object: {
        id: subscription,
        object: 'subscription',
        customer,
        status: type === 'customer.subscription.deleted' ? 'canceled' : status,
        cancel_at_period_end: cancelAtPeriodEnd,
        cancel_at: null,
        metadata,
        items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd, price: { recurring: { interval } } }] },
      },
    },
  };
}

function invoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  userId: string,
  subscription: string,
  created: number,
  periodEnd: number,
) {
  return {
    id: eventId(),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    type,
    created,
    data: {
      object: {
        id: `in_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`,
        object: 'invoice',
        customer: 'cus_unused',
        parent: { type: 'subscription_details', subscription_details: { subscription, metadata: { userId, plan: 'yearly' } } },
        lines: { object: 'list', data: [{ period: { start: periodEnd - 365 * DAY_S, end: periodEnd } }] },
      },
    },
  };
}

async function deliver(event: unknown): Promise<string> {
  const res = await deliverWebhook(event);
  expect(res.status).toBe(200);
  return ((await res.json()) as { outcome: string }).outcome;
}

describe('membership webhooks', () => {
  it('activates a membership when a subscription Checkout completes, and a replay changes nothing', async () => {
    const { userId } = await signedInUser();
    const sub = subId();
    const event = checkoutCompleted(userId, sub, T0);
    expect(await deliver(event)).toBe('applied');
    expect(await membershipOf(userId)).toMatchObject({
      plan: 'yearly',
      status: 'active',
      provider: 'stripe',
      provider_subscription_id: sub,
    });

    await deliver(subscriptionEvent('customer.subscription.deleted', { userId }, sub, T0 + 10));
    expect(await deliver(event)).toBe('duplicate');
    expect((await membershipOf(userId))?.status).toBe('canceled');
  });

  it('leaves memberships alone for a one-off payment Checkout', async () => {
    const { userId } = await signedInUser();
    await deliver(checkoutCompleted(userId, subId(), T0, { mode: 'payment', subscription: null }));
    expect(await membershipOf(userId)).toBeUndefined();
  });

  it('follows a subscription through renewal, cancellation at period end and deletion', async () => {
    const { userId } = await signedInUser();
    const sub = subId();
    const firstEnd = T0 + 365 * DAY_S;
    const secondEnd = firstEnd + 365 * DAY_S;
    await deliver(checkoutCompleted(userId, sub, T0));
    await deliver(invoiceEvent('invoice.paid', userId, sub, T0 + 1, firstEnd));
    expect(await membershipOf(userId)).toMatchObject({ status: 'active', current_period_end: firstEnd * 1000 });

    await deliver(invoiceEvent('invoice.paid', userId, sub, firstEnd, secondEnd));
    expect((await membershipOf(userId))?.current_period_end).toBe(secondEnd * 1000);

    await deliver(
      subscriptionEvent('customer.subscription.updated', { userId }, sub, firstEnd + 100, {
        periodEnd: secondEnd,
        cancelAtPeriodEnd: true,
      }),
    );
    expect(await membershipOf(userId)).toMatchObject({ status: 'active', cancel_at_period_end: 1 });

    await deliver(subscriptionEvent('customer.subscription.deleted', { userId }, sub, secondEnd, { periodEnd: secondEnd }));
    expect(await membershipOf(userId)).toMatchObject({ status: 'canceled', current_period_end: secondEnd * 1000 });
  });

  it('marks a failed renewal past due, then active again once paid', async () => {
    const { userId } = await signedInUser();
    const sub = subId();
    const end = T0 + 30 * DAY_S;
    await deliver(checkoutCompleted(userId, sub, T0));
    await deliver(invoiceEvent('invoice.payment_failed', userId, sub, T0 + 100, end));
    expect((await membershipOf(userId))?.status).toBe('past_due');
    await deliver(invoiceEvent('invoice.paid', userId, sub, T0 + 200, end));
    expect((await membershipOf(userId))?.status).toBe('active');
  });

  it('never moves backwards when events arrive out of order', async () => {
    const { userId } = await signedInUser();
    const sub = subId();
    const firstEnd = T0 + 365 * DAY_S;
    const secondEnd = firstEnd + 365 * DAY_S;
    // The renewal is delivered before the events that preceded it.
    await deliver(subscriptionEvent('customer.subscription.updated', { userId }, sub, firstEnd + 5, { periodEnd: secondEnd }));
    await deliver(invoiceEvent('invoice.payment_failed', userId, sub, T0 + 50, firstEnd));
    await deliver(invoiceEvent('invoice.paid', userId, sub, T0 + 1, firstEnd));
    await deliver(checkoutCompleted(userId, sub, T0));
    expect(await membershipOf(userId)).toMatchObject({
      status: 'active',
      current_period_end: secondEnd * 1000,
      provider_subscription_id: sub,
    });

    // A late "active" after the deletion does not revive the subscription.
    await deliver(subscriptionEvent('customer.subscription.deleted', { userId }, sub, secondEnd, { periodEnd: secondEnd }));
    await deliver(subscriptionEvent('customer.subscription.updated', { userId }, sub, firstEnd + 10, { periodEnd: secondEnd }));
    expect((await membershipOf(userId))?.status).toBe('canceled');
  });

  it('starts a new subscription after a canceled one, which late events of the old one cannot touch', async () => {
    const { userId } = await signedInUser();
    const oldSub = subId();
    const newSub = subId();
    await deliver(checkoutCompleted(userId, oldSub, T0));
    await deliver(subscriptionEvent('customer.subscription.deleted', { userId }, oldSub, T0 + 100));
    await deliver(checkoutCompleted(userId, newSub, T0 + 200, { metadata: { userId, plan: 'monthly' } }));
    expect(await membershipOf(userId)).toMatchObject({ status: 'active', plan: 'monthly', provider_subscription_id: newSub });

    await deliver(invoiceEvent('invoice.payment_failed', userId, oldSub, T0 + 300, T0 + 400 * DAY_S));
    await deliver(subscriptionEvent('customer.subscription.deleted', { userId }, oldSub, T0 + 300));
    expect(await membershipOf(userId)).toMatchObject({ status: 'active', provider_subscription_id: newSub });
  });

  it('finds the user by Stripe customer when the metadata does not name one', async () => {
    const { userId } = await signedInUser();
    const customer = `cus_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`;
    await env.DB.prepare('update users set stripe_customer_id = ? where id = ?').bind(customer, userId).run();
    await deliver(subscriptionEvent('customer.subscription.updated', {}, subId(), T0, { interval: 'month', customer }));
    expect(await membershipOf(userId)).toMatchObject({ status: 'active', plan: 'monthly' });
  });

  it('refuses an event naming a user not readable yet (503, unrecorded) and applies its redelivery', async () => {
    const lateUser = crypto.randomUUID();
    // Opened by this deployment (its marker), so the user exists and is only not readable yet.
    const event = checkoutCompleted(lateUser, subId(), T0, { metadata: { userId: lateUser, plan: 'yearly', ...OUR_MARKER } });
    expect((await deliverWebhook(event)).status).toBe(503);
    await env.DB.prepare("insert into users (id, email, name, password_hash) values (?, ?, 'Late Shopper', 'pbkdf2$1$x$y')")
      .bind(lateUser, `late.${lateUser.slice(0, 8)}@vitaglow-mail.com`)
      .run();
    expect(await deliver(event)).toBe('applied');
    expect(await membershipOf(lateUser)).toMatchObject({ status: 'active', plan: 'yearly' });
  });

  it('ignores, with a warning, an event for a Stripe customer the shop does not know', async () => {
    const warn = captureLogLines();
    const stranger = `cus_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`;
    expect(await deliver(subscriptionEvent('customer.subscription.updated', {}, subId(), T0, { customer: stranger }))).toBe('applied');
    expect(warn.some((line) => line.includes('membership event for no known user'))).toBe(true);
  });

  it('acknowledges and logs, without retries, the events of a membership whose account was deleted', async () => {
    const { cookie, userId } = await signedInUser();
    expect((await post('/api/account/delete', { password: PASSWORD }, withCookie(cookie))).status).toBeLessThan(300);
    const lines = captureLogLines();
    const sub = subId();
    const events = [
      subscriptionEvent('customer.subscription.deleted', { userId, plan: 'yearly' }, sub, T0 + 10),
      invoiceEvent('invoice.payment_failed', userId, sub, T0 + 5, T0 + 365 * DAY_S),
      checkoutCompleted(userId, sub, T0),
    ];
    for (const event of events) {
      const res = await deliverWebhook(event);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { outcome: string }).outcome).toBe('applied');
    }
    expect(await membershipOf(userId)).toBeUndefined();
    const ignored = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'membership event for a deleted account ignored');
    expect(ignored).toHaveLength(3);
    expect(ignored[0]).toMatchObject({ userId, type: 'customer.subscription.deleted' });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { contentFr } from '../../i18n/content/fr';
import { errorOf, query, signedInUser } from './auth-helpers';
import { ORIGIN } from './http';
import { callWithStripe, operatorStripe, useStripeFake } from './stripe-fake';
import { spyOnLogs } from './logs';

/** Memberships with Stripe (the strict fake): the checkout, one membership per shopper, the portal. */
let fake: StripeFake;
let logs: { level: string; msg: string; [key: string]: unknown }[];
beforeEach(() => {
  fake = useStripeFake();
  logs = [];
  spyOnLogs((line: unknown) => void logs.push(JSON.parse(String(line))));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const start = (cookie: string, priceType: string) =>
  callWithStripe('/api/create-checkout', { method: 'POST', body: JSON.stringify({ priceType }), headers: { Cookie: cookie } });

async function startedUrl(cookie: string, priceType: string): Promise<string> {
  const res = await start(cookie, priceType);
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const sessionCreates = () => fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions');

async function membershipOf(cookie: string) {
  const res = await callWithStripe('/api/membership', { headers: { Cookie: cookie } });
  return ((await res.json()) as { membership: Record<string, unknown> | null }).membership;
}

describe('the Stripe membership checkout', () => {
  it('opens a subscription Checkout for $199/year in the shopper’s language, with its own expiry, one customer per user', async () => {
    const { cookie, userId, email } = await signedInUser();
    await query('update users set language = ? where id = ?', 'fr', userId);
    const url = await startedUrl(cookie, 'yearly');

    const [customer, session] = fake.calls;
    expect(customer).toMatchObject({ path: '/v1/customers', status: 200, idempotencyKey: `customer-${userId}`, params: { email } });
    expect(session).toMatchObject({ path: '/v1/checkout/sessions', status: 200 });
    expect(session.params).toMatchObject({
      mode: 'subscription',
      customer: customer.body.id,
      client_reference_id: userId,
      line_items: {
        0: {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '19900',
            recurring: { interval: 'year' },
            product_data: { name: contentFr.plans.yearly.name },
          },
        },
      },
      metadata: { userId, plan: 'yearly' },
      subscription_data: { metadata: { userId, plan: 'yearly' } },
      // Back to the shop at the member's language's addresses.
      success_url: `${ORIGIN}/fr/account?membership=started`,
      cancel_url: `${ORIGIN}/fr/#plans`,
      locale: 'fr',
    });
    const expiresAt = Number((session.params as Record<string, string>).expires_at);
    expect(expiresAt * 1000 - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(url).toBe(session.body.url);
    expect(await query('select stripe_customer_id from users where id = ?', userId)).toEqual([{ stripe_customer_id: customer.body.id }]);
  });

  it('charges $19 a month for the monthly plan, and gives Arabic shoppers Stripe’s automatic locale', async () => {
    const { cookie, userId } = await signedInUser();
    await query('update users set language = ? where id = ?', 'ar', userId);
    await startedUrl(cookie, 'monthly');
    expect(sessionCreates()[0].params).toMatchObject({
      line_items: { 0: { price_data: { unit_amount: '1900', recurring: { interval: 'month' } } } },
      locale: 'auto',
    });
  });
});

describe('one membership per shopper', () => {
  it('gives the same plan its open checkout back, and refuses another plan while it is open: 409 membership_pending', async () => {
    const { cookie } = await signedInUser();
    const yearly = await startedUrl(cookie, 'yearly');
    expect(await startedUrl(cookie, 'yearly')).toBe(yearly);
    const monthly = await start(cookie, 'monthly');
    expect(monthly.status).toBe(409);
    expect(await errorOf(monthly)).toMatchObject({ code: 'membership_pending', plan: 'yearly', expiresAt: expect.any(String) });
    expect(sessionCreates()).toHaveLength(1);
  });

  it('lets one of two simultaneous starts through; the other gets 409 membership_pending', async () => {
    const { cookie } = await signedInUser();
    const answers = await Promise.all([start(cookie, 'monthly'), start(cookie, 'yearly')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(sessionCreates().filter((c) => c.status === 200)).toHaveLength(1);
  });

  it('frees the slot when the checkout expires, so the shopper can choose again', async () => {
    const { cookie } = await signedInUser();
    const first = await startedUrl(cookie, 'yearly');
    await operatorStripe().checkout.sessions.expire(sessionIdOf(first));
    await fake.settled();
    const second = await startedUrl(cookie, 'monthly');
    expect(second).not.toBe(first);
  });

  it('activates the membership the shopper pays for; after that a new checkout is 409 already_member', async () => {
    const { cookie } = await signedInUser();
    const url = await startedUrl(cookie, 'monthly');
    expect(await fake.pay(sessionIdOf(url))).toBe(`${ORIGIN}/account?membership=started`);
    expect(await membershipOf(cookie)).toMatchObject({
      plan: 'monthly',
      status: 'active',
      provider: 'stripe',
      currentPeriodEnd: expect.any(String),
    });
    for (const plan of ['monthly', 'yearly']) {
      const res = await start(cookie, plan);
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toMatchObject({ code: 'already_member' });
    }
  });

  it('cancels a second subscription Stripe completes anyway, refunds its first invoice and tells the operator', async () => {
    const { cookie, userId } = await signedInUser();
    const first = await startedUrl(cookie, 'monthly');
    // A second session opened outside the shop's one-checkout rule (e.g. before it existed), same customer.
    const [customerCall, sessionCall] = fake.calls;
    const { expires_at: _expires, ...params } = sessionCall.params as Record<string, unknown>;
    const second = await operatorStripe().checkout.sessions.create({
      ...(params as object),
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 19900, recurring: { interval: 'year' }, product_data: { name: 'Yearly' } },
        },
      ],
      metadata: { userId, plan: 'yearly' },
      subscription_data: { metadata: { userId, plan: 'yearly' } },
      customer: customerCall.body.id as string,
    } as never);

    await fake.pay(sessionIdOf(first));
    await fake.pay(second.id);
    await fake.settled();

    const secondSubscription = fake.state.sessions.get(second.id)!.object.subscription as string;
    const firstSubscription = fake.state.sessions.get(sessionIdOf(first))!.object.subscription as string;
    expect(fake.state.subscriptions.get(secondSubscription)!.object.status).toBe('canceled');
    expect(fake.state.subscriptions.get(firstSubscription)!.object.status).toBe('active');
    const refunds = [...fake.state.refunds.values()];
    expect(refunds).toEqual([expect.objectContaining({ amount: 19900, reason: 'duplicate' })]);

    // The shopper keeps the membership they paid for first, once.
    expect(await membershipOf(cookie)).toMatchObject({ plan: 'monthly', status: 'active' });
    expect(await query('select provider_subscription_id from memberships where user_id = ?', userId)).toEqual([
      { provider_subscription_id: firstSubscription },
    ]);
    expect(logs.filter((l) => l.level === 'error')).toEqual([
      expect.objectContaining({
        msg: 'second membership subscription canceled and its first invoice refunded',
        subscriptionId: secondSubscription,
        keptSubscriptionId: firstSubscription,
      }),
    ]);

    // Stripe's redelivery of that completion changes nothing more: no second cancel, no second refund.
    const completed = fake.bus.events.filter((e) => e.type === 'checkout.session.completed').at(-1)!;
    const { signatureHeader } = await import('../../tools/stripe-fake/events');
    const payload = JSON.stringify(completed);
    const signature = await signatureHeader(payload, 'whsec_test_vitaglow_fake', Math.floor(Date.now() / 1000));
    const again = await callWithStripe('/api/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'Stripe-Signature': signature },
    });
    expect(again.status).toBe(200);
    expect(fake.state.refunds.size).toBe(1);
  });
});

describe('the Stripe membership checkout when Stripe fails', () => {
  it('answers 502 payments_unavailable when Stripe is unreachable, and frees the slot for the next try', async () => {
    const { cookie, userId } = await signedInUser();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Network connection lost.'));
    const res = await start(cookie, 'monthly');
    expect(res.status).toBe(502);
    expect((await errorOf(res)).code).toBe('payments_unavailable');
    expect(await query('select * from membership_checkouts where user_id = ?', userId)).toEqual([]);
  });

  it('answers 502 payment_provider_error when Stripe refuses the request', async () => {
    const { cookie } = await signedInUser();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such customer' } }), { status: 400 }),
    );
    const res = await start(cookie, 'monthly');
    expect(res.status).toBe(502);
    expect((await errorOf(res)).code).toBe('payment_provider_error');
  });
});

describe('POST /api/billing-portal with Stripe', () => {
  it("opens Stripe's portal for a member, returning to /account; 409 no_membership otherwise", async () => {
    const { cookie } = await signedInUser();
    const portal = () => callWithStripe('/api/billing-portal', { method: 'POST', body: '{}', headers: { Cookie: cookie } });
    const none = await portal();
    expect(none.status).toBe(409);
    expect(await errorOf(none)).toMatchObject({ code: 'no_membership' });

    await fake.pay(sessionIdOf(await startedUrl(cookie, 'yearly')));
    const res = await portal();
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const call = fake.calls.find((c) => c.path === '/v1/billing_portal/sessions')!;
    expect(call).toMatchObject({ status: 200, params: { return_url: `${ORIGIN}/account`, locale: 'en' } });
    expect(url).toBe(call.body.url);
  });
});

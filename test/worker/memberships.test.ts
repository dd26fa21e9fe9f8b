import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN, call, post } from './http';
import { callWith, errorOf, query, signedInUser, withCookie } from './auth-helpers';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const STRIPE = { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_vitaglow' };

const checkout = (cookie: string | undefined, priceType: string) => post('/api/create-checkout', { priceType }, withCookie(cookie));

async function membershipOf(cookie: string) {
  const res = await call('/api/membership', withCookie(cookie));
  return ((await res.json()) as { membership: Record<string, unknown> | null }).membership;
}

/** Submits one of the test page's forms the way the browser does after a click on the shop's own page. */
function submitForm(path: string, cookie: string | undefined, site = 'same-origin') {
  return call(path, {
    method: 'POST',
    body: '',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': site, ...(cookie ? { Cookie: cookie } : {}) },
    redirect: 'manual',
  });
}

async function openLocalCheckout(cookie: string, plan = 'yearly'): Promise<string> {
  const res = await checkout(cookie, plan);
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  expect(url).toMatch(new RegExp(`^${ORIGIN}/test-subscription/local_[\\w-]{43}$`));
  return new URL(url).pathname;
}

describe('POST /api/create-checkout', () => {
  it('needs a session: 401 unauthenticated', async () => {
    const res = await checkout(undefined, 'monthly');
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: 'unauthenticated' });
  });

  it('refuses an unknown plan with 400 invalid_request', async () => {
    const { cookie } = await signedInUser();
    const res = await checkout(cookie, 'weekly');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'invalid_request' });
  });

  it('answers 503 payments_unavailable when Stripe is chosen without a key', async () => {
    const { cookie } = await signedInUser();
    const res = await callWith({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: '' }, '/api/create-checkout', {
      method: 'POST',
      body: JSON.stringify({ priceType: 'monthly' }),
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(503);
    expect(await errorOf(res)).toMatchObject({ code: 'payments_unavailable' });
  });
});

describe('the local membership checkout', () => {
  it('shows a test page for the plan, and Pay activates the membership then returns to /account', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-31T12:00:00Z'));
    const { cookie, email } = await signedInUser();
    const page = await openLocalCheckout(cookie, 'monthly');
    expect(await membershipOf(cookie)).toMatchObject({ plan: 'monthly', status: 'pending', provider: 'local' });

    const res = await call(page, withCookie(cookie));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Test membership payment');
    expect(html).toContain('No real payment is taken');
    expect(html).toContain('$19.00 per month');
    expect(html).toContain(email);
    expect(html).toContain(`action="${page}/pay"`);

    const paid = await submitForm(`${page}/pay`, cookie);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toBe('/account');
    expect(await membershipOf(cookie)).toEqual({
      plan: 'monthly',
      status: 'active',
      provider: 'local',
      // One month after 31 January is the last day of February.
      currentPeriodEnd: '2026-02-28T12:00:00.000Z',
      cancelAtPeriodEnd: false,
    });
  });

  it('refuses a second membership: 409 already_member', async () => {
    const { cookie } = await signedInUser();
    const page = await openLocalCheckout(cookie);
    await submitForm(`${page}/pay`, cookie);
    const res = await checkout(cookie, 'monthly');
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'already_member' });
    // The paid page is no longer open.
    expect((await call(page, withCookie(cookie))).status).toBe(404);
  });

  it('refuses a cross-site Pay, leaving the membership pending', async () => {
    const { cookie } = await signedInUser();
    const page = await openLocalCheckout(cookie);
    const res = await submitForm(`${page}/pay`, cookie, 'cross-site');
    expect(res.status).toBe(403);
    expect((await membershipOf(cookie))?.status).toBe('pending');
  });

  it('shows and pays a checkout only for its own signed-in user', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const page = await openLocalCheckout(owner.cookie);
    expect((await call(page)).status).toBe(404);
    expect((await call(page, withCookie(other.cookie))).status).toBe(404);
    expect((await submitForm(`${page}/pay`, other.cookie)).status).toBe(404);
    expect((await submitForm(`${page}/pay`, undefined)).status).toBe(404);
    expect((await membershipOf(owner.cookie))?.status).toBe('pending');
  });

  it('closes an earlier checkout page when a new one is opened; Cancel returns to the plans', async () => {
    const { cookie } = await signedInUser();
    const first = await openLocalCheckout(cookie, 'monthly');
    const second = await openLocalCheckout(cookie, 'yearly');
    expect((await submitForm(`${first}/pay`, cookie)).status).toBe(404);
    const cancelled = await submitForm(`${second}/cancel`, cookie);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('Location')).toBe('/#plans');
    expect((await membershipOf(cookie))?.status).toBe('pending');
  });

  it('does not exist outside development', async () => {
    const { cookie } = await signedInUser();
    const page = await openLocalCheckout(cookie);
    expect((await callWith({ ENVIRONMENT: 'production' }, page, { headers: { Cookie: cookie } })).status).toBe(404);
  });
});

/** A fake of Stripe's API: records each call's path and form body, answers with what `replies` gives. */
function fakeStripe(replies: Record<string, (body: URLSearchParams) => Record<string, unknown>>) {
  const calls: { path: string; body: URLSearchParams; idempotencyKey: string | null }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const body = new URLSearchParams(await request.text());
    calls.push({ path, body, idempotencyKey: request.headers.get('Idempotency-Key') });
    const reply = replies[path];
    if (!reply) return new Response(JSON.stringify({ error: { message: `no fake for ${path}` } }), { status: 404 });
    return new Response(JSON.stringify(reply(body)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

describe('the Stripe membership checkout', () => {
  it('opens a subscription Checkout for $199/year with price_data, one customer per user, the user as client_reference_id', async () => {
    const { cookie, userId, email } = await signedInUser();
    const calls = fakeStripe({
      '/v1/customers': () => ({ id: 'cus_vitaglow1', object: 'customer' }),
      '/v1/checkout/sessions': () => ({ id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
    });
    const start = () =>
      callWith(STRIPE, '/api/create-checkout', { method: 'POST', body: JSON.stringify({ priceType: 'yearly' }), headers: { Cookie: cookie } });

    const res = await start();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' });

    const [customer, session] = calls;
    expect(customer.path).toBe('/v1/customers');
    expect(customer.body.get('email')).toBe(email);
    expect(customer.idempotencyKey).toBe(`customer-${userId}`);
    expect(session.path).toBe('/v1/checkout/sessions');
    expect(Object.fromEntries(session.body)).toMatchObject({
      mode: 'subscription',
      customer: 'cus_vitaglow1',
      client_reference_id: userId,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '19900',
      'line_items[0][price_data][recurring][interval]': 'year',
      'metadata[userId]': userId,
      'metadata[plan]': 'yearly',
      'subscription_data[metadata][userId]': userId,
      success_url: `${ORIGIN}/account?membership=started`,
    });
    expect(session.idempotencyKey).toBeTruthy();
    expect(await query('select stripe_customer_id from users where id = ?', userId)).toEqual([{ stripe_customer_id: 'cus_vitaglow1' }]);

    // The second checkout reuses the customer.
    await start();
    expect(calls.map((c) => c.path)).toEqual(['/v1/customers', '/v1/checkout/sessions', '/v1/checkout/sessions']);
    expect(calls[2].body.get('customer')).toBe('cus_vitaglow1');
  });

  it('charges $19 a month for the monthly plan', async () => {
    const { cookie } = await signedInUser();
    const calls = fakeStripe({
      '/v1/customers': () => ({ id: `cus_${crypto.randomUUID().slice(0, 8)}`, object: 'customer' }),
      '/v1/checkout/sessions': () => ({ id: 'cs_test_2', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_2' }),
    });
    await callWith(STRIPE, '/api/create-checkout', { method: 'POST', body: JSON.stringify({ priceType: 'monthly' }), headers: { Cookie: cookie } });
    expect(calls[1].body.get('line_items[0][price_data][unit_amount]')).toBe('1900');
    expect(calls[1].body.get('line_items[0][price_data][recurring][interval]')).toBe('month');
  });
});

describe('the Stripe membership checkout when Stripe fails', () => {
  const start = (cookie: string) =>
    callWith(STRIPE, '/api/create-checkout', { method: 'POST', body: JSON.stringify({ priceType: 'monthly' }), headers: { Cookie: cookie } });

  it('answers 502 payments_unavailable when Stripe is unreachable', async () => {
    const { cookie } = await signedInUser();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Network connection lost.'));
    const res = await start(cookie);
    expect(res.status).toBe(502);
    expect((await errorOf(res)).code).toBe('payments_unavailable');
  });

  it('answers 502 payment_provider_error when Stripe refuses the request', async () => {
    const { cookie } = await signedInUser();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such customer' } }), { status: 400 }),
    );
    const res = await start(cookie);
    expect(res.status).toBe(502);
    expect((await errorOf(res)).code).toBe('payment_provider_error');
  });

  it('sends a double click with one idempotency key, so Stripe answers both with one session', async () => {
    const { cookie } = await signedInUser();
    const calls = fakeStripe({
      '/v1/customers': () => ({ id: `cus_${crypto.randomUUID().slice(0, 8)}`, object: 'customer' }),
      '/v1/checkout/sessions': () => ({ id: 'cs_test_3', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_3' }),
    });
    await Promise.all([start(cookie), start(cookie)]);
    const keys = calls.filter((c) => c.path === '/v1/checkout/sessions').map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('POST /api/billing-portal', () => {
  it('needs a session', async () => {
    expect((await post('/api/billing-portal', {})).status).toBe(401);
  });

  it('answers 409 portal_unavailable with the local provider', async () => {
    const { cookie } = await signedInUser();
    const res = await post('/api/billing-portal', {}, withCookie(cookie));
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'portal_unavailable' });
  });

  it("opens Stripe's portal for a member, returning to /account; 409 no_membership otherwise", async () => {
    const { cookie, userId } = await signedInUser();
    const portal = () => callWith(STRIPE, '/api/billing-portal', { method: 'POST', body: '{}', headers: { Cookie: cookie } });
    const none = await portal();
    expect(none.status).toBe(409);
    expect(await errorOf(none)).toMatchObject({ code: 'no_membership' });

    await env.DB.batch([
      env.DB.prepare('update users set stripe_customer_id = ? where id = ?').bind('cus_member1', userId),
      env.DB.prepare("insert into memberships (id, user_id, plan, status, provider, provider_subscription_id) values (?, ?, 'monthly', 'active', 'stripe', 'sub_member1')").bind(
        crypto.randomUUID(),
        userId,
      ),
    ]);
    const calls = fakeStripe({ '/v1/billing_portal/sessions': () => ({ id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/bps_1' }) });
    const res = await portal();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: 'https://billing.stripe.com/p/session/bps_1' });
    expect(Object.fromEntries(calls[0].body)).toMatchObject({ customer: 'cus_member1', return_url: `${ORIGIN}/account` });
  });
});

describe('GET /api/account/orders', () => {
  it('needs a session', async () => {
    expect((await call('/api/account/orders')).status).toBe(401);
  });

  it("lists the signed-in user's orders only, newest first", async () => {
    const me = await signedInUser();
    const other = await signedInUser();
    const insert = (userId: string, reference: string, createdAt: number, status: string) =>
      env.DB.prepare(
        `insert into orders (id, reference, user_id, kind, status, subtotal_cents, shipping_cents, total_cents, shipping_id, provider, created_at)
         values (?, ?, ?, 'cart', ?, 2999, 0, 2999, 'free-us', 'local', ?)`,
      ).bind(crypto.randomUUID(), reference, userId, status, createdAt);
    await env.DB.batch([
      insert(me.userId, 'VG-OLDER', 1_700_000_000_000, 'paid'),
      insert(me.userId, 'VG-NEWER', 1_700_000_100_000, 'open'),
      insert(other.userId, 'VG-OTHER', 1_700_000_200_000, 'paid'),
    ]);
    const res = await call('/api/account/orders', withCookie(me.cookie));
    const { orders } = (await res.json()) as { orders: { reference: string; status: string; totalCents: number; createdAt: string }[] };
    expect(orders.map((o) => o.reference)).toEqual(['VG-NEWER', 'VG-OLDER']);
    expect(orders[1]).toMatchObject({ status: 'paid', totalCents: 2999, createdAt: new Date(1_700_000_000_000).toISOString() });
  });
});

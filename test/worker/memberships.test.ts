import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN, call, post } from './http';
import { callWith, errorOf, signedInUser, withCookie } from './auth-helpers';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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

import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD, callWith, freshEmail, sessionCookieOf, signedInUser, withCookie } from './auth-helpers';
import {
  claimDeal,
  couponRow,
  DEAL_CART,
  dealCodeRow,
  holderOf,
  orderRow,
  OUR_MARKER,
  placeCartOrder,
  seedSubscriber,
  sessionEvent,
  signPayload,
} from './payments-helpers';
import { spyOnLogs } from './logs';
import { errorOf } from './errors';
import { countOf } from './rows';
import { fakeD1, realD1With } from './d1-fakes';

/**
 * Faults, injected through the bindings the worker gets: D1 failing, Stripe unreachable or failing,
 * KV failing under a rate limit, and Stripe webhooks arriving early, twice, out of order or late.
 */

const STRIPE = { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' } satisfies Partial<Env>;

interface LogLine {
  level: string;
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

/** Captures the worker's JSON log lines. */
function captureLogs(): LogLine[] {
  const lines: LogLine[] = [];
  spyOnLogs((line: unknown) => void lines.push(JSON.parse(String(line)) as LogLine));
  return lines;
}

const d1Error = () => new Error('D1_ERROR: Network connection lost.');

/** A D1 binding that is down: statements prepare, then every query and batch fails. */
function downD1(): D1Database {
  const fail = () => Promise.reject(d1Error());
  const statement = { bind: () => statement, first: fail, all: fail, raw: fail, run: fail };
  return fakeD1({ prepare: () => statement as unknown as D1PreparedStatement, batch: fail });
}

/**
 * The real D1 with batches that fail: refused outright, or run by D1 with one more statement that
 * fails, so D1's own transaction has to undo the statements before it.
 */
function d1WithFailingBatch(mode: 'refused' | 'rolled back'): D1Database {
  return realD1With({
    batch: (statements) =>
      mode === 'refused'
        ? Promise.reject(d1Error())
        : env.DB.batch([...statements, env.DB.prepare('insert into no_such_table values (1)')]),
  });
}

const cartBody = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    items: [
      { id: 'multivitamin', quantity: 2 },
      { id: 'starter', quantity: 1 },
    ],
    shipping: { id: 'express-us' },
    ageConfirmed: true,
    ...extra,
  });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('D1 failing', () => {
  let cookie = '';
  beforeAll(async () => {
    cookie = (await signedInUser()).cookie;
  });

  const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
  const signedIn = (init: RequestInit = {}) => ({ ...init, headers: { ...withCookie(cookie).headers, ...init.headers } });

  it.each<[string, string, () => RequestInit | Promise<RequestInit>]>([
    ['GET', '/api/health', () => ({})],
    ['POST', '/api/create-payment', () => ({ method: 'POST', body: cartBody() })],
    ['POST', '/api/coupons/check', () => post({ code: 'VITAGLOWABC123', email: freshEmail() })],
    ['POST', '/api/deals', () => post(DEAL_CART)],
    ['GET', '/api/orders/VG-0000-0000-0000-0000', () => ({})],
    ['POST', '/api/newsletter', () => post({ email: freshEmail() })],
    ['POST', '/api/auth/signup', () => post({ email: freshEmail(), password: PASSWORD, name: 'Nadia Haddad' })],
    ['POST', '/api/auth/signin', () => post({ email: freshEmail(), password: PASSWORD })],
    ['POST', '/api/auth/verify', () => post({ token: 'a'.repeat(43) })],
    ['POST', '/api/auth/forgot', () => post({ email: freshEmail() })],
    ['POST', '/api/auth/reset', () => post({ token: 'a'.repeat(43), password: 'Another-Mango-43' })],
    ['GET', '/api/auth/session', () => signedIn()],
    ['POST', '/api/auth/refresh', () => signedIn(post({}))],
    ['POST', '/api/auth/signout', () => signedIn(post({}))],
    ['POST', '/api/create-checkout', () => signedIn(post({ priceType: 'monthly' }))],
    ['POST', '/api/billing-portal', () => signedIn(post({}))],
    ['GET', '/api/membership', () => signedIn()],
    ['GET', '/api/account/orders', () => signedIn()],
    [
      'POST',
      '/api/stripe/webhook',
      async () => {
        const payload = JSON.stringify(sessionEvent('checkout.session.completed', { id: crypto.randomUUID(), total_cents: 100 }));
        return {
          method: 'POST',
          body: payload,
          headers: { 'Stripe-Signature': await signPayload(payload, { secret: STRIPE.STRIPE_WEBHOOK_SECRET }) },
        };
      },
    ],
  ])('%s %s answers 503 unavailable with its request id, logged once', async (_method, path, init) => {
    const request = await init();
    const logs = captureLogs();
    const res = await callWith({ ...STRIPE, DB: downD1() }, path, request);

    expect(res.status).toBe(503);
    const error = await errorOf(res);
    expect(error).toMatchObject({ code: 'unavailable', requestId: res.headers.get('X-Request-Id') });
    expect(JSON.stringify(error)).not.toMatch(/D1_|Network connection/);
    const errors = logs.filter((line) => line.level === 'error');
    expect(errors).toEqual([expect.objectContaining({ msg: 'database unavailable', requestId: error.requestId, path })]);
  });

  it.each(['refused', 'rolled back'] as const)('writes no order, no line and no code claim when the order batch is %s', async (mode) => {
    captureLogs();
    const code = await claimDeal();
    const before = { orders: await countOf('orders'), lines: await countOf('order_lines') };
    const res = await callWith({ DB: d1WithFailingBatch(mode) }, '/api/create-payment', {
      method: 'POST',
      body: cartBody({ dealClaimed: true, dealCode: code }),
    });

    expect(res.status).toBe(503);
    expect((await errorOf(res)).code).toBe('unavailable');
    expect({ orders: await countOf('orders'), lines: await countOf('order_lines') }).toEqual(before);
    expect((await dealCodeRow(code))!.used_by_order_id).toBeNull();
    // The code is still good once D1 is back.
    expect(
      (await callWith({}, '/api/create-payment', { method: 'POST', body: cartBody({ dealClaimed: true, dealCode: code }) })).status,
    ).toBe(200);
  });

  it('records no webhook event whose changes failed to commit, so the redelivery applies it once', async () => {
    captureLogs();
    const coupon = await seedSubscriber();
    const { reference, order } = await placeCartOrder({ couponCode: coupon, couponEmail: holderOf(coupon) });
    const event = sessionEvent('checkout.session.completed', order);
    const failed = await deliver(event, { DB: d1WithFailingBatch('rolled back') });
    expect(failed.status).toBe(503);
    expect((await orderRow(reference))!.status).toBe('open');
    expect(await countOf('processed_events where event_id = ?', event.id)).toBe(0);

    expect((await deliver(event)).status).toBe(200);
    const paid = (await orderRow(reference))!;
    expect(paid.status).toBe('paid');
    expect((await couponRow(coupon))!.coupon_redeemed_at).toBe(paid.paid_at);
  });
});

/** Delivers a Stripe event signed with the webhook secret of the Stripe bindings. */
async function deliver(event: unknown, bindings: Partial<Env> = {}): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = await signPayload(payload, { secret: STRIPE.STRIPE_WEBHOOK_SECRET });
  return callWith({ ...STRIPE, ...bindings }, '/api/stripe/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'Stripe-Signature': signature },
  });
}

interface StripeCall {
  url: string;
  idempotencyKey: string | null;
}

/**
 * Stripe's API, faked inside workerd. `answer` decides each call by its number (0-based); Stripe keeps
 * the sessions it created by idempotency key and answers a repeated key with the same session.
 */
function fakeStripe(answer: (n: number) => 'ok' | 'created-but-lost' | 'unreachable' | number) {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, { id: string; url: string }>();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const idempotencyKey = new Headers(init?.headers).get('Idempotency-Key');
    const n = calls.push({ url, idempotencyKey }) - 1;
    const outcome = answer(n);
    if (outcome === 'unreachable') throw new TypeError('fetch failed: connection refused');
    if (typeof outcome === 'number')
      return Response.json({ error: { type: 'api_error', message: 'Stripe is failing' } }, { status: outcome });
    const key = idempotencyKey ?? `no-key-${n}`;
    if (!sessions.has(key)) {
      const id = `cs_test_${crypto.randomUUID().replaceAll('-', '')}`;
      sessions.set(key, { id, url: `https://checkout.stripe.com/c/pay/${id}` });
    }
    const session = sessions.get(key)!;
    if (outcome === 'created-but-lost') throw new TypeError('fetch failed: connection reset after the request was sent');
    return Response.json({ object: 'checkout.session', ...session });
  });
  return { calls, sessions };
}

/** The order a checkout idempotency key (`order-<id>-checkout`) belongs to. */
const orderOfKey = async (key: string | null) =>
  env.DB.prepare('select status, provider_session_id from orders where id = ?')
    .bind(key!.replace(/^order-/, '').replace(/-checkout$/, ''))
    .first<{ status: string; provider_session_id: string | null }>();

describe('Stripe unreachable or failing', () => {
  const checkout = (extra: Record<string, unknown> = {}) =>
    callWith(STRIPE, '/api/create-payment', { method: 'POST', body: cartBody(extra) });

  it.each<[string, string, 'unreachable' | number, number]>([
    ['unreachable', 'payments_unavailable', 'unreachable', 3],
    ['answering 500', 'payments_unavailable', 500, 3],
    ['answering 503', 'payments_unavailable', 503, 3],
    ['rate limiting (429)', 'payments_unavailable', 429, 1],
    ['refusing the request (400)', 'payment_provider_error', 400, 1],
    ['refusing the key (401)', 'payment_provider_error', 401, 1],
  ])('Stripe %s: 502 %s, the order failed and its code freed, every attempt under one key', async (_case, code, outcome, attempts) => {
    captureLogs();
    const { calls } = fakeStripe(() => outcome);
    const deal = await claimDeal();
    const res = await checkout({ dealClaimed: true, dealCode: deal });

    expect(res.status).toBe(502);
    expect((await errorOf(res)).code).toBe(code);
    // The deal's one-off coupon is created first: that call fails, retried under its one key.
    expect(calls).toHaveLength(attempts);
    expect(calls.every((c) => c.url === 'https://api.stripe.com/v1/coupons')).toBe(true);
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
    const order = await env.DB.prepare('select status from orders where deal_code = ?').bind(deal).first<{ status: string }>();
    expect(order).toEqual({ status: 'failed' });
    expect((await dealCodeRow(deal))!.used_by_order_id).toBeNull();
  });

  it('gets the one session back when a retry follows a 5xx or a lost answer: same Idempotency-Key, no second session', async () => {
    const { calls, sessions } = fakeStripe((n) => (n === 0 ? 503 : n === 1 ? 'created-but-lost' : 'ok'));
    const res = await checkout();

    expect(res.status).toBe(200);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.idempotencyKey))).toEqual(new Set([calls[0].idempotencyKey]));
    expect(sessions.size).toBe(1);
    const [session] = sessions.values();
    expect(((await res.json()) as { url: string }).url).toBe(session.url);
    expect(await orderOfKey(calls[0].idempotencyKey)).toMatchObject({ status: 'open', provider_session_id: session.id });
  });

  it("leaves no order open after an outage, and the shopper's retry of the same cart opens exactly one session", async () => {
    captureLogs();
    let down = true;
    const { calls, sessions } = fakeStripe(() => (down ? 'unreachable' : 'ok'));
    const failed = await checkout();
    expect((await errorOf(failed)).code).toBe('payments_unavailable');

    down = false;
    const retried = await checkout();
    expect(retried.status).toBe(200);
    expect(sessions.size).toBe(1);
    const keys = [...new Set(calls.map((c) => c.idempotencyKey))];
    expect(keys).toHaveLength(2);
    expect(await orderOfKey(keys[0])).toMatchObject({ status: 'failed', provider_session_id: null });
    expect(await orderOfKey(keys[1])).toMatchObject({ status: 'open', provider_session_id: [...sessions.values()][0].id });
  });
});

describe('KV failing during a rate-limit check', () => {
  const kvDown = {
    get: () => Promise.reject(new Error('KV GET failed: 503 Service Unavailable')),
    put: () => Promise.reject(new Error('KV PUT failed: 503 Service Unavailable')),
    delete: () => Promise.reject(new Error('KV DELETE failed: 503 Service Unavailable')),
  } as unknown as KVNamespace;

  it('leaves sign-in and sign-up alone: their attempts are counted in D1', async () => {
    captureLogs();
    const { email } = await signedInUser();
    const signin = await callWith({ RATE_LIMIT: kvDown }, '/api/auth/signin', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signin.status).toBe(200);
    const signup = await callWith({ RATE_LIMIT: kvDown }, '/api/auth/signup', {
      method: 'POST',
      body: JSON.stringify({ email: freshEmail(), password: PASSWORD, name: 'Nadia Haddad' }),
    });
    expect(signup.status).toBe(201);
  });

  it('fails open for the newsletter: the subscription goes through', async () => {
    captureLogs();
    const email = freshEmail();
    const res = await callWith({ RATE_LIMIT: kvDown }, '/api/newsletter', { method: 'POST', body: JSON.stringify({ email }) });
    expect(res.status).toBe(201);
    expect(await countOf('email_subscribers where email = ?', email)).toBe(1);
  });

  it('fails open for coupons: a right code is still accepted, a wrong one still refused, at the check and at checkout', async () => {
    captureLogs();
    const code = await seedSubscriber();
    const check = (coupon: string) =>
      callWith({ RATE_LIMIT: kvDown }, '/api/coupons/check', {
        method: 'POST',
        body: JSON.stringify({ code: coupon, email: holderOf(coupon) }),
      });
    expect((await check(code)).status).toBe(200);
    expect((await errorOf(await check('VITAGLOW000000'))).code).toBe('invalid_coupon');
    const checkout = await callWith({ RATE_LIMIT: kvDown }, '/api/create-payment', {
      method: 'POST',
      body: cartBody({ couponCode: code, couponEmail: holderOf(code) }),
    });
    expect(checkout.status).toBe(200);
  });
});

describe('the attempt counters failing in D1', () => {
  /** The real D1, with the statements on attempt_counts that match `which` failing. */
  const countersFailing = (which: RegExp) =>
    realD1With({
      prepare: (sql) => {
        if (!/attempt_counts/.test(sql) || !which.test(sql)) return env.DB.prepare(sql);
        const fail = () => Promise.reject(d1Error());
        const statement = { bind: () => statement, first: fail, all: fail, raw: fail, run: fail };
        return statement as unknown as D1PreparedStatement;
      },
    });

  it.each([
    ['sign-in', async () => ({ email: (await signedInUser()).email, path: '/api/auth/signin', body: { password: PASSWORD } })],
    ['sign-up', async () => ({ email: freshEmail(), path: '/api/auth/signup', body: { password: PASSWORD, name: 'Nadia Haddad' } })],
  ])('fails closed for %s: 503 before any password is checked, nothing written, logged with the request id', async (_label, attempt) => {
    const { email, path, body } = await attempt();
    const logs = captureLogs();
    const users = await countOf('users');
    const res = await callWith({ DB: countersFailing(/^insert/i) }, path, { method: 'POST', body: JSON.stringify({ email, ...body }) });
    expect(res.status).toBe(503);
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(await countOf('users')).toBe(users);
    expect(logs.filter((line) => line.level === 'error')).toEqual([
      expect.objectContaining({ msg: 'database unavailable', requestId: res.headers.get('X-Request-Id') }),
    ]);
  });

  it('keeps a successful sign-in when only giving its count back fails', async () => {
    const { email } = await signedInUser();
    captureLogs();
    const res = await callWith({ DB: countersFailing(/^(update|delete)/i) }, '/api/auth/signin', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
  });
});

describe('Stripe webhooks arriving early, twice, out of order or late', () => {
  beforeEach(() => void captureLogs());

  /** A session as this shop opens it: with the order's id and reference, and this deployment's marker, in its metadata. */
  const completed = (order: { id: string; reference: string; total_cents: number }, session: Record<string, unknown> = {}) =>
    sessionEvent('checkout.session.completed', order, {
      metadata: { order_id: order.id, order_reference: order.reference, ...OUR_MARKER },
      ...session,
    });

  async function paidState(reference: string, coupon: string) {
    const order = (await orderRow(reference))!;
    return { status: order.status, paid_at: order.paid_at, coupon: await couponRow(coupon) };
  }

  it('before the order row is visible: refused with 503 and not recorded, so the redelivery pays it once', async () => {
    const order = { id: crypto.randomUUID(), reference: `VG-EARLY-${crypto.randomUUID().slice(0, 8).toUpperCase()}`, total_cents: 2999 };
    const event = completed(order);
    const early = await deliver(event);
    expect(early.status).toBe(503);
    expect((await errorOf(early)).code).toBe('order_not_found');
    expect(await countOf('processed_events where event_id = ?', event.id)).toBe(0);

    // The order becomes visible, as placed by create-payment for the Stripe provider.
    await env.DB.prepare(
      "insert into orders (id, reference, kind, status, subtotal_cents, shipping_cents, total_cents, shipping_id, provider) values (?, ?, 'cart', 'open', 2999, 0, 2999, 'free-us', 'stripe')",
    )
      .bind(order.id, order.reference)
      .run();
    const redelivered = await Promise.all([deliver(event), deliver(event)]);
    expect(redelivered.map((r) => r.status)).toEqual([200, 200]);
    expect((await orderRow(order.reference))!.status).toBe('paid');
    expect(await countOf('processed_events where event_id = ?', event.id)).toBe(1);
  });

  it('twice, and as a second event for the same payment: paid once, coupon redeemed once', async () => {
    const coupon = await seedSubscriber();
    const { reference, order } = await placeCartOrder({ couponCode: coupon, couponEmail: holderOf(coupon) });
    const event = completed(order);
    await deliver(event);
    const once = await paidState(reference, coupon);
    expect(once).toMatchObject({ status: 'paid', coupon: { coupon_reserved_by: order.id, coupon_redeemed_at: once.paid_at } });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    expect(((await (await deliver(event)).json()) as { outcome: string }).outcome).toBe('duplicate');
    const again = sessionEvent('checkout.session.async_payment_succeeded', order, {
      metadata: { order_id: order.id, order_reference: reference },
    });
    expect((await deliver(again)).status).toBe(200);
    expect(await paidState(reference, coupon)).toEqual(once);
  });

  it('out of order: an expiry or a failure after the payment leaves it paid with its code spent', async () => {
    const code = await claimDeal();
    const { reference, order } = await placeCartOrder({ dealClaimed: true, dealCode: code });
    await deliver(sessionEvent('checkout.session.expired', order, { metadata: { order_id: order.id, order_reference: reference } }));
    const placed = await placeCartOrder({ dealClaimed: true, dealCode: await claimDeal() });
    for (const type of ['checkout.session.completed', 'checkout.session.expired', 'checkout.session.async_payment_failed'] as const) {
      expect(
        (await deliver(sessionEvent(type, placed.order, { metadata: { order_id: placed.order.id, order_reference: placed.reference } })))
          .status,
      ).toBe(200);
    }
    expect((await orderRow(placed.reference))!.status).toBe('paid');
    expect((await dealCodeRow(placed.order.deal_code!))!.used_by_order_id).toBe(placed.order.id);
    // The first order expired before any payment: its code went back.
    expect((await orderRow(reference))!.status).toBe('expired');
    expect((await dealCodeRow(code))!.used_by_order_id).toBeNull();
  });

  it('after the session expired: a payment delivered hours late (freshly signed) still pays the open order', async () => {
    const { reference, order } = await placeCartOrder();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60 * 60_000);
    expect((await deliver(completed({ ...order, reference }))).status).toBe(200);
    expect((await orderRow(reference))!.status).toBe('paid');
  });

  it('a payment for an order that already expired keeps it expired, frees nothing twice, and asks a person to look', async () => {
    const logs = captureLogs();
    const code = await claimDeal();
    const { reference, order } = await placeCartOrder({ dealClaimed: true, dealCode: code });
    await deliver(sessionEvent('checkout.session.expired', order, { metadata: { order_id: order.id, order_reference: reference } }));
    const reused = await placeCartOrder({ dealClaimed: true, dealCode: code });

    expect((await deliver(completed({ ...order, reference }))).status).toBe(200);
    expect((await orderRow(reference))!.status).toBe('expired');
    expect((await dealCodeRow(code))!.used_by_order_id).toBe(reused.order.id);
    expect(logs.filter((line) => line.level === 'error')).toEqual([
      expect.objectContaining({ msg: 'Stripe reports a payment for a closed order', orderId: order.id, status: 'expired' }),
    ]);
  });
});

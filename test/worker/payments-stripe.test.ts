import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall, StripeFake } from '../../tools/stripe-fake/fake';
import { contentFr } from '../../i18n/content/fr';
import { signedInUser } from './auth-helpers';
import { ORIGIN, call, post } from './http';
import { claimDeal, dealCodeRow, errorCode, holderOf, orderRow, seedSubscriber } from './payments-helpers';
import { callWithStripe, operatorStripe, useStripeFake } from './stripe-fake';
import { spyOnLogs } from './logs';
import { realD1With } from './d1-fakes';

let fake: StripeFake;
beforeEach(() => {
  fake = useStripeFake();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const createPayment = (body: unknown, init: RequestInit = {}) =>
  callWithStripe('/api/create-payment', { ...init, method: 'POST', body: JSON.stringify(body) });

const sessionCalls = () => fake.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.method === 'POST');
const couponCalls = () => fake.calls.filter((c) => c.path === '/v1/coupons');
type Form = Record<string, unknown>;
const paramsOf = (c: ApiCall) => c.params as Form;

describe('the Stripe provider, against the strict fake', () => {
  it('opens a hosted Checkout session priced by the worker, in the order’s language, with one idempotency key per order', async () => {
    const res = await createPayment({
      items: [
        { id: 'multivitamin', quantity: 2, price: '$0.01' },
        { id: 'starter', quantity: 1 },
      ],
      shipping: { id: 'overnight-us' },
      language: 'fr',
      ageConfirmed: true,
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const [created] = sessionCalls();
    expect(created.status).toBe(200);
    const sessionId = created.body.id as string;
    expect(url).toBe(created.body.url);

    const params = paramsOf(created);
    const orderId = params.client_reference_id as string;
    expect(created.idempotencyKey).toBe(`order-${orderId}-checkout`);
    expect(params).toMatchObject({
      mode: 'payment',
      metadata: { order_id: orderId, order_reference: expect.stringMatching(/^VG-/) },
      line_items: {
        0: {
          quantity: '2',
          price_data: {
            currency: 'usd',
            unit_amount: '2999',
            product_data: { name: 'Multivitamines du quotidien', description: expect.any(String) },
          },
        },
        1: { quantity: '1', price_data: { currency: 'usd', unit_amount: '5999', product_data: { name: 'Pack Découverte' } } },
      },
      shipping_address_collection: { allowed_countries: { 0: 'US' } },
      shipping_options: {
        0: {
          shipping_rate_data: {
            type: 'fixed_amount',
            display_name: contentFr.shipping['overnight-us'].name,
            fixed_amount: { amount: '1999', currency: 'usd' },
          },
        },
      },
      // Back to the shop at the order's language's addresses.
      success_url: 'https://vitaglow.test/fr/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://vitaglow.test/fr/payment-cancelled',
      locale: 'fr',
    });
    // Stripe's own totals equal the order's to the cent.
    const order = (await orderRow((params.metadata as Form).order_reference as string))!;
    expect(created.body).toMatchObject({ amount_total: order.total_cents, amount_subtotal: 11997 });
    expect(order).toMatchObject({ id: orderId, provider: 'stripe', provider_session_id: sessionId, status: 'open', total_cents: 13996 });
    // Back from Stripe, /payment-success?session_id=cs_… finds the order.
    const found = await call(`/api/orders/${sessionId}`);
    expect(((await found.json()) as { reference: string }).reference).toBe(order.reference);
  });

  it('sends the last-chance deal as a one-off amount-off coupon for the goods’ share, named in the order’s language, and its shipping share off the shipping; Arabic gets locale auto', async () => {
    const code = await claimDeal();
    const res = await createPayment({
      items: [{ id: 'whey-vanilla', quantity: 1 }],
      shipping: { id: 'international-express' },
      ageConfirmed: true,
      dealClaimed: true,
      dealCode: code,
      language: 'ar',
    });
    expect(res.status).toBe(200);
    expect(fake.calls.map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual(['POST /v1/coupons 200', 'POST /v1/checkout/sessions 200']);
    const [coupon] = couponCalls();
    const [session] = sessionCalls();
    const orderId = paramsOf(session).client_reference_id;
    expect(coupon.idempotencyKey).toBe(`order-${orderId}-coupon`);
    // (49.99 + 29.99) × 25% = 19.995 → 20.00, of which 2000 × 29.99 / 79.98 = 7.4994… → 7.50 comes off the
    // shipping (Checkout spreads a coupon over the line items only) and 12.50 off the goods.
    expect(paramsOf(coupon)).toMatchObject({
      amount_off: '1250',
      currency: 'usd',
      duration: 'once',
      max_redemptions: '1',
      name: 'عرض الفرصة الأخيرة (25%)',
      metadata: { order_id: orderId },
    });
    expect(paramsOf(session)).toMatchObject({
      discounts: { 0: { coupon: coupon.body.id } },
      locale: 'auto',
      shipping_address_collection: { allowed_countries: { 0: 'CA' } },
      shipping_options: { 0: { shipping_rate_data: { fixed_amount: { amount: String(2999 - 750) } } } },
    });
    const order = (await orderRow((paramsOf(session).metadata as Form).order_reference as string))!;
    expect(order).toMatchObject({ subtotal_cents: 4999, shipping_cents: 2999, discount_cents: 2000, total_cents: 5998 });
    // Stripe's total is the order's to the cent, the discount landing where it was given.
    expect(session.body).toMatchObject({
      amount_total: order.total_cents,
      total_details: { amount_discount: 1250, amount_shipping: 2249 },
    });
    const toronto = { name: 'Lina Haddad', line1: '290 Bremner Blvd', city: 'Toronto', state: 'ON', postal_code: 'M5V 3L9', country: 'CA' };
    await fake.pay(session.body.id as string, { email: 'lina@vitaglow-mail.com', shipping: toronto, phone: '+1 416 555 0100' });
    await fake.settled();
    expect((await orderRow(order.reference))!.status).toBe('paid');
  });

  it('makes the order’s coupon stop working just after its session expires, so it is not left valid in the Stripe account', async () => {
    const coupon = await seedSubscriber();
    expect(
      (
        await createPayment({
          items: [{ id: 'omega-3-plus', quantity: 1 }],
          shipping: { id: 'express-us' },
          couponCode: coupon,
          couponEmail: holderOf(coupon),
        })
      ).status,
    ).toBe(200);
    const [created] = couponCalls();
    const [session] = sessionCalls();
    const expiresAt = session.body.expires_at as number;
    const redeemBy = created.body.redeem_by as number;
    expect(redeemBy).toBeGreaterThan(expiresAt);
    expect(redeemBy - expiresAt).toBeLessThanOrEqual(15 * 60);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(redeemBy * 1000);
    const stripe = operatorStripe();
    expect((await stripe.coupons.retrieve(created.body.id as string)).valid).toBe(false);
  });

  it('sends the newsletter coupon the same way: 20% of the products as an amount', async () => {
    const coupon = await seedSubscriber();
    const res = await createPayment({
      items: [{ id: 'omega-3-plus', quantity: 1 }],
      shipping: { id: 'express-us' },
      couponCode: coupon,
      couponEmail: holderOf(coupon),
    });
    expect(res.status).toBe(200);
    expect(paramsOf(couponCalls()[0])).toMatchObject({ amount_off: '560', name: 'Newsletter discount (20%)' });
    // It is never off the shipping: the shipping is charged whole.
    const [session] = sessionCalls();
    expect(paramsOf(session)).toMatchObject({ shipping_options: { 0: { shipping_rate_data: { fixed_amount: { amount: '799' } } } } });
    const order = (await orderRow((paramsOf(session).metadata as Form).order_reference as string))!;
    expect(session.body.amount_total).toBe(order.total_cents);
  });

  it('sends a signed-in subscriber’s package saving the same way, with their address', async () => {
    const { email, cookie } = await signedInUser();
    expect((await post('/api/newsletter', { email, language: 'en' })).status).toBe(201);
    const res = await createPayment({ packageDeal: { id: 'essentials' }, ageConfirmed: true }, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(paramsOf(couponCalls()[0])).toMatchObject({ amount_off: '900', name: 'Subscriber package savings (10%)' });
    expect(paramsOf(sessionCalls()[0]).customer_email).toBe(email);
  });

  it('passes every rule of the fake for each kind of order and language', async () => {
    const deal = await claimDeal();
    const bodies = [
      { items: [{ id: 'bcaa-gummies', quantity: 99 }], shipping: { id: 'free-us' }, language: 'en', ageConfirmed: true },
      { items: [{ id: 'magnesium-gummies', quantity: 1 }], language: 'fr' },
      { packageDeal: { id: 'friends' }, language: 'ar', ageConfirmed: true },
      {
        items: [
          { id: 'collagen-gummies', quantity: 3 },
          { id: 'complete', quantity: 2 },
        ],
        shipping: { id: 'international-standard' },
        dealClaimed: true,
        dealCode: deal,
        language: 'fr',
        ageConfirmed: true,
      },
    ];
    for (const body of bodies) expect((await createPayment(body)).status).toBe(200);
    expect(fake.calls.every((c) => c.status === 200)).toBe(true);
    expect(sessionCalls()).toHaveLength(bodies.length);
  });

  it('answers 502 when Stripe refuses, and frees the deal code of the order it had to give up', async () => {
    // Error injection: Stripe refusing whatever is sent.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ error: { type: 'invalid_request_error', message: 'No such thing' } }, { status: 400 }),
    );
    const code = await claimDeal();
    const res = await createPayment({ items: [{ id: 'multivitamin' }], shipping: { id: 'free-us' }, dealClaimed: true, dealCode: code });
    expect(res.status).toBe(502);
    expect(await errorCode(res)).toBe('payment_provider_error');
    expect((await dealCodeRow(code))!.used_by_order_id).toBeNull();
    const order = await env.DB.prepare('select status from orders where deal_code = ?').bind(code).first<{ status: string }>();
    expect(order).toEqual({ status: 'failed' });
  });
});

describe('STRIPE_API_BASE outside development', () => {
  it('refuses to take payments or start memberships (503 payments_unavailable) and tells the operator, calling nothing', async () => {
    const logs: { level: string; msg: string; error?: { message: string } }[] = [];
    spyOnLogs((line: unknown) => void logs.push(JSON.parse(String(line))));
    const { cookie } = await signedInUser();
    const production = { ENVIRONMENT: 'production', PUBLIC_URL: ORIGIN } satisfies Partial<Env>;
    const payment = await callWithStripe(
      '/api/create-payment',
      { method: 'POST', body: JSON.stringify({ items: [{ id: 'multivitamin' }] }) },
      production,
    );
    const membership = await callWithStripe(
      '/api/create-checkout',
      { method: 'POST', body: JSON.stringify({ priceType: 'monthly' }), headers: { Cookie: cookie } },
      production,
    );
    for (const res of [payment, membership]) {
      expect(res.status).toBe(503);
      expect(await errorCode(res)).toBe('payments_unavailable');
    }
    expect(fake.calls).toEqual([]);
    expect(logs.filter((l) => l.error?.message?.includes('STRIPE_API_BASE'))).toHaveLength(2);
  });
});

describe('the Checkout session’s expires_at', () => {
  const cart = { items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } };

  it('is at least 30 minutes after Stripe receives the request, even from a time with milliseconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T15:00:00.600Z'));
    const res = await createPayment(cart);
    const [created] = sessionCalls();
    expect(created.body.error ?? null).toBeNull();
    expect(res.status).toBe(200);
    const expiresAt = Number(paramsOf(created).expires_at);
    expect(expiresAt * 1000 - Date.parse('2026-11-21T15:00:00.600Z')).toBeGreaterThanOrEqual(30 * 60_000);
    // 35 minutes: the margin covers the SDK's retries and clock skew.
    expect(expiresAt).toBe(Math.ceil(Date.parse('2026-11-21T15:35:00.600Z') / 1000));
  });

  it('is taken when the request is built, not when the order was placed: a slow D1 write does not eat the lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T15:00:00Z'));
    // D1 takes ten minutes to write the order (a stand-in for any delay before the Stripe call).
    const slowDb = realD1With({
      batch: async (statements) => {
        vi.setSystemTime(Date.now() + 10 * 60_000);
        return env.DB.batch(statements);
      },
    });
    const res = await callWithStripe('/api/create-payment', { method: 'POST', body: JSON.stringify(cart) }, { DB: slowDb });
    expect(sessionCalls()[0].status).toBe(200);
    expect(res.status).toBe(200);
  });
});

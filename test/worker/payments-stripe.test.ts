import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInUser } from './auth-helpers';
import { call, post } from './http';
import { claimDeal, dealCodeRow, errorCode, fetchWith, orderRow, seedSubscriber } from './payments-helpers';

const STRIPE = { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_vitaglow' } satisfies Partial<Env>;
let sessions = 0;
/** A new Checkout session, as Stripe answers a create call. */
function newSession() {
  sessions += 1;
  const id = `cs_test_session${sessions}`;
  return { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` };
}

interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  form: URLSearchParams;
}

/** Stripe's API, faked inside workerd: every request the SDK sends is kept for the assertions. */
function fakeStripe(answer: (url: string) => Response = defaultAnswer) {
  const sent: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    sent.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers), form: new URLSearchParams(String(init?.body ?? '')) });
    return answer(url);
  });
  return sent;
}

function defaultAnswer(url: string): Response {
  if (url.endsWith('/v1/coupons')) return Response.json({ id: 'coupon_once_1', object: 'coupon' });
  if (url.endsWith('/v1/checkout/sessions')) return Response.json(newSession());
  return Response.json({ error: { type: 'invalid_request_error', message: 'unexpected' } }, { status: 404 });
}

const createPayment = (body: unknown) => fetchWith(STRIPE, '/api/create-payment', { method: 'POST', body: JSON.stringify(body) });

const orderIdOf = (form: URLSearchParams) => form.get('client_reference_id')!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T15:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the Stripe provider', () => {
  it('opens a hosted Checkout session priced by the worker, with one idempotency key per order', async () => {
    const sent = fakeStripe();
    const res = await createPayment({
      items: [
        { id: 'multivitamin', quantity: 2, price: '$0.01' },
        { id: 'starter', quantity: 1 },
      ],
      shipping: { id: 'overnight-us' },
      language: 'fr',
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_session\d+$/);
    const sessionId = url.split('/').pop()!;

    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Authorization')).toBe('Bearer sk_test_vitaglow');
    expect(request.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    const orderId = orderIdOf(request.form);
    expect(request.headers.get('Idempotency-Key')).toBe(`order-${orderId}-checkout`);
    expect(Object.fromEntries(request.form)).toEqual({
      mode: 'payment',
      client_reference_id: orderId,
      'metadata[order_id]': orderId,
      'metadata[order_reference]': expect.stringMatching(/^VG-/),
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2999',
      'line_items[0][price_data][product_data][name]': 'Daily Multivitamin',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][currency]': 'usd',
      'line_items[1][price_data][unit_amount]': '5999',
      'line_items[1][price_data][product_data][name]': 'Starter Pack',
      'shipping_address_collection[allowed_countries][0]': 'US',
      'shipping_options[0][shipping_rate_data][type]': 'fixed_amount',
      'shipping_options[0][shipping_rate_data][display_name]': 'Overnight Shipping',
      'shipping_options[0][shipping_rate_data][fixed_amount][amount]': '1999',
      'shipping_options[0][shipping_rate_data][fixed_amount][currency]': 'usd',
      'shipping_options[0][shipping_rate_data][delivery_estimate][minimum][unit]': 'business_day',
      'shipping_options[0][shipping_rate_data][delivery_estimate][minimum][value]': '1',
      'shipping_options[0][shipping_rate_data][delivery_estimate][maximum][unit]': 'business_day',
      'shipping_options[0][shipping_rate_data][delivery_estimate][maximum][value]': '1',
      success_url: 'https://vitaglow.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://vitaglow.test/payment-cancelled',
      locale: 'fr',
      // 15:00 plus the 30-minute checkout lifetime
      expires_at: String(Date.parse('2026-11-21T15:30:00Z') / 1000),
    });

    const order = (await orderRow(request.form.get('metadata[order_reference]')!))!;
    expect(order).toMatchObject({ id: orderId, provider: 'stripe', provider_session_id: sessionId, status: 'open', total_cents: 13996 });
    // Back from Stripe, /payment-success?session_id=cs_… finds the order.
    const found = await call(`/api/orders/${sessionId}`);
    expect(((await found.json()) as { reference: string }).reference).toBe(order.reference);
  });

  it('sends the last-chance deal as a one-off amount-off coupon, keyed to the order', async () => {
    const sent = fakeStripe();
    const code = await claimDeal();
    const res = await createPayment({
      items: [{ id: 'whey-vanilla', quantity: 1 }],
      shipping: { id: 'international-express' },
      dealClaimed: true,
      dealCode: code,
      language: 'ar',
    });
    expect(res.status).toBe(200);
    expect(sent.map((r) => r.url)).toEqual(['https://api.stripe.com/v1/coupons', 'https://api.stripe.com/v1/checkout/sessions']);
    const [coupon, session] = sent;
    const orderId = orderIdOf(session.form);
    expect(coupon.headers.get('Idempotency-Key')).toBe(`order-${orderId}-coupon`);
    expect(Object.fromEntries(coupon.form)).toEqual({
      // (49.99 + 29.99) × 25% = 19.995 → 20.00
      amount_off: '2000',
      currency: 'usd',
      duration: 'once',
      max_redemptions: '1',
      name: 'Last-chance deal',
      'metadata[order_id]': orderId,
    });
    expect(session.form.get('discounts[0][coupon]')).toBe('coupon_once_1');
    expect(session.form.get('shipping_address_collection[allowed_countries][0]')).toBe('CA');
    // Checkout has no Arabic.
    expect(session.form.get('locale')).toBe('en');
  });

  it('sends the newsletter coupon the same way: 20% of the products as an amount', async () => {
    const sent = fakeStripe();
    const coupon = await seedSubscriber();
    const res = await createPayment({ items: [{ id: 'omega-3-plus', quantity: 1 }], shipping: { id: 'express-us' }, couponCode: coupon });
    expect(res.status).toBe(200);
    expect(Object.fromEntries(sent[0].form)).toMatchObject({ amount_off: '560', name: 'Newsletter welcome offer' });
  });

  it('sends a signed-in subscriber’s package saving the same way: 10% of the package as an amount', async () => {
    const { email, cookie } = await signedInUser();
    expect((await post('/api/newsletter', { email, language: 'en' })).status).toBe(201);
    const sent = fakeStripe();
    const res = await fetchWith(STRIPE, '/api/create-payment', {
      method: 'POST',
      body: JSON.stringify({ packageDeal: { id: 'essentials' } }),
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(200);
    expect(Object.fromEntries(sent[0].form)).toMatchObject({ amount_off: '900', name: 'Newsletter subscriber package savings' });
    expect(sent[1].form.get('customer_email')).toBe(email);
  });

  it('answers 502 when Stripe refuses, and frees the deal code of the order it had to give up', async () => {
    fakeStripe(() =>
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

import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ORIGIN, call } from './http';
import {
  claimDeal,
  couponRow,
  dealCodeRow,
  deliveryForm,
  errorCode,
  fetchWith,
  holderOf,
  orderRow,
  placeCartOrder,
  placingBrowserCookie,
  seedSubscriber,
} from './payments-helpers';

const getOrder = (key: string) => call(`/api/orders/${encodeURIComponent(key)}`);

/**
 * The local provider's buttons are HTML forms posted by the browser from the test-payment page; by
 * default with the Fetch Metadata Chromium sends for them.
 */
const submit = (reference: string, verb: 'pay' | 'cancel', headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' }) =>
  exports.default.fetch(
    new Request(new URL(`/test-payment/${encodeURIComponent(reference)}/${verb}`, ORIGIN), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: placingBrowserCookie(reference), ...headers },
      body: verb === 'pay' ? deliveryForm() : '',
    }),
  );

describe('GET /api/orders/:reference', () => {
  it("answers the order's status, lines and totals in cents", async () => {
    const { reference } = await placeCartOrder({
      items: [{ id: 'whey-chocolate', quantity: 2 }, { id: 'friends' }],
      shipping: { id: 'international-standard' },
      ageConfirmed: true,
    });
    const res = await getOrder(reference);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({
      reference,
      status: 'open',
      kind: 'cart',
      currency: 'usd',
      lines: [
        { productId: 'whey-chocolate', dealId: null, name: 'Chocolate Whey Protein', unitCents: 4999, quantity: 2, totalCents: 9998 },
        { productId: null, dealId: 'friends', name: 'Friends Pack', unitCents: 9999, quantity: 1, totalCents: 9999 },
      ],
      shippingId: 'international-standard',
      subtotalCents: 19997,
      shippingCents: 1499,
      discountCents: 0,
      totalCents: 21496,
      taxCents: 0,
      refundedCents: 0,
      disputeStatus: null,
      // By its reference alone: where the parcel is, never the carrier or tracking (order-status-privacy.test.ts).
      fulfilment: { status: 'unfulfilled', shippedAt: null, deliveredAt: null, cancelledAt: null },
    });
  });

  it("finds the order by its Stripe Checkout session id (Stripe's session_id on return)", async () => {
    const { reference, order } = await placeCartOrder();
    await env.DB.prepare('update orders set provider_session_id = ? where id = ?').bind('cs_test_a1B2c3', order.id).run();
    const res = await getOrder('cs_test_a1B2c3');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { reference: string }).reference).toBe(reference);
  });

  it.each(['VG-0000-0000-0000-0000', 'cs_test_unknown', "x' or '1'='1", 'a'.repeat(300)])('answers 404 for %j', async (key) => {
    const res = await getOrder(key);
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe('not_found');
  });
});

describe('the local test-payment page', () => {
  it('shows the order, clearly as a test payment, with Pay and Cancel, under the security headers', async () => {
    const { reference } = await placeCartOrder({ items: [{ id: 'multivitamin', quantity: 3 }], shipping: { id: 'express-us' } });
    const res = await call(`/test-payment/${reference}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    const html = await res.text();
    expect(html).toContain('<title>Test payment · VitaGlow</title>');
    expect(html).toContain('<h1>Test payment</h1>');
    expect(html).toContain('Daily Multivitamin');
    expect(html).toContain('$89.97'); // 3 × 29.99, express free from $75
    expect(html).toContain('Sales tax (none: the test provider charges no tax)');
    expect(html).toContain(`action="/test-payment/${reference}/pay"`);
    expect(html).toContain(`action="/test-payment/${reference}/cancel"`);
    expect(html).not.toMatch(/<script|style=/i);
  });

  it('escapes what it prints from the database', async () => {
    const { order, reference } = await placeCartOrder();
    await env.DB.prepare('update order_lines set name = ? where order_id = ?').bind('<img src=x onerror=alert(1)>', order.id).run();
    const html = await (await call(`/test-payment/${reference}`)).text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });

  it('serves its stylesheet', async () => {
    const res = await call('/test-payment/styles.css');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/css/);
  });

  it('Pay records the payment and goes to the success page; paying again changes nothing', async () => {
    const coupon = await seedSubscriber();
    const { reference, order } = await placeCartOrder({ couponCode: coupon, couponEmail: holderOf(coupon) });
    const res = await submit(reference, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`/payment-success?session_id=${reference}`);
    const paid = (await orderRow(reference))!;
    expect(paid).toMatchObject({ status: 'paid', paid_at: expect.any(Number) });
    expect(await couponRow(coupon)).toEqual({ coupon_reserved_by: order.id, coupon_redeemed_at: paid.paid_at });

    const again = await submit(reference, 'pay');
    expect(again.headers.get('Location')).toBe(`/payment-success?session_id=${reference}`);
    expect((await orderRow(reference))!.paid_at).toBe(paid.paid_at);
    expect(((await (await getOrder(reference)).json()) as { status: string }).status).toBe('paid');
  });

  it('Cancel ends the order unpaid, frees its deal code, and goes to the cancelled page', async () => {
    const code = await claimDeal();
    const { reference } = await placeCartOrder({ dealClaimed: true, dealCode: code });
    const res = await submit(reference, 'cancel');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/payment-cancelled');
    expect((await orderRow(reference))!.status).toBe('expired');
    expect(await dealCodeRow(code)).toMatchObject({ used_by_order_id: null, used_at: null });

    // A cancelled order cannot be paid afterwards.
    const pay = await submit(reference, 'pay');
    expect(pay.headers.get('Location')).toBe(`/test-payment/${reference}`);
    expect((await orderRow(reference))!.status).toBe('expired');
    expect(await (await call(`/test-payment/${reference}`)).text()).toContain('This checkout has ended');
  });

  it('Cancel after Pay leaves the order paid', async () => {
    const { reference } = await placeCartOrder();
    await submit(reference, 'pay');
    await submit(reference, 'cancel');
    expect((await orderRow(reference))!.status).toBe('paid');
  });

  it.each<[string, Record<string, string>]>([
    ['a cross-site form', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['a same-site sibling', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://pay.vitaglow.test' }],
    ['a foreign Origin without Fetch Metadata', { Origin: 'https://evil.example' }],
    ['neither header', {}],
  ])('refuses Pay from %s', async (_case, headers) => {
    const { reference } = await placeCartOrder();
    const res = await submit(reference, 'pay', headers);
    expect(res.status).toBe(403);
    expect((await orderRow(reference))!.status).toBe('open');
  });

  it('accepts a Pay without Fetch Metadata from its own origin', async () => {
    const { reference } = await placeCartOrder();
    const res = await submit(reference, 'pay', { Origin: 'https://vitaglow.test' });
    expect(res.status).toBe(303);
  });

  it('answers 404 for an unknown reference', async () => {
    expect((await call('/test-payment/VG-0000-0000-0000-0000')).status).toBe(404);
    expect((await submit('VG-0000-0000-0000-0000', 'pay')).status).toBe(404);
  });

  it.each<[string, Partial<Env>]>([
    ['with Stripe payments', { PAYMENTS: 'stripe' }],
    ['in production', { ENVIRONMENT: 'production' }],
  ])('does not exist %s', async (_case, bindings) => {
    const { reference } = await placeCartOrder();
    expect((await fetchWith(bindings, `/test-payment/${reference}`)).status).toBe(404);
    expect((await fetchWith(bindings, `/test-payment/${reference}/pay`, { method: 'POST' })).status).toBe(404);
    expect((await orderRow(reference))!.status).toBe('open');
  });
});

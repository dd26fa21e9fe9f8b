import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser } from './auth-helpers';
import { call, post } from './http';
import {
  claimDeal,
  couponRow,
  createPayment,
  dealCodeRow,
  errorCode,
  fetchWith,
  holderOf,
  orderLineRows,
  orderRow,
  seedSubscriber,
} from './payments-helpers';
import { countOf } from './rows';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const orderCount = () => countOf('orders');
const GUEST = 'guest@vitaglow-mail.com';

const cart = (overrides: Record<string, unknown> = {}) => ({
  items: [{ id: 'multivitamin', quantity: 1 }],
  shipping: { id: 'free-us' },
  dealClaimed: false,
  dealCode: null,
  ...overrides,
});

describe('POST /api/create-payment: the three body shapes', () => {
  it('prices a cart from the catalogue, writes the order and its line snapshot, and answers the test-payment URL', async () => {
    const { res, reference } = await createPayment(
      cart({
        items: [
          // Display hints ride along; the price text is never charged.
          { id: 'multivitamin', name: 'Multivitamin', price: '$0.01', image: '/x.svg', quantity: 2 },
          { id: 'starter', quantity: 1 },
        ],
        shipping: { id: 'express-us', name: 'Express', price: 0 },
        language: 'fr',
        ageConfirmed: true,
      }),
    );
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toBe(`https://vitaglow.test/test-payment/${reference}`);
    expect(reference).toMatch(/^VG-[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);

    const order = (await orderRow(reference!))!;
    expect(order).toMatchObject({
      kind: 'cart',
      status: 'open',
      // 2 × 29.99 + 59.99: over $75, so express ships free
      subtotal_cents: 11997,
      shipping_cents: 0,
      discount_cents: 0,
      total_cents: 11997,
      shipping_id: 'express-us',
      language: 'fr',
      provider: 'local',
      provider_session_id: null,
      deal_code: null,
      coupon_code: null,
      user_id: null,
    });
    expect(await orderLineRows(order.id)).toEqual([
      { product_id: 'multivitamin', deal_id: null, name: 'Daily Multivitamin', unit_cents: 2999, quantity: 2, total_cents: 5998 },
      { product_id: null, deal_id: 'starter', name: 'Starter Pack', unit_cents: 5999, quantity: 1, total_cents: 5999 },
    ]);
  });

  it('takes a buy-now body (one item, no shipping) with free standard shipping', async () => {
    const { res, reference } = await createPayment({
      items: [{ id: 'pre-workout', name: 'Pre-Workout', price: '$0.01', image: '/products/pre-workout.svg', quantity: 1 }],
      ageConfirmed: true,
    });
    expect(res.status).toBe(200);
    expect(await orderRow(reference!)).toMatchObject({
      kind: 'buy_now',
      shipping_id: 'free-us',
      subtotal_cents: 3499,
      shipping_cents: 0,
      total_cents: 3499,
      language: 'en',
    });
  });

  it('takes a package body: the deal at its catalogue price, shipped free, whatever the hints say', async () => {
    const { res, reference } = await createPayment({
      items: [
        { id: 'multivitamin', name: 'Multivitamin', price: '$29.99', image: '/x.svg', quantity: 1 },
        { id: 'protein-gummies-mixed-berry', name: 'Gummies', price: '$0.00', image: '/x.svg' },
      ],
      packageDeal: { id: 'essentials', title: 'Essentials', originalPrice: '$1.00', discountedPrice: '$0.50', savings: '$0.50' },
      ageConfirmed: true,
    });
    expect(res.status).toBe(200);
    const order = (await orderRow(reference!))!;
    expect(order).toMatchObject({ kind: 'package', subtotal_cents: 8999, shipping_cents: 0, total_cents: 8999 });
    expect(await orderLineRows(order.id)).toEqual([
      { product_id: null, deal_id: 'essentials', name: 'Essentials Bundle', unit_cents: 8999, quantity: 1, total_cents: 8999 },
    ]);
  });

  it("links an order placed while signed in to the buyer's account", async () => {
    const { cookie, userId, email } = await signedInUser();
    const res = await post('/api/create-payment', cart(), { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(await orderRow(url.split('/').pop()!)).toMatchObject({ user_id: userId, customer_email: email });
  });

  it('gives every order its own reference', async () => {
    const references = await Promise.all(Array.from({ length: 5 }, async () => (await createPayment(cart())).reference));
    expect(new Set(references).size).toBe(5);
  });
});

describe('POST /api/create-payment: refusals', () => {
  it.each<[string, unknown, string]>([
    ['a quantity of 0', cart({ items: [{ id: 'multivitamin', quantity: 0 }] }), 'invalid_quantity'],
    ['a negative quantity', cart({ items: [{ id: 'multivitamin', quantity: -3 }] }), 'invalid_quantity'],
    ['a quantity of 100', cart({ items: [{ id: 'multivitamin', quantity: 100 }] }), 'invalid_quantity'],
    ['a huge quantity', cart({ items: [{ id: 'multivitamin', quantity: 1e308 }] }), 'invalid_quantity'],
    ['a fractional quantity', cart({ items: [{ id: 'multivitamin', quantity: 1.5 }] }), 'invalid_quantity'],
    ['a quantity as text', cart({ items: [{ id: 'multivitamin', quantity: '2' }] }), 'invalid_request'],
    ['an unknown product', cart({ items: [{ id: 'whey-pistachio', quantity: 1 }] }), 'unknown_product'],
    ["the old shop's positional id", { items: [{ id: '1', name: 'Multivitamin', price: '$29.99' }] }, 'unknown_product'],
    ['an unknown package', { packageDeal: { id: 'mega' } }, 'unknown_deal'],
    ['an unknown shipping option', cart({ shipping: { id: 'teleport' } }), 'unknown_shipping'],
    ['an empty cart', cart({ items: [] }), 'empty_cart'],
    ['the same id twice', cart({ items: [{ id: 'multivitamin' }, { id: 'multivitamin' }] }), 'invalid_request'],
    ['a buy-now body with two items', { items: [{ id: 'multivitamin' }, { id: 'pre-workout' }] }, 'invalid_request'],
    ['no recognisable shape', { hello: 'world' }, 'invalid_request'],
    ['an unknown language', cart({ language: 'de' }), 'invalid_request'],
    ['a claimed deal without its code', cart({ dealClaimed: true, dealCode: null }), 'invalid_deal_code'],
    ['a deal code that was never issued', cart({ dealClaimed: true, dealCode: 'DEAL-NOPE0000' }), 'invalid_deal_code'],
    ['a coupon that is not a coupon', cart({ couponCode: 'FREESTUFF' }), 'invalid_coupon'],
    ['a well-formed coupon nobody holds', cart({ couponCode: 'VITAGLOWZZZZZZ', couponEmail: GUEST }), 'invalid_coupon'],
    ['a guest’s well-formed coupon without an e-mail', cart({ couponCode: 'VITAGLOWZZZZZZ' }), 'coupon_email_required'],
    [
      'a deal code with a coupon',
      cart({ dealClaimed: true, dealCode: 'DEAL-ANY00000', couponCode: 'VITAGLOWZZZZZZ', couponEmail: GUEST }),
      'not_combinable',
    ],
  ])('refuses %s with 400 and writes nothing', async (_case, body, code) => {
    const before = await orderCount();
    const res = await post('/api/create-payment', body);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe(code);
    expect(await orderCount()).toBe(before);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await post('/api/create-payment', '{"items": [');
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('bad_request');
  });

  it('refuses a cross-site request before doing anything', async () => {
    const res = await call('/api/create-payment', {
      method: 'POST',
      body: JSON.stringify(cart()),
      headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });

  it.each<[string, Partial<Env>]>([
    ['Stripe is chosen without a key', { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: '' }],
    ['local payments are asked for in production', { PAYMENTS: 'local', ENVIRONMENT: 'production' }],
  ])('answers 503 payments_unavailable when %s', async (_case, bindings) => {
    const before = await orderCount();
    const res = await fetchWith(bindings, '/api/create-payment', { method: 'POST', body: JSON.stringify(cart()) });
    expect(res.status).toBe(503);
    expect(await errorCode(res)).toBe('payments_unavailable');
    expect(await orderCount()).toBe(before);
  });
});

describe('the last-chance deal code at checkout', () => {
  it('takes 25% off subtotal + shipping and spends the code on this order', async () => {
    const code = await claimDeal();
    const { res, reference } = await createPayment(cart({ shipping: { id: 'express-us' }, dealClaimed: true, dealCode: code }));
    expect(res.status).toBe(200);
    const order = (await orderRow(reference!))!;
    // (29.99 + 7.99) × 25% = 9.495 → 9.50
    expect(order).toMatchObject({ subtotal_cents: 2999, shipping_cents: 799, discount_cents: 950, total_cents: 2848, deal_code: code });
    expect(await dealCodeRow(code)).toMatchObject({ used_by_order_id: order.id, used_at: expect.any(Number) });
  });

  it('accepts the code in any letter case', async () => {
    const code = await claimDeal();
    const { res } = await createPayment(cart({ dealClaimed: true, dealCode: code.toLowerCase() }));
    expect(res.status).toBe(200);
  });

  it('refuses a code used once already, without writing a second order', async () => {
    const code = await claimDeal();
    expect((await createPayment(cart({ dealClaimed: true, dealCode: code }))).res.status).toBe(200);
    const before = await orderCount();
    const res = await post('/api/create-payment', cart({ dealClaimed: true, dealCode: code }));
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('deal_code_used');
    expect(await orderCount()).toBe(before);
  });

  it('lets exactly one of ten simultaneous checkouts spend a code', async () => {
    const code = await claimDeal();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/create-payment', cart({ dealClaimed: true, dealCode: code }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(400)]);
    const losers = await Promise.all(results.filter((r) => r.status === 400).map(errorCode));
    expect(new Set(losers)).toEqual(new Set(['deal_code_used']));
    const n = await countOf('orders where deal_code = ?', code);
    expect(n).toBe(1);
  });

  it('is valid for 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const issuedAt = new Date('2026-11-21T10:00:00Z');
    vi.setSystemTime(issuedAt);
    const stillValid = await claimDeal();
    const expired = await claimDeal();

    vi.setSystemTime(new Date(issuedAt.getTime() + 10 * 60_000 - 1000));
    expect((await createPayment(cart({ dealClaimed: true, dealCode: stillValid }))).res.status).toBe(200);

    vi.setSystemTime(new Date(issuedAt.getTime() + 10 * 60_000));
    const res = await post('/api/create-payment', cart({ dealClaimed: true, dealCode: expired }));
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('deal_code_expired');
    expect((await dealCodeRow(expired))?.used_by_order_id).toBeNull();
  });
});

describe('the newsletter coupon at checkout', () => {
  it('takes 20% off the products, never the shipping, and reserves the coupon for the order', async () => {
    const code = await seedSubscriber();
    const { res, reference } = await createPayment(
      cart({ shipping: { id: 'overnight-us' }, couponCode: code.toLowerCase(), couponEmail: holderOf(code) }),
    );
    expect(res.status).toBe(200);
    const order = (await orderRow(reference!))!;
    // 29.99 × 20% = 5.998 → 6.00; overnight shipping stays 19.99
    expect(order).toMatchObject({ subtotal_cents: 2999, shipping_cents: 1999, discount_cents: 600, total_cents: 4398, coupon_code: code });
    expect(await couponRow(code)).toEqual({ coupon_reserved_by: order.id, coupon_redeemed_at: null });
  });

  it('cannot be used by a second order while the first holds it', async () => {
    const code = await seedSubscriber();
    expect((await createPayment(cart({ couponCode: code, couponEmail: holderOf(code) }))).res.status).toBe(200);
    const res = await post('/api/create-payment', cart({ couponCode: code, couponEmail: holderOf(code) }));
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('coupon_used');
  });

  it('lets exactly one of ten simultaneous checkouts reserve it', async () => {
    const code = await seedSubscriber();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/create-payment', cart({ couponCode: code, couponEmail: holderOf(code) }))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const n = await countOf('orders where coupon_code = ?', code);
    expect(n).toBe(1);
  });
});

describe('POST /api/coupons/check', () => {
  const check = (code: string, email = holderOf(code)) => post('/api/coupons/check', { code, email });

  it('answers the percent off for an unused coupon, in any letter case', async () => {
    const code = await seedSubscriber();
    const res = await check(` ${code.toLowerCase()} `, holderOf(code));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code, percentOff: 20 });
  });

  it('says coupon_used once an order holds it', async () => {
    const code = await seedSubscriber();
    await createPayment(cart({ couponCode: code, couponEmail: holderOf(code) }));
    const res = await check(code);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('coupon_used');
  });

  it.each(['VITAGLOW000000', 'HELLO', ''])('says invalid_coupon for %j', async (code) => {
    const res = await check(code);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('invalid_coupon');
  });
});

describe('guessing newsletter coupons', () => {
  const from = (address: string) => ({ headers: { 'CF-Connecting-IP': address } });
  const wrongCode = (i: number) => `VITAGLOW${String(i).padStart(6, '0')}`;
  const checkFrom = (address: string, code: string) => post('/api/coupons/check', { code, email: holderOf(code) }, from(address));

  afterEach(() => vi.useRealTimers());

  it('stops an address after 10 wrong codes, for any code and at checkout, until its 15 minutes are over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    const good = await seedSubscriber();
    for (let i = 0; i < 10; i++) expect(await errorCode(await checkFrom('203.0.113.7', wrongCode(i)))).toBe('invalid_coupon');

    const refused = await checkFrom('203.0.113.7', good);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited', retryAfter: 15 * 60 } });
    expect((await post('/api/create-payment', cart({ couponCode: good, couponEmail: holderOf(good) }), from('203.0.113.7'))).status).toBe(
      429,
    );
    // Another address is not affected, and neither is a checkout without a code.
    expect((await checkFrom('198.51.100.4', good)).status).toBe(200);
    expect((await post('/api/create-payment', cart(), from('203.0.113.7'))).status).toBe(200);

    vi.setSystemTime(new Date('2026-11-24T12:15:00Z'));
    expect((await checkFrom('203.0.113.7', good)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64: rotating addresses inside it shares one count', async () => {
    const good = await seedSubscriber();
    const inOnePrefix = (i: number) => `2001:db8:27:11:${(i + 1).toString(16)}::${(i * 7 + 3).toString(16)}`;
    for (let i = 0; i < 10; i++) expect(await errorCode(await checkFrom(inOnePrefix(i), wrongCode(200 + i)))).toBe('invalid_coupon');
    const refused = await checkFrom(inOnePrefix(10), good);
    expect([refused.status, await errorCode(refused)]).toEqual([429, 'rate_limited']);
    expect(
      (
        await post(
          '/api/create-payment',
          cart({ couponCode: good, couponEmail: holderOf(good) }),
          from('2001:0db8:0027:0011:ffff:ffff:ffff:fffe'),
        )
      ).status,
    ).toBe(429);
    // The next /64 is another household.
    expect((await checkFrom('2001:db8:27:12::1', good)).status).toBe(200);
  });

  it('counts wrong codes sent with a checkout, but not a right code or one already used', async () => {
    const used = await seedSubscriber();
    expect((await post('/api/create-payment', cart({ couponCode: used, couponEmail: holderOf(used) }), from('192.0.2.9'))).status).toBe(
      200,
    );
    for (let i = 0; i < 12; i++) expect(await errorCode(await checkFrom('192.0.2.9', used))).toBe('coupon_used');
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/create-payment', cart({ couponCode: wrongCode(100 + i), couponEmail: GUEST }), from('192.0.2.9'));
      expect(await errorCode(res)).toBe('invalid_coupon');
    }
    expect((await checkFrom('192.0.2.9', await seedSubscriber())).status).toBe(429);
  });
});

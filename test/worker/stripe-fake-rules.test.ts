import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAYER_DETAILS, type ShippingAddress } from '../../tools/stripe-fake/collected';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { FAKE_STRIPE_BASE } from '../support/stripe-fake-workerd';
import { STRIPE_API_VERSION } from '../../worker/payments/stripe-client';
import { operatorStripe, useStripeFake } from './stripe-fake';

/**
 * Each rule of the strict Stripe fake refuses what Stripe documents as invalid, with Stripe's error shape,
 * and accepts the valid request next to it. (The worker's own requests passing: stripe-fake-worker.test.ts.)
 */
let fake: StripeFake;
let stripe: Stripe;

beforeEach(() => {
  fake = useStripeFake();
  stripe = operatorStripe();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Params = Record<string, unknown>;

/** A payment-mode session as the shop builds it: the valid base each case breaks one rule of. */
function paymentSession(overrides: Params = {}): Params {
  return {
    mode: 'payment',
    client_reference_id: 'order-1',
    metadata: { order_id: 'order-1', order_reference: 'VG-TEST' },
    line_items: [
      {
        quantity: 2,
        price_data: { currency: 'usd', unit_amount: 2999, product_data: { name: 'Daily Multivitamin', description: 'Once a day.' } },
      },
    ],
    shipping_address_collection: { allowed_countries: ['US'] },
    shipping_options: [
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name: 'Express Shipping',
          fixed_amount: { amount: 799, currency: 'usd' },
          delivery_estimate: { minimum: { unit: 'business_day', value: 2 }, maximum: { unit: 'business_day', value: 3 } },
        },
      },
    ],
    success_url: 'https://vitaglow.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://vitaglow.test/payment-cancelled',
    locale: 'fr',
    expires_at: Math.ceil(Date.now() / 1000) + 35 * 60,
    ...overrides,
  };
}

const createSession = (params: Params, options?: Stripe.RequestOptions) => stripe.checkout.sessions.create(params as never, options);

interface Refusal {
  status: number | undefined;
  type: string;
  code: string | undefined;
  param: string | undefined;
  message: string;
}

async function refusalOf(request: Promise<unknown>): Promise<Refusal> {
  try {
    await request;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    return {
      status: error.statusCode,
      type: error.type === 'StripeIdempotencyError' ? 'idempotency_error' : (error.raw as { type: string }).type,
      code: error.code,
      param: error.param,
      message: error.message,
    };
  }
  throw new Error('the fake accepted the request');
}

const line = (unitAmount: number, quantity = 1, name = 'Item') => ({
  quantity,
  price_data: { currency: 'usd', unit_amount: unitAmount, product_data: { name } },
});

describe('the fake accepts what the shop sends', () => {
  it('creates an open session with the totals Stripe computes, and its hosted page', async () => {
    const session = await createSession(paymentSession());
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 5998,
      amount_total: 6797,
      locale: 'fr',
    });
    expect(session.url).toBe(`${FAKE_STRIPE_BASE}/checkout/pay/${session.id}`);
    expect((await stripe.checkout.sessions.retrieve(session.id)).id).toBe(session.id);
  });
});

describe('missing and unknown parameters (https://docs.stripe.com/error-codes#parameter-missing, #parameter-unknown)', () => {
  it.each<[string, Params, string, string]>([
    ['no mode', { mode: undefined }, 'parameter_missing', 'mode'],
    ['no line items in payment mode', { line_items: undefined }, 'parameter_missing', 'line_items'],
    [
      'a line item without quantity',
      { line_items: [{ price_data: line(100).price_data }] },
      'parameter_missing',
      'line_items[0][quantity]',
    ],
    [
      'price_data without currency',
      { line_items: [{ quantity: 1, price_data: { unit_amount: 100, product_data: { name: 'x' } } }] },
      'parameter_missing',
      'line_items[0][price_data][currency]',
    ],
    [
      'product_data without a name',
      { line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 100, product_data: { description: 'Once a day.' } } }] },
      'parameter_missing',
      'line_items[0][price_data][product_data][name]',
    ],
    [
      'an empty product name',
      { line_items: [line(100, 1, '')] },
      'parameter_invalid_empty',
      'line_items[0][price_data][product_data][name]',
    ],
    ['an unknown top-level parameter', { colour: 'green' }, 'parameter_unknown', 'colour'],
    [
      'an unknown nested parameter',
      { line_items: [{ ...line(100), price_data: { ...line(100).price_data, product_data: { name: 'x', colour: 'green' } } }] },
      'parameter_unknown',
      'line_items[0][price_data][product_data][colour]',
    ],
    // Removed from Checkout Session creation in 2026-09-30.endive (allowed_payment_method_types replaces it).
    ['payment_method_types, gone from this API version', { payment_method_types: ['card'] }, 'parameter_unknown', 'payment_method_types'],
    [
      'customer and customer_email together',
      { customer: 'cus_x', customer_email: 'a@vitaglow-mail.com' },
      'parameters_exclusive',
      'customer',
    ],
  ])('refuses %s', async (_case, overrides, code, param) => {
    const refusal = await refusalOf(createSession(paymentSession(overrides)));
    expect(refusal).toMatchObject({ status: 400, type: 'invalid_request_error', code, param });
  });
});

describe('enum values', () => {
  it.each<[string, Params, string]>([
    ['mode', { mode: 'donation' }, 'mode'],
    // Checkout has no Arabic.
    ['locale', { locale: 'ar' }, 'locale'],
    ['allowed_payment_method_types', { allowed_payment_method_types: ['cheque'] }, 'allowed_payment_method_types[0]'],
    [
      'a delivery estimate unit',
      {
        shipping_options: [
          {
            shipping_rate_data: {
              display_name: 'x',
              type: 'fixed_amount',
              fixed_amount: { amount: 0, currency: 'usd' },
              delivery_estimate: { minimum: { unit: 'fortnight', value: 1 } },
            },
          },
        ],
      },
      'shipping_options[0][shipping_rate_data][delivery_estimate][minimum][unit]',
    ],
    [
      'a shipping country',
      { shipping_address_collection: { allowed_countries: ['XX'] } },
      'shipping_address_collection[allowed_countries][0]',
    ],
  ])('refuses an unknown %s, naming the allowed values', async (_case, overrides, param) => {
    const refusal = await refusalOf(createSession(paymentSession(overrides)));
    expect(refusal).toMatchObject({ status: 400, type: 'invalid_request_error', param });
    expect(refusal.message).toMatch(/must be one of/);
  });

  it('accepts every locale the shop uses: en, fr and auto', async () => {
    for (const locale of ['en', 'fr', 'auto']) expect((await createSession(paymentSession({ locale }))).locale).toBe(locale);
  });
});

describe('expires_at: 30 minutes to 24 hours after the fake receives the request', () => {
  const at = (seconds: number) => paymentSession({ expires_at: seconds });

  it('measures from the moment of receipt, to the millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T15:00:00.600Z'));
    const received = Date.parse('2026-11-21T15:00:00.600Z') / 1000;
    // 15:30:00 is 29 min 59.4 s after 15:00:00.600: what rounding down a "now + 30 minutes" gives.
    const short = await refusalOf(createSession(at(Math.floor(received + 30 * 60))));
    expect(short).toMatchObject({ status: 400, type: 'invalid_request_error', param: 'expires_at' });
    expect(short.message).toBe('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.');
    expect((await createSession(at(Math.ceil(received + 30 * 60)))).status).toBe('open');
  });

  it('refuses more than 24 hours', async () => {
    const now = Date.now() / 1000;
    const long = await refusalOf(createSession(at(Math.ceil(now + 24 * 60 * 60 + 2))));
    expect(long).toMatchObject({
      status: 400,
      param: 'expires_at',
      message: 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    });
    expect((await createSession(at(Math.floor(now + 24 * 60 * 60 - 2)))).status).toBe('open');
  });

  it('expires an open session at that time and says so with checkout.session.expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const session = await createSession(paymentSession());
    vi.setSystemTime(session.expires_at * 1000);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    await fake.settled();
    expect(fake.bus.events.map((e) => e.type)).toContain('checkout.session.expired');
  });
});

describe('amounts (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts)', () => {
  it.each<[string, Params, string | undefined, string]>([
    ['a negative unit amount', { line_items: [line(-1)] }, 'parameter_invalid_integer', 'line_items[0][price_data][unit_amount]'],
    ['a fractional unit amount', { line_items: [line(12.5)] }, 'parameter_invalid_integer', 'line_items[0][price_data][unit_amount]'],
    ['a unit amount above $999,999.99', { line_items: [line(100_000_000)] }, 'amount_too_large', 'line_items[0][price_data][unit_amount]'],
    ['a zero quantity', { line_items: [line(100, 0)] }, 'parameter_invalid_integer', 'line_items[0][quantity]'],
    ['a USD total below $0.50', { line_items: [line(49)], shipping_options: undefined }, 'amount_too_small', 'line_items'],
    ['a total above $999,999.99', { line_items: [line(99_999_999, 2)] }, 'amount_too_large', 'line_items'],
  ])('refuses %s', async (_case, overrides, code, param) => {
    expect(await refusalOf(createSession(paymentSession(overrides)))).toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      code,
      param,
    });
  });

  it('accepts exactly $0.50', async () => {
    expect((await createSession(paymentSession({ line_items: [line(50)], shipping_options: undefined }))).amount_total).toBe(50);
  });

  it('accepts a one-time payment that costs nothing, and completes it no_payment_required with no PaymentIntent (https://docs.stripe.com/payments/checkout/no-cost-orders)', async () => {
    const session = await createSession(paymentSession({ line_items: [line(0)], shipping_options: undefined }));
    expect(session.amount_total).toBe(0);
    await fake.pay(session.id, { email: 'buyer@vitaglow-mail.com' });
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'no_payment_required',
      payment_intent: null,
    });
  });
});

describe('line items: at most 100 in payment mode, 20 recurring in subscription mode', () => {
  it('refuses 101 and accepts 100', async () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => line(100, 1, `Item ${i}`));
    expect(await refusalOf(createSession(paymentSession({ line_items: items(101) })))).toMatchObject({ status: 400, param: 'line_items' });
    expect((await createSession(paymentSession({ line_items: items(100) }))).amount_subtotal).toBe(10_000);
  });

  it('refuses a recurring price in payment mode, a subscription without one, and shipping options in subscription mode', async () => {
    const recurring = {
      quantity: 1,
      price_data: { currency: 'usd', unit_amount: 1900, recurring: { interval: 'month' }, product_data: { name: 'Monthly' } },
    };
    expect(await refusalOf(createSession(paymentSession({ line_items: [recurring] })))).toMatchObject({
      status: 400,
      param: 'line_items[0][price_data][recurring]',
    });
    const subscription = {
      mode: 'subscription',
      line_items: [recurring],
      success_url: 'https://vitaglow.test/account',
      cancel_url: 'https://vitaglow.test/',
    };
    expect((await createSession(subscription)).mode).toBe('subscription');
    expect(await refusalOf(createSession({ ...subscription, line_items: [line(1900)] }))).toMatchObject({
      status: 400,
      param: 'line_items',
    });
    expect(await refusalOf(createSession({ ...subscription, shipping_options: paymentSession().shipping_options }))).toMatchObject({
      status: 400,
      param: 'shipping_options',
    });
  });
});

describe('metadata (https://docs.stripe.com/metadata): 50 keys, 40-character keys, 500-character values', () => {
  const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`key${i}`, 'v']));
  it.each<[string, Record<string, string>, string]>([
    ['51 keys', keys(51), 'metadata'],
    ['a 41-character key', { ['k'.repeat(41)]: 'v' }, `metadata[${'k'.repeat(41)}]`],
    ['a 501-character value', { note: 'v'.repeat(501) }, 'metadata[note]'],
  ])('refuses %s', async (_case, metadata, param) => {
    expect(await refusalOf(createSession(paymentSession({ metadata })))).toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      param,
    });
  });

  it('accepts 50 keys of 40 characters with 500-character values', async () => {
    const metadata = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`${String(i).padStart(2, '0')}${'k'.repeat(38)}`, 'v'.repeat(500)]),
    );
    expect(Object.keys((await createSession(paymentSession({ metadata }))).metadata!)).toHaveLength(50);
  });
});

describe('discounts', () => {
  const coupon = (amountOff: number) =>
    stripe.coupons.create({ amount_off: amountOff, currency: 'usd', duration: 'once', max_redemptions: 1, name: 'Last-chance deal (25%)' });

  it('refuses an amount-off coupon larger than the line items it discounts', async () => {
    const big = await coupon(6000);
    const refusal = await refusalOf(createSession(paymentSession({ discounts: [{ coupon: big.id }] })));
    expect(refusal).toMatchObject({ status: 400, type: 'invalid_request_error', param: 'discounts[0][coupon]' });
    const fits = await coupon(5998);
    expect((await createSession(paymentSession({ discounts: [{ coupon: fits.id }] }))).amount_total).toBe(799);
  });

  it('stops taking a coupon once its redeem_by has passed (valid: false)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const redeemBy = Math.floor(Date.now() / 1000) + 3600;
    const dated = await stripe.coupons.create({ amount_off: 100, currency: 'usd', duration: 'once', redeem_by: redeemBy });
    expect((await stripe.coupons.retrieve(dated.id)).valid).toBe(true);
    vi.setSystemTime(redeemBy * 1000);
    expect((await stripe.coupons.retrieve(dated.id)).valid).toBe(false);
    expect(await refusalOf(createSession(paymentSession({ discounts: [{ coupon: dated.id }] })))).toMatchObject({
      status: 400,
      code: 'coupon_expired',
    });
  });

  it('refuses a coupon that does not exist, and two discounts', async () => {
    expect(await refusalOf(createSession(paymentSession({ discounts: [{ coupon: 'nope' }] })))).toMatchObject({
      status: 400,
      code: 'resource_missing',
      param: 'discounts[0][coupon]',
    });
    const a = await coupon(100);
    const b = await coupon(100);
    expect(await refusalOf(createSession(paymentSession({ discounts: [{ coupon: a.id }, { coupon: b.id }] })))).toMatchObject({
      status: 400,
      param: 'discounts',
    });
  });

  it.each<[string, Params, string | undefined, string]>([
    ['both amount_off and percent_off', { amount_off: 100, currency: 'usd', percent_off: 10 }, 'parameters_exclusive', 'amount_off'],
    ['amount_off without its currency', { amount_off: 100 }, 'parameter_missing', 'currency'],
    ['a name over 40 characters', { percent_off: 10, name: 'n'.repeat(41) }, undefined, 'name'],
    ['an unknown duration', { percent_off: 10, duration: 'sometimes' }, undefined, 'duration'],
  ])('refuses a coupon with %s', async (_case, params, code, param) => {
    expect(await refusalOf(stripe.coupons.create(params as never))).toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      code,
      param,
    });
  });
});

describe('success_url', () => {
  it('refuses a payment-mode session whose success_url lacks {CHECKOUT_SESSION_ID}: the shop finds the order by it', async () => {
    const refusal = await refusalOf(createSession(paymentSession({ success_url: 'https://vitaglow.test/payment-success' })));
    expect(refusal).toMatchObject({ status: 400, param: 'success_url' });
  });

  it('refuses a URL that is not one', async () => {
    expect(await refusalOf(createSession(paymentSession({ cancel_url: 'payment-cancelled' })))).toMatchObject({
      status: 400,
      code: 'url_invalid',
      param: 'cancel_url',
    });
  });
});

describe('idempotency (https://docs.stripe.com/api/idempotent_requests)', () => {
  it('answers a repeated key with the first response, and refuses it with different parameters (400 idempotency_error)', async () => {
    const params = paymentSession();
    const first = await createSession(params, { idempotencyKey: 'order-1-checkout' });
    const again = await createSession(params, { idempotencyKey: 'order-1-checkout' });
    expect(again.id).toBe(first.id);
    expect(fake.state.sessions.size).toBe(1);

    const refusal = await refusalOf(
      createSession({ ...params, expires_at: (params.expires_at as number) + 1 }, { idempotencyKey: 'order-1-checkout' }),
    );
    expect(refusal).toMatchObject({ status: 400, type: 'idempotency_error' });
    expect(refusal.message).toContain('Keys for idempotent requests can only be used with the same parameters they were first used with');
  });

  it('forgets a key after 24 hours: the same key then makes a new request, even with other parameters', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const params = paymentSession();
    const first = await createSession(params, { idempotencyKey: 'key-24h' });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 - 1000);
    expect((await createSession(params, { idempotencyKey: 'key-24h' })).id).toBe(first.id);
    vi.setSystemTime(Date.now() + 1000);
    const later = await createSession(paymentSession({ locale: 'fr' }), { idempotencyKey: 'key-24h' });
    expect(later.id).not.toBe(first.id);
    expect(fake.state.sessions.size).toBe(2);
  });

  it('replays an error answer saved under its key', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const refused = await refusalOf(
      stripe.subscriptions.update('sub_nope', { cancel_at_period_end: true }, { idempotencyKey: 'key-error' }),
    );
    expect(refused).toMatchObject({ status: 404, code: 'resource_missing' });
    expect(
      await refusalOf(stripe.subscriptions.update('sub_nope', { cancel_at_period_end: true }, { idempotencyKey: 'key-error' })),
    ).toEqual(refused);
    expect(fake.calls.filter((c) => c.idempotencyKey === 'key-error').map((c) => c.status)).toEqual([404, 404]);
  });

  it('saves no result for a request that failed validation, so the key can be used again', async () => {
    await refusalOf(createSession(paymentSession({ locale: 'ar' }), { idempotencyKey: 'key-2' }));
    expect((await createSession(paymentSession(), { idempotencyKey: 'key-2' })).status).toBe('open');
  });
});

describe('the API around the requests', () => {
  const raw = (headers: Record<string, string>) =>
    fetch(`${FAKE_STRIPE_BASE}/v1/customers`, {
      method: 'POST',
      body: 'email=a%40vitaglow-mail.com',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('refuses a request without a key (401), with a live key (401), or for another API version (400)', async () => {
    expect((await raw({ 'Stripe-Version': STRIPE_API_VERSION })).status).toBe(401);
    expect((await raw({ Authorization: 'Bearer sk_live_123', 'Stripe-Version': STRIPE_API_VERSION })).status).toBe(401);
    const other = await raw({ Authorization: 'Bearer sk_test_123', 'Stripe-Version': '2025-04-30.basil' });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { type: string; message: string } }).error.message).toContain(STRIPE_API_VERSION);
    expect((await raw({ Authorization: 'Bearer sk_test_123', 'Stripe-Version': STRIPE_API_VERSION })).status).toBe(200);
  });

  it('answers 404 resource_missing for an unknown object, and 400 for an unknown URL', async () => {
    expect(await refusalOf(stripe.checkout.sessions.retrieve('cs_test_nope'))).toMatchObject({ status: 404, code: 'resource_missing' });
    expect(await refusalOf(stripe.subscriptions.retrieve('sub_nope'))).toMatchObject({ status: 404, code: 'resource_missing' });
    expect(await refusalOf(stripe.products.create({ name: 'x' }))).toMatchObject({ status: 400, type: 'invalid_request_error' });
  });

  it('expires only open sessions', async () => {
    const session = await createSession(paymentSession());
    expect((await stripe.checkout.sessions.expire(session.id)).status).toBe('expired');
    expect(await refusalOf(stripe.checkout.sessions.expire(session.id))).toMatchObject({ status: 400 });
  });

  it('refuses a portal session for an unknown customer or locale', async () => {
    const customer = await stripe.customers.create({ email: 'member@vitaglow-mail.com' });
    expect(await refusalOf(stripe.billingPortal.sessions.create({ customer: 'cus_nope' }))).toMatchObject({
      status: 400,
      code: 'resource_missing',
      param: 'customer',
    });
    expect(await refusalOf(stripe.billingPortal.sessions.create({ customer: customer.id, locale: 'ar' as never }))).toMatchObject({
      status: 400,
      param: 'locale',
    });
    expect(
      (await stripe.billingPortal.sessions.create({ customer: customer.id, locale: 'auto', return_url: 'https://vitaglow.test/account' }))
        .url,
    ).toMatch(/^http:\/\/stripe-fake\.test\/billing\//);
  });
});

describe('refunds (https://docs.stripe.com/api/refunds/create)', () => {
  async function paidCharge() {
    const session = await createSession(paymentSession());
    await fake.pay(session.id, { email: 'buyer@vitaglow-mail.com' });
    return fake.chargeOf(session.id)!;
  }

  it('refunds part, then the rest, then refuses: charge_already_refunded', async () => {
    const charge = await paidCharge();
    await stripe.refunds.create({ charge: charge.id, amount: 1000 });
    expect(await refusalOf(stripe.refunds.create({ charge: charge.id, amount: 6000 }))).toMatchObject({
      status: 400,
      code: 'amount_too_large',
      param: 'amount',
    });
    const rest = await stripe.refunds.create({ payment_intent: charge.payment_intent });
    expect(rest.amount).toBe(charge.amount - 1000);
    expect(await refusalOf(stripe.refunds.create({ charge: charge.id }))).toMatchObject({ status: 400, code: 'charge_already_refunded' });
  });

  it('refuses a charge and a payment intent together, an unknown reason, a zero amount and a disputed charge', async () => {
    const charge = await paidCharge();
    expect(await refusalOf(stripe.refunds.create({ charge: charge.id, payment_intent: charge.payment_intent }))).toMatchObject({
      code: 'parameters_exclusive',
    });
    expect(await refusalOf(stripe.refunds.create({ charge: charge.id, reason: 'changed_mind' as never }))).toMatchObject({
      param: 'reason',
    });
    expect(await refusalOf(stripe.refunds.create({ charge: charge.id, amount: 0 }))).toMatchObject({
      code: 'parameter_invalid_integer',
      param: 'amount',
    });
    await fake.dispute(charge.id);
    expect(await refusalOf(stripe.refunds.create({ charge: charge.id }))).toMatchObject({ status: 400, code: 'charge_disputed' });
  });
});

describe('subscription updates (https://docs.stripe.com/api/subscriptions/update)', () => {
  async function paidSubscription() {
    const customer = await stripe.customers.create({ email: 'member@vitaglow-mail.com' });
    const session = await createSession({
      mode: 'subscription',
      customer: customer.id,
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 1900, recurring: { interval: 'month' }, product_data: { name: 'Monthly' } },
        },
      ],
      success_url: 'https://vitaglow.test/account',
      cancel_url: 'https://vitaglow.test/',
    });
    await fake.pay(session.id, { email: 'member@vitaglow-mail.com' });
    return (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
  }

  it('sets cancel_at_period_end, refuses unknown and unmodelled parameters, and an unknown subscription', async () => {
    const id = await paidSubscription();
    expect((await stripe.subscriptions.update(id, { cancel_at_period_end: true })).cancel_at_period_end).toBe(true);
    expect(fake.bus.events.at(-1)).toMatchObject({
      type: 'customer.subscription.updated',
      data: { previous_attributes: { cancel_at_period_end: false } },
    });
    expect(await refusalOf(stripe.subscriptions.update(id, { cancel_later: true } as never))).toMatchObject({
      status: 400,
      code: 'parameter_unknown',
      param: 'cancel_later',
    });
    expect(await refusalOf(stripe.subscriptions.update(id, { trial_end: 'now' }))).toMatchObject({ status: 400, param: 'trial_end' });
    expect(await refusalOf(stripe.subscriptions.update('sub_nope', { cancel_at_period_end: true }))).toMatchObject({
      status: 404,
      code: 'resource_missing',
    });
  });
});

describe('shipping address and phone, where 2025-03-31.basil and later put them (https://docs.stripe.com/changelog/basil/2025-03-31/checkout-session-remove-shipping-details)', () => {
  const email = 'buyer@vitaglow-mail.com';
  const address: ShippingAddress = {
    name: 'Grace Hopper',
    line1: '200 Congress Ave',
    line2: 'Suite 4',
    city: 'Austin',
    state: 'TX',
    postal_code: '78701-1234',
    country: 'US',
  };
  const withPhone = (overrides: Params = {}) => createSession(paymentSession({ phone_number_collection: { enabled: true }, ...overrides }));
  const completedEvent = () => fake.bus.events.find((e) => e.type === 'checkout.session.completed');

  it('creates a session with collected_information null and phone_number_collection as asked', async () => {
    const session = await withPhone();
    expect(session.collected_information).toBeNull();
    expect(session.phone_number_collection).toEqual({ enabled: true });
    expect((await createSession(paymentSession())).phone_number_collection).toEqual({ enabled: false });
  });

  it('puts the address in collected_information.shipping_details and the phone in customer_details, with no top-level shipping_details', async () => {
    const session = await withPhone();
    await fake.pay(session.id, { email, shipping: address, phone: '+1 512 555 0199' });
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    const shippingDetails = {
      name: 'Grace Hopper',
      address: { line1: '200 Congress Ave', line2: 'Suite 4', city: 'Austin', state: 'TX', postal_code: '78701-1234', country: 'US' },
    };
    expect(paid.collected_information).toEqual({ business_name: null, individual_name: null, shipping_details: shippingDetails });
    expect(paid.customer_details).toMatchObject({ email, name: 'Grace Hopper', phone: '+1 512 555 0199', address: { country: 'US' } });
    expect(paid).not.toHaveProperty('shipping_details');
    await fake.settled();
    expect(completedEvent()).toMatchObject({
      data: { object: { collected_information: { shipping_details: shippingDetails }, customer_details: { phone: '+1 512 555 0199' } } },
    });
  });

  it('leaves collected_information null and the phone null when the session collects neither', async () => {
    const session = await createSession(paymentSession({ shipping_address_collection: undefined, shipping_options: undefined }));
    await fake.pay(session.id, { email });
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid.collected_information).toBeNull();
    expect(paid.customer_details).toMatchObject({ email, name: null, phone: null, address: null });
  });

  it.each<[string, Partial<ShippingAddress>, string]>([
    ['a country outside allowed_countries', { country: 'CA', state: 'ON', postal_code: 'M5V 2T6' }, 'shipping[country]'],
    ['a US address without a state', { state: undefined }, 'shipping[state]'],
    ['a US state that is not a USPS code', { state: 'Texas' }, 'shipping[state]'],
    ['a US ZIP code of 4 digits', { postal_code: '7870' }, 'shipping[postal_code]'],
    ['an address without a postal code', { postal_code: ' ' }, 'shipping[postal_code]'],
    ['an address without a name', { name: '' }, 'shipping[name]'],
    ['an address without a street', { line1: '' }, 'shipping[line1]'],
  ])('refuses %s and leaves the session open', async (_case, change, param) => {
    const session = await withPhone();
    await expect(
      fake.pay(session.id, { email, shipping: { ...address, ...change } as ShippingAddress, phone: '+1 512 555 0199' }),
    ).rejects.toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      param,
    });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('refuses a missing or implausible phone when phone collection is on', async () => {
    const session = await withPhone();
    await expect(fake.pay(session.id, { email, shipping: address })).rejects.toMatchObject({ status: 400, param: 'phone' });
    await expect(fake.pay(session.id, { email, shipping: address, phone: 'call me' })).rejects.toMatchObject({
      status: 400,
      param: 'phone',
    });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('takes a 5-digit ZIP and a lower-case state code, recorded upper-case', async () => {
    const session = await createSession(paymentSession());
    await fake.pay(session.id, { email, shipping: { ...address, state: 'tx', postal_code: '78701' } });
    expect((await stripe.checkout.sessions.retrieve(session.id)).collected_information?.shipping_details?.address).toMatchObject({
      state: 'TX',
      postal_code: '78701',
    });
  });

  it('pay() without an address or phone uses DEFAULT_PAYER_DETAILS, in the first allowed country', async () => {
    const us = await withPhone();
    await fake.pay(us.id, { email });
    const paid = await stripe.checkout.sessions.retrieve(us.id);
    const { shipping, shippingAbroad, phone } = DEFAULT_PAYER_DETAILS;
    expect(paid.collected_information?.shipping_details).toEqual({
      name: shipping.name,
      address: {
        line1: shipping.line1,
        line2: null,
        city: shipping.city,
        state: shipping.state,
        postal_code: shipping.postal_code,
        country: 'US',
      },
    });
    expect(paid.customer_details).toMatchObject({ name: shipping.name, phone });

    const abroad = await createSession(paymentSession({ shipping_address_collection: { allowed_countries: ['CA', 'FR'] } }));
    await fake.pay(abroad.id, { email });
    const paidAbroad = await stripe.checkout.sessions.retrieve(abroad.id);
    expect(paidAbroad.collected_information?.shipping_details?.address).toEqual({
      line1: shippingAbroad.line1,
      line2: null,
      city: shippingAbroad.city,
      state: null,
      postal_code: shippingAbroad.postal_code,
      country: 'CA',
    });
    expect(paidAbroad.customer_details?.phone).toBeNull();
  });

  describe('on the hosted Checkout page', () => {
    const pagePath = (id: string) => `${FAKE_STRIPE_BASE}/checkout/pay/${id}`;
    const submit = (id: string, fields: Record<string, string>) =>
      fetch(`${pagePath(id)}/pay`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
    const full = {
      email,
      shipping_name: 'Grace Hopper',
      shipping_line1: '200 Congress Ave',
      shipping_line2: '',
      shipping_city: 'Austin',
      shipping_state: 'TX',
      shipping_postal_code: '78701',
      shipping_country: 'US',
      phone: '+1 512 555 0199',
    };

    it('asks for the address and phone with labelled, autocompleting fields and only the allowed countries', async () => {
      const session = await withPhone({ shipping_address_collection: { allowed_countries: ['US', 'CA'] } });
      const html = await (await fetch(pagePath(session.id))).text();
      for (const [label, id, autocomplete] of [
        ['Full name', 'shipping_name', 'shipping name'],
        ['Address line 1', 'shipping_line1', 'shipping address-line1'],
        ['City', 'shipping_city', 'shipping address-level2'],
        ['ZIP / postal code', 'shipping_postal_code', 'shipping postal-code'],
        ['Phone', 'phone', 'tel'],
      ]) {
        expect(html).toMatch(
          new RegExp(
            `<label>${label.replace('/', '\\/')} <input type="\\w+" id="${id}" name="${id}" value="" autocomplete="${autocomplete}" required>`,
          ),
        );
      }
      expect(html).toContain(
        '<label>Address line 2 (optional) <input type="text" id="shipping_line2" name="shipping_line2" value="" autocomplete="shipping address-line2">',
      );
      expect(html).toContain('autocomplete="shipping address-level1">');
      const select = /<select id="shipping_country" name="shipping_country" autocomplete="shipping country" required>(.*?)<\/select>/.exec(
        html,
      )?.[1];
      expect([...(select ?? '').matchAll(/<option value="(\w*)"/g)].map((m) => m[1])).toEqual(['', 'US', 'CA']);
    });

    it('answers a submission with a missing field 400, keeping what was typed and marking the field, and leaves the session open', async () => {
      const session = await withPhone();
      const res = await submit(session.id, {
        ...full,
        shipping_name: 'Grace <Hopper> & Co',
        shipping_city: '',
        shipping_postal_code: '787',
      });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain('value="Grace &lt;Hopper&gt; &amp; Co"');
      expect(html).toContain('id="shipping_city" name="shipping_city" aria-invalid="true" aria-describedby="shipping_city-error"');
      expect(html).toContain('<p class="error" id="shipping_city-error">Enter the city.</p>');
      expect(html).toContain('aria-describedby="shipping_postal_code-error" value="787"');
      expect(html).toContain('<option value="US" selected>');
      expect(html).not.toContain('id="shipping_line1" name="shipping_line1" aria-invalid');
      expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    });

    it('completes the session on a full submission and sends the shopper to the success URL', async () => {
      const session = await withPhone();
      const res = await submit(session.id, full);
      expect(res.status).toBe(303);
      expect(res.headers.get('Location')).toBe(`https://vitaglow.test/payment-success?session_id=${session.id}`);
      const paid = await stripe.checkout.sessions.retrieve(session.id);
      expect(paid.status).toBe('complete');
      expect(paid.collected_information?.shipping_details).toEqual({
        name: 'Grace Hopper',
        address: { line1: '200 Congress Ave', line2: null, city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
      });
      expect(paid.customer_details).toMatchObject({ email, phone: '+1 512 555 0199' });
    });
  });
});

describe('Stripe Tax in Checkout (https://docs.stripe.com/tax/checkout)', () => {
  const email = 'buyer@vitaglow-mail.com';
  const success = { success_url: 'https://vitaglow.test/account', cancel_url: 'https://vitaglow.test/' };
  /** A payment-mode session as the shop builds it with Stripe Tax on: exclusive prices, each with its tax code. */
  const taxed = (overrides: Params = {}) =>
    paymentSession({
      automatic_tax: { enabled: true },
      line_items: [
        {
          quantity: 2,
          price_data: {
            currency: 'usd',
            unit_amount: 2999,
            tax_behavior: 'exclusive',
            product_data: { name: 'Daily Multivitamin', tax_code: 'txcd_40090001' },
          },
        },
      ],
      shipping_options: [
        {
          shipping_rate_data: {
            type: 'fixed_amount',
            display_name: 'Express Shipping',
            fixed_amount: { amount: 799, currency: 'usd' },
            tax_behavior: 'exclusive',
            tax_code: 'txcd_92010001',
          },
        },
      ],
      ...overrides,
    });
  const monthly = (priceData: Params = {}) => ({
    quantity: 1,
    price_data: { currency: 'usd', unit_amount: 1900, recurring: { interval: 'month' }, product_data: { name: 'Monthly' }, ...priceData },
  });
  /** A subscription-mode session as the shop builds it with Stripe Tax on: a service's tax code, the address saved onto the customer. */
  const taxedSubscription = (customer: string, overrides: Params = {}) => ({
    mode: 'subscription',
    customer,
    automatic_tax: { enabled: true },
    customer_update: { address: 'auto' },
    line_items: [monthly({ tax_behavior: 'exclusive', product_data: { name: 'Monthly', tax_code: 'txcd_20030000' } })],
    ...success,
    ...overrides,
  });
  const member = (params: Stripe.CustomerCreateParams = {}) => stripe.customers.create({ email: 'member@vitaglow-mail.com', ...params });
  const chargeOfInvoice = async (invoiceId: string) => {
    const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
    const paymentIntent = invoice.payments?.data[0]?.payment.payment_intent;
    return [...fake.state.charges.values()].find((c) => c.object.payment_intent === paymentIntent)?.object;
  };

  it('says on every session whether automatic tax is on: off, or waiting for the address', async () => {
    expect((await createSession(paymentSession())).automatic_tax).toEqual({
      enabled: false,
      status: null,
      liability: null,
      provider: null,
    });
    const session = await createSession(taxed());
    expect(session.automatic_tax).toEqual({
      enabled: true,
      status: 'requires_location_inputs',
      liability: { type: 'self' },
      provider: 'stripe',
    });
    expect(session).toMatchObject({ amount_total: 6797, total_details: { amount_tax: 0 } });
  });

  it.each<[string, Params, string]>([
    ['a line price without tax_behavior', { line_items: [line(2999)] }, 'line_items[0][price_data][tax_behavior]'],
    [
      "a line price with tax_behavior 'unspecified'",
      { line_items: [{ quantity: 1, price_data: { ...line(2999).price_data, tax_behavior: 'unspecified' } }] },
      'line_items[0][price_data][tax_behavior]',
    ],
    [
      'a shipping rate without tax_behavior',
      { shipping_options: paymentSession().shipping_options },
      'shipping_options[0][shipping_rate_data][tax_behavior]',
    ],
  ])('refuses %s: Stripe needs one when the account has no default tax behavior', async (_case, overrides, param) => {
    const refusal = await refusalOf(createSession(taxed(overrides)));
    expect(refusal).toMatchObject({ status: 400, type: 'invalid_request_error', param });
    expect(refusal.message).toMatch(/no default tax behavior/);
  });

  it.each<[string, Params, string]>([
    [
      'a product tax code of the right form (the whey code the shop once sent)',
      {
        line_items: [
          {
            quantity: 1,
            price_data: { ...line(2999).price_data, tax_behavior: 'exclusive', product_data: { name: 'x', tax_code: 'txcd_40090002' } },
          },
        ],
      },
      'line_items[0][price_data][product_data][tax_code]',
    ],
    [
      'a malformed product tax code',
      {
        line_items: [
          {
            quantity: 1,
            price_data: { ...line(2999).price_data, tax_behavior: 'exclusive', product_data: { name: 'x', tax_code: 'txcd_4009' } },
          },
        ],
      },
      'line_items[0][price_data][product_data][tax_code]',
    ],
    [
      'a malformed shipping tax code',
      {
        shipping_options: [
          {
            shipping_rate_data: {
              display_name: 'x',
              fixed_amount: { amount: 799, currency: 'usd' },
              tax_behavior: 'exclusive',
              tax_code: 'shipping',
            },
          },
        ],
      },
      'shipping_options[0][shipping_rate_data][tax_code]',
    ],
  ])('refuses %s that is not one of Stripe’s published tax codes: no such tax code', async (_case, overrides, param) => {
    const refusal = await refusalOf(createSession(taxed(overrides)));
    expect(refusal).toMatchObject({ status: 400, type: 'invalid_request_error', code: 'resource_missing', param });
    expect(refusal.message).toMatch(/^No such tax code: '/);
  });

  it.each(['txcd_99999999', 'txcd_00000000', 'txcd_10000000', 'txcd_20030000', 'txcd_40090001', 'txcd_40060003', 'txcd_92010001'])(
    'takes %s, a code of Stripe’s table, on a line and on a shipping rate',
    async (code) => {
      const session = await createSession(
        taxed({
          line_items: [
            {
              quantity: 1,
              price_data: { ...line(2999).price_data, tax_behavior: 'exclusive', product_data: { name: 'x', tax_code: code } },
            },
          ],
          shipping_options: [
            {
              shipping_rate_data: {
                display_name: 'x',
                fixed_amount: { amount: 799, currency: 'usd' },
                tax_behavior: 'exclusive',
                tax_code: code,
              },
            },
          ],
        }),
      );
      expect(session.status).toBe('open');
    },
  );

  it.each<[string, Params, string | undefined, string]>([
    ['automatic_tax without enabled', { automatic_tax: { liability: { type: 'self' } } }, 'parameter_missing', 'automatic_tax[enabled]'],
    ['automatic_tax[enabled] not a boolean', { automatic_tax: { enabled: 'yes' } }, undefined, 'automatic_tax[enabled]'],
    ['an unknown automatic_tax parameter', { automatic_tax: { enabled: true, rate: '8' } }, 'parameter_unknown', 'automatic_tax[rate]'],
    ['customer_update without customer', { customer_update: { address: 'auto' } }, undefined, 'customer_update'],
  ])('refuses %s', async (_case, overrides, code, param) => {
    expect(await refusalOf(createSession(taxed(overrides)))).toMatchObject({ status: 400, type: 'invalid_request_error', code, param });
  });

  it('refuses customer_update values other than auto and never', async () => {
    const customer = await member();
    const refusal = await refusalOf(createSession(taxedSubscription(customer.id, { customer_update: { address: 'always' } })));
    expect(refusal).toMatchObject({ status: 400, param: 'customer_update[address]' });
    expect(refusal.message).toMatch(/must be one of auto, never/);
  });

  it('refuses a subscription for a customer without an address unless Checkout may save the one entered', async () => {
    const customer = await member();
    const refusal = await refusalOf(createSession(taxedSubscription(customer.id, { customer_update: undefined })));
    expect(refusal).toMatchObject({ status: 400, type: 'invalid_request_error', code: 'customer_tax_location_invalid' });
    expect(refusal.message).toContain(
      "Automatic tax calculation in Checkout requires a valid address on the Customer. Add a valid address to the Customer or set either `customer_update[address]` to 'auto'",
    );
    expect(await refusalOf(createSession(taxedSubscription(customer.id, { customer_update: { address: 'never' } })))).toMatchObject({
      code: 'customer_tax_location_invalid',
    });
    expect((await createSession(taxedSubscription(customer.id))).status).toBe('open');
  });

  it('taxes a customer with a saved address from it, from the session’s creation', async () => {
    const customer = await member({ address: { country: 'US', state: 'CA', postal_code: '94103' } });
    const session = await createSession(taxedSubscription(customer.id, { customer_update: undefined }));
    expect(session).toMatchObject({ amount_total: 1900 + 138, total_details: { amount_tax: 138 }, automatic_tax: { status: 'complete' } });
  });

  it('taxes a payment shipped to Texas at 8.25% of the lines after the discount plus shipping, and charges the taxed total', async () => {
    const coupon = await stripe.coupons.create({ amount_off: 1000, currency: 'usd', duration: 'once', max_redemptions: 1 });
    const session = await createSession(taxed({ discounts: [{ coupon: coupon.id }], phone_number_collection: { enabled: true } }));
    await fake.pay(session.id, { email, shipping: { ...DEFAULT_PAYER_DETAILS.shipping, state: 'TX' }, phone: DEFAULT_PAYER_DETAILS.phone });
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    const tax = Math.round(0.0825 * (5998 - 1000 + 799));
    expect(paid.total_details).toEqual({ amount_discount: 1000, amount_shipping: 799, amount_tax: tax });
    expect(paid.amount_total).toBe(5998 - 1000 + 799 + tax);
    expect(paid.automatic_tax).toEqual({ enabled: true, status: 'complete', liability: { type: 'self' }, provider: 'stripe' });
    const charge = fake.chargeOf(session.id)!;
    expect(charge.amount).toBe(paid.amount_total);
    expect((await stripe.refunds.create({ charge: charge.id })).amount).toBe(paid.amount_total);
  });

  it('collects no tax on a payment shipped outside the US, where the shop is not registered', async () => {
    const session = await createSession(taxed({ shipping_address_collection: { allowed_countries: ['US', 'CA'] } }));
    await fake.pay(session.id, { email, shipping: { ...DEFAULT_PAYER_DETAILS.shippingAbroad, state: 'ON', country: 'CA' } });
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ amount_total: 6797, total_details: { amount_tax: 0 }, automatic_tax: { status: 'complete' } });
    expect(fake.chargeOf(session.id)!.amount).toBe(6797);
  });

  it('taxes a payment that collects no shipping address from the billing address entered', async () => {
    const session = await createSession(taxed({ shipping_address_collection: undefined, shipping_options: undefined }));
    await fake.pay(session.id, { email, billing: { country: 'US', state: 'wa', postal_code: '98101' } });
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid.customer_details?.address).toEqual({
      country: 'US',
      state: 'WA',
      postal_code: '98101',
      line1: null,
      line2: null,
      city: null,
    });
    expect(paid).toMatchObject({ amount_total: 5998 + Math.round(0.101 * 5998), total_details: { amount_tax: Math.round(0.101 * 5998) } });
  });

  it('taxes a subscription from the billing address, saves it onto the customer, and bills the taxed total on its first invoice', async () => {
    const customer = await member();
    const session = await createSession(taxedSubscription(customer.id));
    await fake.pay(session.id, { billing: { country: 'US', state: 'NY', postal_code: '10001' } });
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    const address = { country: 'US', state: 'NY', postal_code: '10001', line1: null, line2: null, city: null };
    const tax = Math.round(0.08875 * 1900);
    expect(paid.customer_details?.address).toEqual(address);
    expect(paid).toMatchObject({ amount_total: 1900 + tax, total_details: { amount_tax: tax }, automatic_tax: { status: 'complete' } });
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({ address });
    const invoice = await stripe.invoices.retrieve(paid.invoice as string);
    expect(invoice).toMatchObject({ amount_due: 1900 + tax, amount_paid: 1900 + tax, total: 1900 + tax });
    expect(invoice.total_taxes).toEqual([
      { amount: tax, tax_behavior: 'exclusive', taxability_reason: 'standard_rated', taxable_amount: 1900 },
    ]);
    expect((await chargeOfInvoice(invoice.id))?.amount).toBe(1900 + tax);
  });

  it('pay() without a billing address uses DEFAULT_PAYER_DETAILS.billing, and refuses one a session does not collect', async () => {
    const session = await createSession(taxedSubscription((await member()).id));
    await fake.pay(session.id);
    const { country, state, postal_code } = DEFAULT_PAYER_DETAILS.billing;
    expect((await stripe.checkout.sessions.retrieve(session.id)).customer_details?.address).toMatchObject({ country, state, postal_code });
    const untaxed = await createSession(paymentSession());
    await expect(fake.pay(untaxed.id, { email, billing: { country: 'US', state: 'TX', postal_code: '78701' } })).rejects.toMatchObject({
      status: 400,
      param: 'billing',
    });
  });

  it.each<[string, Params, string]>([
    ['a US billing address without a state', { state: undefined }, 'billing[state]'],
    ['a US ZIP code of 4 digits', { postal_code: '1000' }, 'billing[postal_code]'],
    ['a country that is none', { country: 'XX' }, 'billing[country]'],
  ])('refuses %s and leaves the session open', async (_case, change, param) => {
    const session = await createSession(taxedSubscription((await member()).id));
    await expect(
      fake.pay(session.id, { billing: { country: 'US', state: 'NY', postal_code: '10001', ...change } as never }),
    ).rejects.toMatchObject({ status: 400, param });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  describe('on the hosted Checkout page', () => {
    const pagePath = (id: string) => `${FAKE_STRIPE_BASE}/checkout/pay/${id}`;
    const submit = (id: string, fields: Record<string, string>) =>
      fetch(`${pagePath(id)}/pay`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

    it('asks a subscription with automatic tax for the billing country, state and ZIP code, with the tax still to come', async () => {
      const session = await createSession(taxedSubscription((await member()).id));
      const html = await (await fetch(pagePath(session.id))).text();
      expect(html).toContain('<legend>Billing address</legend>');
      const select =
        /<label>Country <select id="billing_country" name="billing_country" autocomplete="billing country" required>(.*?)<\/select>/.exec(
          html,
        )?.[1];
      expect([...(select ?? '').matchAll(/<option value="(\w*)"/g)].map((m) => m[1])).toEqual(['', 'US', 'CA', 'GB', 'FR', 'DE', 'AU']);
      expect(html).toContain(
        '<label>State (required for the US) <input type="text" id="billing_state" name="billing_state" value="" autocomplete="billing address-level1">',
      );
      expect(html).toContain(
        '<label>ZIP / postal code <input type="text" id="billing_postal_code" name="billing_postal_code" value="" autocomplete="billing postal-code" required>',
      );
      expect(html).toContain('Pay $19.00 + tax');
      expect(html).not.toContain('shipping_country');
      expect(await (await fetch(pagePath((await createSession(paymentSession())).id))).text()).not.toContain('billing_country');
    });

    it('refuses a US billing address without a state (400, the session still open), then takes it with one', async () => {
      const session = await createSession(taxedSubscription((await member()).id));
      const res = await submit(session.id, { billing_country: 'US', billing_state: '', billing_postal_code: '73301' });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain('id="billing_state" name="billing_state" aria-invalid="true" aria-describedby="billing_state-error"');
      expect(html).toContain('<p class="error" id="billing_state-error">Enter the state.</p>');
      expect(html).toContain('<option value="US" selected>');
      expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

      const done = await submit(session.id, { billing_country: 'US', billing_state: 'TX', billing_postal_code: '73301' });
      expect(done.status).toBe(303);
      const paid = await stripe.checkout.sessions.retrieve(session.id);
      expect(paid).toMatchObject({
        status: 'complete',
        amount_total: 1900 + Math.round(0.0825 * 1900),
        customer_details: { address: { country: 'US', state: 'TX', postal_code: '73301' } },
      });
    });
  });
});

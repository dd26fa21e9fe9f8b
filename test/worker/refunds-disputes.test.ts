import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { signatureHeader } from '../../tools/stripe-fake/events';
import { signedInUser, withCookie } from './auth-helpers';
import { ORIGIN, call, post } from './http';
import { claimDeal, couponRow, dealCodeRow, deliverWebhook, holderOf, orderRow, placeCartOrder, seedSubscriber } from './payments-helpers';
import { STRIPE_API_VERSION } from '../../worker/payments/stripe-client';
import { countOf } from './rows';
import { captureLogLines } from './logs';
import { consoleGet } from './console-helpers';
import type { AdminOrder, AdminOrderRow, Paged } from '../../core/api/admin';
import { STRIPE_WITH_FAKE, callWithStripe, operatorStripe, stripeMember, useStripeFake, workerWithStripe } from './stripe-fake';

/** Money after checkout, end to end: Stripe (the fake) → signed webhook → D1 → what the shopper sees. */
let fake: StripeFake;
beforeEach(() => {
  fake = useStripeFake();
});
afterEach(() => vi.restoreAllMocks());

interface OrderAnswer {
  reference: string;
  status: string;
  totalCents: number;
  refundedCents: number;
  disputeStatus: string | null;
}

/** A cart paid on the fake's hosted page; returns the order as the status page reads it and its charge. */
async function paidOrder(body: Record<string, unknown> = {}, cookie?: string) {
  const res = await callWithStripe('/api/create-payment', {
    method: 'POST',
    body: JSON.stringify({ items: [{ id: 'whey-chocolate', quantity: 2 }], shipping: { id: 'express-us' }, ageConfirmed: true, ...body }),
    headers: cookie ? { Cookie: cookie } : {},
  });
  expect(res.status).toBe(200);
  const sessionId = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
  const back = await fake.pay(sessionId, { email: 'buyer@vitaglow-mail.com' });
  expect(back).toBe(`${ORIGIN}/payment-success?session_id=${sessionId}`);
  const order = await statusPage(sessionId);
  expect(order.status).toBe('paid');
  return { sessionId, order, charge: fake.chargeOf(sessionId)! };
}

async function statusPage(key: string): Promise<OrderAnswer> {
  const res = await call(`/api/orders/${key}`);
  expect(res.status).toBe(200);
  return (await res.json()) as OrderAnswer;
}

describe('refunds', () => {
  it('records a partial refund, then the full one, on the status page and the account’s order list', async () => {
    const { cookie } = await signedInUser();
    const { sessionId, order, charge } = await paidOrder({}, cookie);
    const stripe = operatorStripe();

    await stripe.refunds.create({ charge: charge.id, amount: 1500, reason: 'requested_by_customer' });
    await fake.settled();
    expect(await statusPage(sessionId)).toMatchObject({ status: 'partially_refunded', refundedCents: 1500, totalCents: order.totalCents });

    await stripe.refunds.create({ payment_intent: charge.payment_intent });
    await fake.settled();
    expect(await statusPage(order.reference)).toMatchObject({ status: 'refunded', refundedCents: order.totalCents, disputeStatus: null });

    const listed = await call('/api/account/orders', withCookie(cookie));
    const { orders } = (await listed.json()) as { orders: OrderAnswer[] };
    expect(orders).toEqual([
      expect.objectContaining({ reference: order.reference, status: 'refunded', refundedCents: order.totalCents, disputeStatus: null }),
    ]);
    expect(fake.bus.deliveries.filter((d) => d.type === 'refund.created').map((d) => d.attempts)).toEqual([[200], [200]]);
  });

  it('applies each refund event once, and never moves back on a late or repeated one', async () => {
    const { sessionId, charge } = await paidOrder();
    const stripe = operatorStripe();
    await stripe.refunds.create({ charge: charge.id, amount: 1000 });
    await stripe.refunds.create({ charge: charge.id, amount: 2000 });
    await fake.settled();
    expect(await statusPage(sessionId)).toMatchObject({ status: 'partially_refunded', refundedCents: 3000 });

    // Stripe redelivers the first event (same id), and an older state of that refund arrives late under another id.
    const [first] = fake.bus.events.filter((e) => e.type === 'refund.created') as unknown as {
      data: { object: Record<string, unknown> };
    }[];
    const replay = await redeliver(first);
    expect(await replay.json()).toMatchObject({ outcome: 'duplicate' });
    const late = await redeliver({
      ...first,
      id: 'evt_late_pending_refund',
      type: 'refund.updated',
      data: { object: { ...first.data.object, status: 'pending' } },
    });
    expect(await late.json()).toMatchObject({ outcome: 'applied' });
    expect(await statusPage(sessionId)).toMatchObject({ status: 'partially_refunded', refundedCents: 3000 });
  });

  it('keeps a refunded order’s coupon and deal code spent: neither is handed out again', async () => {
    const coupon = await seedSubscriber();
    const withCoupon = await paidOrder({ couponCode: coupon, couponEmail: holderOf(coupon) });
    const deal = await claimDeal();
    const withDeal = await paidOrder({ dealClaimed: true, dealCode: deal });
    const stripe = operatorStripe();
    await stripe.refunds.create({ charge: withCoupon.charge.id });
    await stripe.refunds.create({ charge: withDeal.charge.id });
    await fake.settled();
    expect((await statusPage(withCoupon.sessionId)).status).toBe('refunded');
    expect((await statusPage(withDeal.sessionId)).status).toBe('refunded');

    expect((await couponRow(coupon))!.coupon_redeemed_at).not.toBeNull();
    const check = await post('/api/coupons/check', { code: coupon, email: holderOf(coupon) });
    expect(((await check.json()) as { error: { code: string } }).error.code).toBe('coupon_used');
    expect((await dealCodeRow(deal))!.used_by_order_id).not.toBeNull();
    const again = await callWithStripe('/api/create-payment', {
      method: 'POST',
      body: JSON.stringify({
        items: [{ id: 'multivitamin', quantity: 2 }],
        shipping: { id: 'free-us' },
        dealClaimed: true,
        dealCode: deal,
      }),
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('deal_code_used');
  });

  it('refuses a refund event for an order that has not recorded its payment yet (503), so Stripe delivers it again', async () => {
    const { reference, order } = await placeCartOrder();
    await env.DB.prepare('update orders set provider_payment_id = ? where id = ?').bind('pi_early', order.id).run();
    const event = {
      id: 'evt_early_refund',
      object: 'event',
      api_version: STRIPE_API_VERSION,
      type: 'refund.created',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 're_early',
          object: 'refund',
          amount: order.total_cents,
          charge: 'ch_early',
          payment_intent: 'pi_early',
          status: 'succeeded',
        },
      },
    };
    const res = await deliverWebhook(event);
    expect(res.status).toBe(503);
    expect((await orderRow(reference))!.status).toBe('open');
    expect(await env.DB.prepare('select count(*) as n from processed_events where event_id = ?').bind(event.id).first('n')).toBe(0);
  });
});

describe('money events of no order', () => {
  it('acknowledges a refund of a membership’s invoice (no Checkout session made its payment) and changes no order', async () => {
    await stripeMember(fake);
    const invoice = [...fake.state.invoices.values()].at(-1)!;
    const refund = await operatorStripe().refunds.create({ payment_intent: invoice.paymentIntent });
    await fake.settled();
    expect(fake.bus.deliveries.filter((d) => d.type === 'refund.created').map((d) => d.attempts)).toEqual([[200]]);
    expect(await countOf('order_refunds where refund_id = ?', refund.id)).toBe(0);
  });
});

describe('refunds that fail later (https://docs.stripe.com/refunds#failed-refunds)', () => {
  it('stop counting as money returned on the status page and /account, and the console flags the order', async () => {
    const lines = captureLogLines();
    const { cookie } = await signedInUser();
    const { sessionId, order, charge } = await paidOrder({}, cookie);
    const refund = await operatorStripe().refunds.create({ charge: charge.id, amount: 1500 });
    await fake.settled();
    expect(await statusPage(sessionId)).toMatchObject({ status: 'partially_refunded', refundedCents: 1500 });

    await fake.failRefund(refund.id);
    await fake.settled();
    expect(await statusPage(sessionId)).toMatchObject({ status: 'paid', refundedCents: 0 });
    const { orders } = (await (await call('/api/account/orders', withCookie(cookie))).json()) as { orders: OrderAnswer[] };
    expect(orders[0]).toMatchObject({ reference: order.reference, status: 'paid', refundedCents: 0 });

    const detail = await consoleGet<AdminOrder>(`/orders/${order.reference}`);
    expect(detail).toMatchObject({ status: 'paid', refundedCents: 0, refundFailedCents: 1500, refundableCents: order.totalCents });
    expect(detail.timeline).toContainEqual(expect.objectContaining({ kind: 'refund_failed', amountCents: 1500 }));
    const { items } = await consoleGet<Paged<AdminOrderRow>>(`/orders?q=${order.reference}`);
    expect(items[0]).toMatchObject({ reference: order.reference, refundFailedCents: 1500 });
    const errors = lines.map((l) => JSON.parse(l)).filter((entry) => entry.level === 'error');
    expect(errors).toContainEqual(expect.objectContaining({ reference: order.reference, refundId: refund.id, amountCents: 1500 }));
  });

  it('leave the other refunds of the order counted', async () => {
    const { sessionId, charge } = await paidOrder();
    const stripe = operatorStripe();
    const first = await stripe.refunds.create({ charge: charge.id, amount: 1000 });
    await stripe.refunds.create({ charge: charge.id, amount: 2000 });
    await fake.failRefund(first.id);
    await fake.settled();
    expect(await statusPage(sessionId)).toMatchObject({ status: 'partially_refunded', refundedCents: 2000 });
  });

  it.each([
    [
      'before the refund itself',
      <T extends { type: string }>(events: T[]) =>
        [...events].sort((a, b) => Number(a.type === 'refund.created') - Number(b.type === 'refund.created')),
    ],
    [
      'as charge.refund.updated alone',
      <T extends { type: string }>(events: T[]) => events.filter((e) => e.type !== 'refund.failed' && e.type !== 'refund.updated'),
    ],
    [
      'as refund.failed alone',
      <T extends { type: string }>(events: T[]) => events.filter((e) => e.type !== 'charge.refund.updated' && e.type !== 'refund.updated'),
    ],
  ])('are recorded when the failure arrives %s', async (_case, arrange) => {
    const { sessionId, charge } = await paidOrder();
    fake.bus.hold();
    const refund = await operatorStripe().refunds.create({ charge: charge.id, amount: 1500 });
    await fake.failRefund(refund.id);
    await fake.bus.release(arrange);
    await fake.bus.retryFailed();
    expect(await statusPage(sessionId)).toMatchObject({ status: 'paid', refundedCents: 0 });
  });
});

describe('disputes', () => {
  it('flags the order when its charge is disputed, then records the outcome; the status and the account show it', async () => {
    const { cookie } = await signedInUser();
    const { sessionId, order, charge } = await paidOrder({}, cookie);
    const dispute = await fake.dispute(charge.id);
    expect(await statusPage(sessionId)).toMatchObject({ status: 'paid', disputeStatus: 'open' });

    await fake.closeDispute(dispute.id, 'lost');
    expect(await statusPage(order.reference)).toMatchObject({ status: 'paid', disputeStatus: 'lost' });
    const { orders } = (await (await call('/api/account/orders', withCookie(cookie))).json()) as { orders: OrderAnswer[] };
    expect(orders[0]).toMatchObject({ reference: order.reference, disputeStatus: 'lost' });

    // A late "created" cannot reopen a decided dispute.
    const [created] = fake.bus.events.filter((e) => e.type === 'charge.dispute.created');
    await redeliver({ ...created, id: 'evt_late_dispute_created' });
    expect((await statusPage(sessionId)).disputeStatus).toBe('lost');
  });

  it('records a won dispute as won', async () => {
    const { sessionId, charge } = await paidOrder();
    const dispute = await fake.dispute(charge.id);
    await fake.closeDispute(dispute.id, 'won');
    expect((await statusPage(sessionId)).disputeStatus).toBe('won');
  });
});

describe('dispute states (https://docs.stripe.com/api/disputes/object#dispute_object-status)', () => {
  afterEach(() => vi.useRealTimers());

  /** Moves the clocks of Stripe, the worker and the test on by a day: the dispute's next step happens later. */
  function aDayLater() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
  }

  it('shows an inquiry (warning_*) as the bank asking, then the chargeback it became, then its outcome', async () => {
    const { cookie } = await signedInUser();
    const { sessionId, order, charge } = await paidOrder({}, cookie);
    const dispute = await fake.dispute(charge.id, { status: 'warning_needs_response' });
    expect((await statusPage(sessionId)).disputeStatus).toBe('inquiry');
    aDayLater();
    await fake.moveDispute(dispute.id, 'warning_under_review');
    expect((await statusPage(sessionId)).disputeStatus).toBe('inquiry');
    aDayLater();
    await fake.moveDispute(dispute.id, 'needs_response');
    expect((await statusPage(sessionId)).disputeStatus).toBe('open');
    const { orders } = (await (await call('/api/account/orders', withCookie(cookie))).json()) as { orders: OrderAnswer[] };
    expect(orders[0]).toMatchObject({ reference: order.reference, disputeStatus: 'open' });
    vi.useRealTimers(); // the operator's Access token is signed for today
    const detail = await consoleGet<AdminOrder>(`/orders/${order.reference}`);
    expect(detail.timeline.filter((e) => e.kind === 'dispute').map((e) => (e as { status: string }).status)).toEqual(['inquiry', 'open']);
  });

  it('closes an inquiry that never became a chargeback with the payment standing', async () => {
    const { sessionId, charge } = await paidOrder();
    const dispute = await fake.dispute(charge.id, { status: 'warning_needs_response' });
    aDayLater();
    await fake.moveDispute(dispute.id, 'warning_closed');
    expect((await statusPage(sessionId)).disputeStatus).toBe('won');
  });

  it('closes a dispute that dispute prevention resolved as prevented', async () => {
    const { sessionId, order, charge } = await paidOrder();
    const dispute = await fake.dispute(charge.id);
    aDayLater();
    await fake.moveDispute(dispute.id, 'prevented');
    expect((await statusPage(sessionId)).disputeStatus).toBe('prevented');
    vi.useRealTimers();
    expect((await consoleGet<AdminOrder>(`/orders/${order.reference}`)).disputeStatus).toBe('prevented');
  });

  it.each(['lost', 'won', 'prevented'] as const)('records a dispute created already %s as final', async (status) => {
    const { sessionId, charge } = await paidOrder();
    await fake.dispute(charge.id, { status });
    expect((await statusPage(sessionId)).disputeStatus).toBe(status);
  });

  it('follows the appeal of a lost dispute to its decision', async () => {
    const { sessionId, charge } = await paidOrder();
    const dispute = await fake.dispute(charge.id);
    await fake.closeDispute(dispute.id, 'lost');
    expect((await statusPage(sessionId)).disputeStatus).toBe('lost');
    aDayLater();
    await fake.moveDispute(dispute.id, 'appeal_needs_response');
    expect((await statusPage(sessionId)).disputeStatus).toBe('appeal');
    aDayLater();
    await fake.moveDispute(dispute.id, 'appeal_under_review');
    aDayLater();
    await fake.moveDispute(dispute.id, 'won');
    expect((await statusPage(sessionId)).disputeStatus).toBe('won');
  });

  it('ends in the latest state whatever order the dispute’s events arrive in', async () => {
    const { sessionId, charge } = await paidOrder();
    fake.bus.hold();
    const dispute = await fake.dispute(charge.id, { status: 'warning_needs_response' });
    aDayLater();
    await fake.moveDispute(dispute.id, 'needs_response');
    aDayLater();
    await fake.moveDispute(dispute.id, 'lost');
    await fake.bus.release((events) => [...events].reverse());
    expect((await statusPage(sessionId)).disputeStatus).toBe('lost');
  });
});

describe('the payment, a refund and a dispute, arriving in any order', () => {
  /** What each event is about: the payment, money returned, or the cardholder's dispute. */
  const GROUPS: Record<string, string> = {
    'checkout.session.completed': 'paid',
    'charge.refunded': 'refunded',
    'refund.created': 'refunded',
    'charge.dispute.created': 'disputed',
  };
  const orders = [
    ['paid', 'refunded', 'disputed'],
    ['paid', 'disputed', 'refunded'],
    ['refunded', 'paid', 'disputed'],
    ['refunded', 'disputed', 'paid'],
    ['disputed', 'paid', 'refunded'],
    ['disputed', 'refunded', 'paid'],
  ];

  it.each(orders)('ends in the same state when they arrive %s → %s → %s, Stripe retrying what was refused', async (...arrival) => {
    const email = `buyer.${crypto.randomUUID().slice(0, 8)}@vitaglow-mail.com`;
    fake.bus.hold();
    const res = await callWithStripe('/api/create-payment', {
      method: 'POST',
      body: JSON.stringify({ items: [{ id: 'whey-chocolate', quantity: 2 }], shipping: { id: 'express-us' }, ageConfirmed: true }),
    });
    const sessionId = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
    await fake.pay(sessionId, { email });
    const charge = fake.chargeOf(sessionId)!;
    await operatorStripe().refunds.create({ charge: charge.id, amount: 1500 });
    await fake.dispute(charge.id);

    const rank = (event: { type: string }) => arrival.indexOf(GROUPS[event.type]);
    await fake.bus.release((events) => [...events].sort((a, b) => rank(a) - rank(b)));
    await fake.bus.retryFailed();

    const order = await statusPage(sessionId);
    expect(order).toMatchObject({ status: 'partially_refunded', refundedCents: 1500, disputeStatus: 'open' });
    expect(fake.bus.deliveries.map((d) => d.attempts.at(-1))).toEqual(fake.bus.deliveries.map(() => 200));
    const processed = await env.DB.prepare('select count(*) as n from processed_events where event_id in (select value from json_each(?))')
      .bind(JSON.stringify(fake.bus.deliveries.map((d) => d.eventId)))
      .first('n');
    expect(processed).toBe(fake.bus.deliveries.length);
    expect(await countOf('email_deliveries where kind = \'order_confirmation\' and "to" = ?', email)).toBe(1);
  });
});

/** Sends an event the fake emitted to the worker again, freshly signed, as Stripe's redelivery does. */
async function redeliver(event: Record<string, unknown>): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = await signatureHeader(payload, STRIPE_WITH_FAKE.STRIPE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
  return workerWithStripe(
    new Request(`${ORIGIN}/api/stripe/webhook`, {
      method: 'POST',
      body: payload,
      headers: { 'Stripe-Signature': signature, 'Content-Type': 'application/json' },
    }),
  );
}

import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeFake } from '../stripe-fake/fake';
import { signatureHeader } from '../stripe-fake/events';
import { signedInUser, withCookie } from './auth-helpers';
import { ORIGIN, call, post } from './http';
import { claimDeal, couponRow, dealCodeRow, deliverWebhook, holderOf, orderRow, placeCartOrder, seedSubscriber } from './payments-helpers';
import { STRIPE_WITH_FAKE, callWithStripe, operatorStripe, useStripeFake, workerWithStripe } from './stripe-fake';

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
    expect(orders).toEqual([expect.objectContaining({ reference: order.reference, status: 'refunded', refundedCents: order.totalCents, disputeStatus: null })]);
    expect(fake.bus.deliveries.filter((d) => d.type === 'charge.refunded').map((d) => d.attempts)).toEqual([[200], [200]]);
  });

  it('applies each refund event once, and never moves back on a late or repeated one', async () => {
    const { sessionId, charge } = await paidOrder();
    const stripe = operatorStripe();
    await stripe.refunds.create({ charge: charge.id, amount: 1000 });
    await stripe.refunds.create({ charge: charge.id, amount: 2000 });
    await fake.settled();
    expect(await statusPage(sessionId)).toMatchObject({ status: 'partially_refunded', refundedCents: 3000 });

    // Stripe redelivers the first event (same id), and an older state arrives late under another id.
    const [first] = fake.bus.events.filter((e) => e.type === 'charge.refunded');
    const replay = await redeliver(first);
    expect(await replay.json()).toMatchObject({ outcome: 'duplicate' });
    const late = await redeliver({ ...first, id: 'evt_late_partial_refund' });
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
      body: JSON.stringify({ items: [{ id: 'multivitamin', quantity: 2 }], shipping: { id: 'free-us' }, dealClaimed: true, dealCode: deal }),
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
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'ch_early', object: 'charge', amount: order.total_cents, amount_refunded: order.total_cents, refunded: true, payment_intent: 'pi_early' } },
    };
    const res = await deliverWebhook(event);
    expect(res.status).toBe(503);
    expect((await orderRow(reference))!.status).toBe('open');
    expect(await env.DB.prepare('select count(*) as n from processed_events where event_id = ?').bind(event.id).first('n')).toBe(0);
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

/** Sends an event the fake emitted to the worker again, freshly signed, as Stripe's redelivery does. */
async function redeliver(event: Record<string, unknown>): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = await signatureHeader(payload, STRIPE_WITH_FAKE.STRIPE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
  return workerWithStripe(new Request(`${ORIGIN}/api/stripe/webhook`, { method: 'POST', body: payload, headers: { 'Stripe-Signature': signature, 'Content-Type': 'application/json' } }));
}

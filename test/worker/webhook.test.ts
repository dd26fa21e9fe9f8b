import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  claimDeal,
  couponRow,
  dealCodeRow,
  deliverWebhook,
  errorCode,
  holderOf,
  orderRow,
  placeCartOrder,
  postWebhook,
  seedSubscriber,
  sessionEvent,
  signPayload,
} from './payments-helpers';
import { captureLogLines, spyOnLogs } from './logs';
import { STRIPE_API_VERSION } from '../../worker/payments/stripe-client';
import { countOf } from './rows';

afterEach(() => vi.restoreAllMocks());

const outcomeOf = async (res: Response) => ((await res.json()) as { outcome: string }).outcome;

const processedCount = (eventId: string) => countOf('processed_events where event_id = ?', eventId);

describe('POST /api/stripe/webhook: signatures', () => {
  it('applies a correctly signed checkout.session.completed: the order is paid, once', async () => {
    const coupon = await seedSubscriber();
    const { reference, order } = await placeCartOrder({ couponCode: coupon, couponEmail: holderOf(coupon) });
    const event = sessionEvent('checkout.session.completed', order);
    const res = await deliverWebhook(event);
    expect(res.status).toBe(200);
    expect(await outcomeOf(res)).toBe('applied');

    const paid = (await orderRow(reference))!;
    expect(paid).toMatchObject({
      status: 'paid',
      paid_at: expect.any(Number),
      customer_email: 'buyer@vitaglow-mail.com',
      provider_session_id: event.data.object.id,
    });
    expect(await couponRow(coupon)).toEqual({ coupon_reserved_by: order.id, coupon_redeemed_at: paid.paid_at });
    expect(await processedCount(event.id)).toBe(1);
  });

  it.each<[string, { secret?: string; timestamp?: number }]>([
    ['signed with another secret', { secret: 'whsec_someone_else' }],
    ['signed more than five minutes ago', { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }],
  ])('refuses an event %s with 400 and changes nothing', async (_case, signing) => {
    const { reference, order } = await placeCartOrder();
    const event = sessionEvent('checkout.session.completed', order);
    const res = await deliverWebhook(event, signing);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('invalid_signature');
    expect((await orderRow(reference))!.status).toBe('open');
    expect(await processedCount(event.id)).toBe(0);
  });

  it('refuses a body changed after signing, and a missing signature', async () => {
    const { order } = await placeCartOrder();
    const event = sessionEvent('checkout.session.completed', order);
    const signature = await signPayload(JSON.stringify(event));
    const tampered = JSON.stringify({ ...event, data: { object: { ...event.data.object, amount_total: 1 } } });
    expect((await postWebhook(tampered, { 'Stripe-Signature': signature })).status).toBe(400);
    expect((await postWebhook(JSON.stringify(event), {})).status).toBe(400);
  });

  it('answers 503 while no signing secret is configured', async () => {
    const res = await postWebhook('{}', { 'Stripe-Signature': 't=1,v1=x' }, '');
    expect(res.status).toBe(503);
    expect(await errorCode(res)).toBe('webhooks_unavailable');
  });

  it('refuses a body over 256 KB with 413', async () => {
    const res = await postWebhook('x'.repeat(256 * 1024 + 1), { 'Stripe-Signature': 't=1,v1=x' });
    expect(res.status).toBe(413);
  });
});

describe('POST /api/stripe/webhook: the API version events are built in', () => {
  it.each(['2026-09-30.endive', '2027-02-24.endive'])(
    'applies an event built in %s: another date of the pinned release, backward-compatible',
    async (version) => {
      const { reference, order } = await placeCartOrder();
      const res = await deliverWebhook({ ...sessionEvent('checkout.session.completed', order), api_version: version });
      expect(res.status).toBe(200);
      expect(await outcomeOf(res)).toBe('applied');
      expect((await orderRow(reference))!.status).toBe('paid');
    },
  );

  it.each(['2025-03-31.basil', '2027-03-25.flannel'])(
    'refuses an event built in %s, another release, with 503, unrecorded, and logs both versions for the operator',
    async (version) => {
      const lines = captureLogLines();
      const { reference, order } = await placeCartOrder();
      const event = { ...sessionEvent('checkout.session.completed', order), api_version: version };
      const res = await deliverWebhook(event);
      expect(res.status).toBe(503);
      expect(await errorCode(res)).toBe('webhook_api_version_mismatch');
      expect((await orderRow(reference))!.status).toBe('open');
      expect(await processedCount(event.id)).toBe(0);
      const errors = lines.map((l) => JSON.parse(l)).filter((entry) => entry.level === 'error');
      expect(errors).toContainEqual(
        expect.objectContaining({ eventApiVersion: version, pinnedApiVersion: STRIPE_API_VERSION, eventId: event.id }),
      );

      // Nothing is lost: the same event, delivered by an endpoint of the pinned release, applies.
      expect((await deliverWebhook({ ...event, api_version: STRIPE_API_VERSION })).status).toBe(200);
      expect((await orderRow(reference))!.status).toBe('paid');
    },
  );

  it.each(['endive', '2026-10-28', '2026-10-28.', '2026-10-28.Endive', '2026-10-28.endive.beta', 'x2026-10-28.endive', 20261028])(
    'refuses an event whose API version is malformed (%s) with 503',
    async (version) => {
      const { reference, order } = await placeCartOrder();
      const res = await deliverWebhook({ ...sessionEvent('checkout.session.completed', order), api_version: version });
      expect(res.status).toBe(503);
      expect(await errorCode(res)).toBe('webhook_api_version_mismatch');
      expect((await orderRow(reference))!.status).toBe('open');
    },
  );

  it('refuses an event that names no API version', async () => {
    const { order } = await placeCartOrder();
    const { api_version: _version, ...event } = sessionEvent('checkout.session.completed', order);
    const res = await deliverWebhook(event);
    expect(res.status).toBe(503);
    expect(await errorCode(res)).toBe('webhook_api_version_mismatch');
  });
});

describe('POST /api/stripe/webhook: exactly once', () => {
  it('changes nothing on a replay', async () => {
    const { reference, order } = await placeCartOrder();
    const event = sessionEvent('checkout.session.completed', order);
    await deliverWebhook(event);
    const first = (await orderRow(reference))!;

    const replay = await deliverWebhook(event);
    expect(replay.status).toBe(200);
    expect(await outcomeOf(replay)).toBe('duplicate');
    expect(await orderRow(reference)).toEqual(first);
  });

  it('applies one of 50 simultaneous deliveries of an event and answers 200 to all', async () => {
    const code = await seedSubscriber();
    const { reference, order } = await placeCartOrder({ couponCode: code, couponEmail: holderOf(code) });
    const event = sessionEvent('checkout.session.completed', order);
    const responses = await Promise.all(Array.from({ length: 50 }, () => deliverWebhook(event)));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    const outcomes = await Promise.all(responses.map(outcomeOf));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);
    expect(await processedCount(event.id)).toBe(1);
    const paid = (await orderRow(reference))!;
    expect(paid.status).toBe('paid');
    expect((await couponRow(code))!.coupon_redeemed_at).toBe(paid.paid_at);
  });
});

describe('POST /api/stripe/webhook: order states', () => {
  it('keeps a paid order paid when an older expiry arrives late, and does not free its code', async () => {
    const code = await claimDeal();
    const { reference, order } = await placeCartOrder({ dealClaimed: true, dealCode: code });
    await deliverWebhook(sessionEvent('checkout.session.completed', order));
    const late = await deliverWebhook(sessionEvent('checkout.session.expired', order));
    expect(late.status).toBe(200);
    expect((await orderRow(reference))!.status).toBe('paid');
    expect((await dealCodeRow(code))!.used_by_order_id).toBe(order.id);
  });

  it('waits for a delayed payment method, then records its success, whichever event comes first', async () => {
    const first = await placeCartOrder();
    await deliverWebhook(sessionEvent('checkout.session.completed', first.order, { payment_status: 'unpaid' }));
    expect((await orderRow(first.reference))!.status).toBe('open');
    await deliverWebhook(sessionEvent('checkout.session.async_payment_succeeded', first.order));
    expect((await orderRow(first.reference))!.status).toBe('paid');

    const second = await placeCartOrder();
    await deliverWebhook(sessionEvent('checkout.session.async_payment_succeeded', second.order));
    await deliverWebhook(sessionEvent('checkout.session.completed', second.order, { payment_status: 'unpaid' }));
    expect((await orderRow(second.reference))!.status).toBe('paid');
  });

  it('marks a failed delayed payment failed and frees the coupon for another order', async () => {
    const coupon = await seedSubscriber();
    const { reference, order } = await placeCartOrder({ couponCode: coupon, couponEmail: holderOf(coupon) });
    await deliverWebhook(sessionEvent('checkout.session.async_payment_failed', order));
    expect((await orderRow(reference))!.status).toBe('failed');
    expect(await couponRow(coupon)).toEqual({ coupon_reserved_by: null, coupon_redeemed_at: null });
    await placeCartOrder({ couponCode: coupon, couponEmail: holderOf(coupon) });
  });

  it('marks an abandoned checkout expired and frees its deal code; a late success does not revive it', async () => {
    const code = await claimDeal();
    const { reference, order } = await placeCartOrder({ dealClaimed: true, dealCode: code });
    await deliverWebhook(sessionEvent('checkout.session.expired', order));
    expect((await orderRow(reference))!.status).toBe('expired');
    expect((await dealCodeRow(code))!.used_by_order_id).toBeNull();
    await deliverWebhook(sessionEvent('checkout.session.async_payment_failed', order));
    expect((await orderRow(reference))!.status).toBe('expired');
  });

  it('records the payment even when the amount differs, for review, and logs it for a person to check', async () => {
    const lines: string[] = [];
    spyOnLogs((line: string) => void lines.push(line));
    const { reference, order } = await placeCartOrder();
    await deliverWebhook(sessionEvent('checkout.session.completed', order, { amount_total: 1 }));
    expect((await orderRow(reference))!).toMatchObject({ status: 'needs_review', paid_at: expect.any(Number) });
    const errors = lines.map((l) => JSON.parse(l)).filter((entry) => entry.level === 'error');
    expect(errors).toEqual([expect.objectContaining({ msg: expect.stringContaining('needs review'), orderId: order.id, amountTotal: 1 })]);
  });

  it('leaves orders alone for subscription sessions and unknown orders', async () => {
    const { reference, order } = await placeCartOrder();
    const subscription = sessionEvent('checkout.session.completed', order, { mode: 'subscription' });
    expect((await deliverWebhook(subscription)).status).toBe(200);
    const stranger = sessionEvent('checkout.session.completed', { id: crypto.randomUUID(), total_cents: 100 });
    expect((await deliverWebhook(stranger)).status).toBe(200);
    expect((await orderRow(reference))!.status).toBe('open');
  });

  it('acknowledges event types nobody handles without recording them', async () => {
    const event = {
      id: 'evt_unhandled_1',
      object: 'event',
      api_version: STRIPE_API_VERSION,
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    };
    const res = await deliverWebhook(event);
    expect(res.status).toBe(200);
    expect(await outcomeOf(res)).toBe('ignored');
    expect(await processedCount(event.id)).toBe(0);
  });
});

import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import worker from '../../worker/index';
import { query } from './auth-helpers';
import { emailsSettled, outboxTo } from './mail-helpers';
import { claimDeal, dealCodeRow, orderRow } from './payments-helpers';
import { STRIPE_WITH_FAKE, callWithStripe, operatorStripe, useStripeFake } from './stripe-fake';

/*
 * Stripe's event saying how a checkout ended can be lost: live-mode retries stop after three days and a
 * disabled endpoint gets none. Past the session's expiry and an hour, the hourly sweep asks Stripe and feeds
 * what it finds through the same handlers (worker/orders/sweep.ts).
 */

let fake: StripeFake;
beforeEach(() => {
  fake = useStripeFake();
  // Every event from now on is lost on its way.
  fake.bus.hold();
});
afterEach(() => vi.restoreAllMocks());

const HOUR = 3600_000;
const runCron = () => worker.scheduled(createScheduledController({ cron: '0 * * * *' }), { ...env, ...STRIPE_WITH_FAKE });

async function checkout(body: Record<string, unknown> = {}) {
  const res = await callWithStripe('/api/create-payment', {
    method: 'POST',
    body: JSON.stringify({ items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' }, ...body }),
  });
  expect(res.status).toBe(200);
  const sessionId = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
  const [order] = await query<{ reference: string; checkout_expires_at: number | null }>(
    'select reference, checkout_expires_at from orders where provider_session_id = ?',
    sessionId,
  );
  return { sessionId, reference: order.reference, expiresAt: order.checkout_expires_at };
}

/** The fetch that reaches the fake (installed by useStripeFake), to put back after an outage. */
const fakeFetch = () => vi.mocked(globalThis.fetch).getMockImplementation()!;

/** Time moves on: the session's expiry was this long ago. */
const expiredAgo = (reference: string, ms: number) =>
  query('update orders set checkout_expires_at = ? where reference = ?', Date.now() - ms, reference);

describe('the sweep of checkouts whose ending Stripe never reported', () => {
  it('records each session’s expires_at, as Stripe has it', async () => {
    const { sessionId, expiresAt } = await checkout();
    const session = await operatorStripe().checkout.sessions.retrieve(sessionId);
    expect(expiresAt).toBe(session.expires_at * 1000);
  });

  it('closes an order whose session expired, freeing its deal code', async () => {
    const deal = await claimDeal();
    const { sessionId, reference } = await checkout({ dealClaimed: true, dealCode: deal });
    await operatorStripe().checkout.sessions.expire(sessionId);
    await expiredAgo(reference, 2 * HOUR);
    expect((await dealCodeRow(deal))!.used_by_order_id).not.toBeNull();

    await runCron();
    expect((await orderRow(reference))!.status).toBe('expired');
    expect((await dealCodeRow(deal))!.used_by_order_id).toBeNull();
  });

  it('marks paid an order whose session completed paid, and sends its confirmation once', async () => {
    const { sessionId, reference } = await checkout();
    await fake.pay(sessionId, { email: 'lost.event@vitaglow-mail.com' });
    await expiredAgo(reference, 2 * HOUR);

    await runCron();
    await runCron();
    await emailsSettled();
    expect((await orderRow(reference))!.status).toBe('paid');
    expect((await outboxTo('lost.event@vitaglow-mail.com')).map((mail) => mail.subject)).toEqual([
      `Your VitaGlow order ${reference} is confirmed`,
    ]);
  });

  it('leaves waiting an order whose session completed unpaid (a delayed payment), and one not an hour past its expiry', async () => {
    const delayed = await checkout();
    await fake.pay(delayed.sessionId, { email: 'bank.debit@vitaglow-mail.com', method: 'delayed' });
    await expiredAgo(delayed.reference, 2 * HOUR);
    const recent = await checkout();
    await operatorStripe().checkout.sessions.expire(recent.sessionId);
    await expiredAgo(recent.reference, HOUR / 2);

    await runCron();
    expect((await orderRow(delayed.reference))!.status).toBe('open');
    expect((await orderRow(recent.reference))!.status).toBe('open');
  });

  it('asks again next hour when Stripe cannot answer', async () => {
    const { sessionId, reference } = await checkout();
    await operatorStripe().checkout.sessions.expire(sessionId);
    await expiredAgo(reference, 2 * HOUR);
    const stripe = fakeFetch();
    const outage = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed: connection refused'));
    await runCron();
    expect((await orderRow(reference))!.status).toBe('open');
    outage.mockImplementation(stripe);
    await runCron();
    expect((await orderRow(reference))!.status).toBe('expired');
  });
});

describe('a sold-out payment whose refund failed', () => {
  it('is refunded by the sweep, once, with nobody stepping in', async () => {
    await query('insert into inventory (product_id, stock, low_threshold) values (?, ?, 5)', 'beauty-complex', 1);
    const first = await checkout({ items: [{ id: 'beauty-complex', quantity: 1 }] });
    const second = await checkout({ items: [{ id: 'beauty-complex', quantity: 1 }] });
    await fake.pay(first.sessionId, { email: 'first@vitaglow-mail.com' });
    await fake.pay(second.sessionId, { email: 'second@vitaglow-mail.com' });
    // Stripe cannot be reached for refunds while the events arrive.
    const stripe = fakeFetch();
    const refusing = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const request = new Request(input, init);
      return new URL(request.url).pathname === '/v1/refunds' ? Promise.reject(new TypeError('connection reset')) : stripe(request);
    });
    await fake.bus.release((events) => events.filter((event) => event.type === 'checkout.session.completed'));
    expect((await orderRow(first.reference))!.status).toBe('paid');
    expect((await orderRow(second.reference))!.status).toBe('sold_out');
    expect((await orderRow(second.reference))!.refunded_cents).toBe(0);

    refusing.mockImplementation(stripe);
    await query('update orders set paid_at = ? where reference = ?', Date.now() - HOUR, second.reference);
    fake.bus.hold();
    await runCron();
    await fake.bus.release();
    await runCron();
    await emailsSettled();
    const refunds = fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds' && c.status === 200);
    expect(refunds).toHaveLength(1);
    expect((await orderRow(second.reference))!.refunded_cents).toBe((await orderRow(second.reference))!.total_cents);
    expect((await outboxTo('second@vitaglow-mail.com')).map((mail) => mail.subject)).toEqual([
      `Your VitaGlow order ${second.reference} could not be filled: you are refunded`,
    ]);
  });
});

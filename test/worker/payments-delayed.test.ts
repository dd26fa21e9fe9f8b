import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { ORIGIN, call } from './http';
import { emailsSettled } from './mail-helpers';
import { claimDeal, dealCodeRow, orderRow } from './payments-helpers';
import { countOf } from './rows';
import { callWithStripe, operatorStripe, useStripeFake } from './stripe-fake';

/**
 * Payment methods whose money arrives days later (ACH or SEPA debit): Checkout completes the session
 * `unpaid`, then sends checkout.session.async_payment_succeeded or _failed
 * (https://docs.stripe.com/checkout/fulfillment#delayed-notification), all in no particular order.
 */
let fake: StripeFake;
beforeEach(() => {
  fake = useStripeFake();
});
afterEach(() => vi.restoreAllMocks());

async function checkout(body: Record<string, unknown> = {}) {
  const res = await callWithStripe('/api/create-payment', {
    method: 'POST',
    body: JSON.stringify({ items: [{ id: 'multivitamin', quantity: 2 }], shipping: { id: 'free-us' }, ageConfirmed: true, ...body }),
  });
  expect(res.status).toBe(200);
  return new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
}

async function statusOf(sessionId: string) {
  const res = await call(`/api/orders/${sessionId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { reference: string; status: string };
}

async function confirmations(reference: string) {
  await emailsSettled();
  return countOf('email_outbox where subject like ?', `%${reference}%`);
}

describe('a delayed payment method', () => {
  it('leaves the order waiting, unconfirmed, until the money arrives; then paid and confirmed once', async () => {
    const sessionId = await checkout();
    expect(await fake.pay(sessionId, { email: 'buyer@vitaglow-mail.com', method: 'delayed' })).toBe(
      `${ORIGIN}/payment-success?session_id=${sessionId}`,
    );
    const { reference, status } = await statusOf(sessionId);
    expect(status).toBe('open');
    expect(await confirmations(reference)).toBe(0);

    await fake.settleDelayedPayment(sessionId, 'succeeded');
    expect((await statusOf(sessionId)).status).toBe('paid');
    expect((await orderRow(reference))!.provider_payment_id).toBe(
      (await operatorStripe().checkout.sessions.retrieve(sessionId)).payment_intent,
    );
    expect(await confirmations(reference)).toBe(1);
  });

  it('fails the order and frees its deal code when the money never arrives', async () => {
    const deal = await claimDeal();
    const sessionId = await checkout({ items: [{ id: 'multivitamin', quantity: 1 }], dealClaimed: true, dealCode: deal });
    await fake.pay(sessionId, { email: 'buyer@vitaglow-mail.com', method: 'delayed' });
    expect((await dealCodeRow(deal))!.used_by_order_id).not.toBeNull();

    await fake.settleDelayedPayment(sessionId, 'failed');
    const { reference, status } = await statusOf(sessionId);
    expect(status).toBe('failed');
    expect((await dealCodeRow(deal))!.used_by_order_id).toBeNull();
    expect(await confirmations(reference)).toBe(0);
  });

  it.each([
    ['the money’s arrival before the completed session', 'succeeded', 'paid'],
    ['the failure before the completed session', 'failed', 'failed'],
  ] as const)('ends the same when Stripe delivers %s', async (_case, outcome, status) => {
    const sessionId = await checkout();
    fake.bus.hold();
    await fake.pay(sessionId, { email: 'buyer@vitaglow-mail.com', method: 'delayed' });
    await fake.settleDelayedPayment(sessionId, outcome);
    await fake.bus.release((events) => [...events].reverse());
    const order = await statusOf(sessionId);
    expect(order.status).toBe(status);
    expect(await confirmations(order.reference)).toBe(status === 'paid' ? 1 : 0);
  });
});

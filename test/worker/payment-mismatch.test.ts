import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, AdminOrderRow, Paged } from '../../core/api/admin';
import { consoleGet } from './console-helpers';
import { call } from './http';
import { captureLogLines } from './logs';
import { emailsSettled } from './mail-helpers';
import { couponRow, deliverWebhook, holderOf, placeCartOrder, seedSubscriber, sessionEvent } from './payments-helpers';
import { countOf } from './rows';

/**
 * Stripe reports a payment that is not the order's: another amount or another currency. The money moved,
 * but the order is not simply paid: it waits for the operator ("needs review"), first in the console, with
 * no confirmation e-mail and its coupon not spent, and an error log says what differs.
 */
afterEach(() => vi.restoreAllMocks());

async function statusOf(reference: string) {
  const res = await call(`/api/orders/${reference}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { status: string }).status;
}

async function confirmations(reference: string) {
  await emailsSettled();
  return countOf('email_outbox where subject like ?', `%${reference}%`);
}

describe('a payment that does not match its order', () => {
  it.each([
    ['a smaller amount', (total: number) => ({ amount_total: total - 100 })],
    ['another currency', () => ({ currency: 'eur' })],
    ['no payment at all (no_payment_required)', () => ({ amount_total: 0, payment_status: 'no_payment_required', payment_intent: null })],
  ])(
    'puts the order in needs_review when Stripe reports %s: no confirmation, the coupon not spent, the operator told',
    async (_case, differs) => {
      const coupon = await seedSubscriber();
      const { reference, order } = await placeCartOrder({ couponCode: coupon, couponEmail: holderOf(coupon) });
      const lines = captureLogLines();
      const res = await deliverWebhook(sessionEvent('checkout.session.completed', order, differs(order.total_cents)));
      expect(res.status).toBe(200);

      expect(await statusOf(reference)).toBe('needs_review');
      expect(await confirmations(reference)).toBe(0);
      expect((await couponRow(coupon))!.coupon_redeemed_at).toBeNull();
      const error = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.level === 'error');
      expect(error).toMatchObject({
        msg: expect.stringContaining('review'),
        reference,
        orderTotal: order.total_cents,
        orderCurrency: 'usd',
      });
      expect((await consoleGet<AdminOrder>(`/orders/${reference}`)).status).toBe('needs_review');
    },
  );

  it('is listed first in the console, before newer orders', async () => {
    const { reference, order } = await placeCartOrder();
    await deliverWebhook(sessionEvent('checkout.session.completed', order, { amount_total: 1 }));
    const newer = await placeCartOrder();
    await deliverWebhook(sessionEvent('checkout.session.completed', newer.order));
    expect(await statusOf(newer.reference)).toBe('paid');

    // Storage is shared within this file: the orders of the tests above are in review too.
    const { items } = await consoleGet<Paged<AdminOrderRow>>('/orders');
    const inReview = items.findIndex((o) => o.status !== 'needs_review');
    expect(items.slice(0, inReview).map((o) => o.reference)).toContain(reference);
    expect(items.slice(inReview).map((o) => o.status)).not.toContain('needs_review');
    expect(items.slice(inReview).map((o) => o.reference)).toContain(newer.reference);
    const filtered = await consoleGet<Paged<AdminOrderRow>>('/orders?status=needs_review');
    expect(filtered.items.map((o) => o.reference)).toContain(reference);
    expect(filtered.items.map((o) => o.status)).not.toContain('paid');
  });

  it('stays in review when Stripe delivers the payment again, or its async confirmation', async () => {
    const { reference, order } = await placeCartOrder();
    const wrong = { amount_total: order.total_cents + 500 };
    await deliverWebhook(sessionEvent('checkout.session.completed', order, wrong));
    await deliverWebhook(sessionEvent('checkout.session.async_payment_succeeded', order, wrong));
    await deliverWebhook(sessionEvent('checkout.session.expired', order));
    expect(await statusOf(reference)).toBe('needs_review');
    expect(await confirmations(reference)).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { query } from './auth-helpers';
import { call, document } from './http';
import { emailsSettled, outboxTo } from './mail-helpers';
import { createPayment, orderRow, payLocally } from './payments-helpers';
import { callWithStripe, useStripeFake } from './stripe-fake';

/*
 * A client that never pays cannot make a product unavailable to others, however many checkouts it opens and
 * from however many addresses; a shopper who pays either gets the goods or gets the money back at once, and
 * is told (issue: "Stock and money hold").
 */

let fake: StripeFake;
beforeEach(() => {
  fake = useStripeFake();
});
afterEach(() => vi.restoreAllMocks());

const limit = (productId: string, stock: number) =>
  query('insert into inventory (product_id, stock, low_threshold) values (?, ?, 5)', productId, stock);
const stockOf = async (productId: string) =>
  (await query<{ stock: number }>('select stock from inventory where product_id = ?', productId))[0].stock;

/** A script's checkout from its own IPv6 /64, never paid. */
const hoard = (i: number, body: unknown) =>
  call('/api/create-payment', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'CF-Connecting-IP': `2001:db8:${i.toString(16)}::1` },
  });

function availabilityOf(html: string, sku: string): string {
  return new RegExp(`"sku":"${sku}".*?"availability":"([^"]+)"`).exec(html)![1];
}

describe('hoarding', () => {
  it('50 unpaid checkouts of 5 units from 50 IPv6 /64s leave a stock of 10 on sale, and a paying shopper buys 1', async () => {
    await limit('collagen-gummies', 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => hoard(i, { items: [{ id: 'collagen-gummies', quantity: 5 }], shipping: { id: 'free-us' } })),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(50);
    expect(await stockOf('collagen-gummies')).toBe(10);
    const { levels } = (await (await call('/api/stock')).json()) as { levels: Record<string, number> };
    expect(levels['collagen-gummies'] ?? 'not low').not.toBe(0);
    expect(availabilityOf(await (await document('/products')).text(), 'collagen-gummies')).not.toBe('https://schema.org/OutOfStock');

    const { reference = '' } = await createPayment({ items: [{ id: 'collagen-gummies', quantity: 1 }], shipping: { id: 'free-us' } });
    expect((await payLocally(reference)).status).toBe(303);
    expect((await orderRow(reference))!.status).toBe('paid');
    expect(await stockOf('collagen-gummies')).toBe(9);
  });

  it('package deals multiply nothing: 99 of each deal held unpaid take no whey', async () => {
    await limit('whey-chocolate', 10);
    for (const deal of ['starter', 'friends', 'family']) {
      const res = await hoard(1000, { items: [{ id: deal, quantity: 1 }], shipping: { id: 'free-us' }, ageConfirmed: true });
      expect(res.status).toBeLessThan(500);
    }
    expect(await stockOf('whey-chocolate')).toBe(10);
  });
});

describe('the last unit, two shoppers paying at once through Stripe', () => {
  async function stripeCheckout(language: string) {
    const res = await callWithStripe('/api/create-payment', {
      method: 'POST',
      body: JSON.stringify({ items: [{ id: 'omega-3-plus', quantity: 1 }], shipping: { id: 'free-us' }, language }),
    });
    expect(res.status).toBe(200);
    return new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
  }

  it('ends in exactly one order to ship; the other payment is refunded in full automatically and its buyer told in their language', async () => {
    await limit('omega-3-plus', 1);
    const [first, second] = [await stripeCheckout('en'), await stripeCheckout('fr')];
    const payers = { [first]: 'first.payer@vitaglow-mail.com', [second]: 'second.payer@vitaglow-mail.com' };
    await Promise.all([fake.pay(first, { email: payers[first] }), fake.pay(second, { email: payers[second] })]);
    await fake.settled();
    await emailsSettled();

    const orders = await query<{
      reference: string;
      status: string;
      provider_session_id: string;
      refunded_cents: number;
      total_cents: number;
      language: string;
    }>(
      'select reference, status, provider_session_id, refunded_cents, total_cents, language from orders where provider_session_id in (?, ?)',
      first,
      second,
    );
    expect(orders.map((order) => order.status).sort()).toEqual(['paid', 'sold_out']);
    expect(await stockOf('omega-3-plus')).toBe(0);
    const lost = orders.find((order) => order.status === 'sold_out')!;
    // The refund went to Stripe once, for the whole payment, and Stripe's refund event recorded it.
    const refunds = fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds' && c.status === 200);
    expect(refunds).toHaveLength(1);
    expect(refunds[0].idempotencyKey).toMatch(/-sold-out-refund$/);
    expect(lost.refunded_cents).toBe(lost.total_cents);
    const mail = await outboxTo(payers[lost.provider_session_id]);
    const subject =
      lost.language === 'fr'
        ? `Votre commande VitaGlow ${lost.reference} n’a pas pu être honorée\u00a0: vous êtes remboursé`
        : `Your VitaGlow order ${lost.reference} could not be filled: you are refunded`;
    expect(mail.map((m) => m.subject)).toEqual([subject]);
    // The status page says what happened, for the shopper back from Stripe.
    const status = (await (await call(`/api/orders/${lost.provider_session_id}`)).json()) as { status: string; refundedCents: number };
    expect(status).toMatchObject({ status: 'sold_out', refundedCents: lost.total_cents });
  });
});

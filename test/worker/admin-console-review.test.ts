import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, AdminShippingRow, Paged } from '../../core/api/admin';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { DEV_ACCESS_COOKIE, developmentAccess } from '../../worker/admin/dev-access';
import { errorOf, query } from './auth-helpers';
import { adjustStock, auditOf, consoleGet, consolePost, limitStock } from './console-helpers';
import { call } from './http';
import { emailsSettled } from './mail-helpers';
import {
  claimDeal,
  couponRow,
  dealCodeRow,
  deliverWebhook,
  holderOf,
  orderRow,
  placeCartOrder,
  seedSubscriber,
  sessionEvent,
} from './payments-helpers';
import { countOf } from './rows';
import { FAKE_STRIPE_BASE } from '../support/stripe-fake-workerd';
import { callWithStripe, useStripeFake } from './stripe-fake';

/*
 * An order in review (Stripe took a payment that is not the order's) is settled from the console, either
 * way: accepted as paid (its coupon redeemed, the confirmation sent, then it ships as any paid order) or
 * refunded and closed (the payment refunded, its units, deal code and coupon given back). Both audited.
 */
afterEach(() => vi.restoreAllMocks());

const PRODUCT = 'multivitamin';
const stockOf = async () => (await query<{ stock: number }>('select stock from inventory where product_id = ?', PRODUCT))[0].stock;

/** An order placed (with `extra`: a coupon or a deal code) whose payment Stripe reported for less than its total. */
async function orderInReview(extra: Record<string, unknown> = {}) {
  const { reference, order } = await placeCartOrder(extra);
  const res = await deliverWebhook(sessionEvent('checkout.session.completed', order, { amount_total: order.total_cents - 100 }));
  expect(res.status).toBe(200);
  expect((await orderRow(reference))!.status).toBe('needs_review');
  return { reference, orderId: order.id };
}

const confirmations = async (reference: string) => {
  await emailsSettled();
  return countOf('email_outbox where subject like ?', `%${reference}%`);
};
const toShip = async (reference: string) => (await consoleGet<Paged<AdminShippingRow>>(`/shipping?q=${reference}`)).items;

describe('accept as paid', () => {
  it('makes the order paid, redeems its coupon, sends the confirmation once and puts it in the shipping queue', async () => {
    const coupon = await seedSubscriber();
    const { reference } = await orderInReview({ couponCode: coupon, couponEmail: holderOf(coupon) });
    expect(await toShip(reference)).toEqual([]);

    const res = await consolePost(`/orders/${reference}/accept-payment`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminOrder).status).toBe('paid');
    expect((await couponRow(coupon))!.coupon_redeemed_at).not.toBeNull();
    expect(await confirmations(reference)).toBe(1);
    expect(await toShip(reference)).toEqual([expect.objectContaining({ reference, status: 'paid' })]);
    expect((await auditOf('order', reference)).map((row) => row.action)).toContain('order.accept_payment');

    const again = await consolePost(`/orders/${reference}/accept-payment`);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'order_not_in_review' });
    expect(await confirmations(reference)).toBe(1);
  });
});

describe('accept as paid, when the units were gone at payment', () => {
  it('refuses (409 out_of_stock) and changes nothing until the shelf has them; then takes them', async () => {
    await limitStock('whey-banana', 0, 0);
    const { reference } = await placeCartOrder({ items: [{ id: 'whey-banana', quantity: 1 }], ageConfirmed: true }).catch(() => ({
      reference: null,
    }));
    // A product already out cannot be checked out; one that runs out between checkout and payment can.
    expect(reference).toBeNull();
    await adjustStock('whey-banana', 1);
    const { reference: ordered, order } = await placeCartOrder({ items: [{ id: 'whey-banana', quantity: 1 }], ageConfirmed: true });
    await adjustStock('whey-banana', -1, 'damaged');
    await deliverWebhook(sessionEvent('checkout.session.completed', order, { amount_total: order.total_cents - 100 }));
    expect((await orderRow(ordered))!.status).toBe('needs_review');

    const refused = await consolePost(`/orders/${ordered}/accept-payment`);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ code: 'out_of_stock', products: ['whey-banana'] });
    expect((await orderRow(ordered))!.status).toBe('needs_review');

    await adjustStock('whey-banana', 3);
    expect((await consolePost(`/orders/${ordered}/accept-payment`)).status).toBe(200);
    expect((await orderRow(ordered))!.status).toBe('paid');
    expect((await query<{ stock: number }>('select stock from inventory where product_id = ?', 'whey-banana'))[0].stock).toBe(2);
  });
});

describe('refund and close', () => {
  it('gives back the order’s units and deal code, closes it refunded and cancelled, audited', async () => {
    await limitStock(PRODUCT, 10, 0);
    const deal = await claimDeal();
    const { reference, orderId } = await orderInReview({ dealClaimed: true, dealCode: deal });
    expect(await stockOf()).toBe(9);
    expect((await dealCodeRow(deal))!.used_by_order_id).toBe(orderId);

    const res = await consolePost(`/orders/${reference}/refund-and-close`);
    expect(res.status).toBe(200);
    const { refund, order } = (await res.json()) as { refund: string; order: AdminOrder };
    expect(refund).toBe('none'); // a local test payment moved no money
    expect(order).toMatchObject({ status: 'refunded', fulfilment: 'cancelled', refundPending: null });
    expect(await stockOf()).toBe(10);
    expect((await dealCodeRow(deal))!.used_by_order_id).toBeNull();
    expect(await toShip(reference)).toEqual([]);
    expect((await auditOf('order', reference)).map((row) => row.action)).toContain('order.refund_and_close');
    expect(((await (await call(`/api/orders/${reference}`)).json()) as { status: string }).status).toBe('refunded');

    expect((await consolePost(`/orders/${reference}/refund-and-close`)).status).toBe(409);
    expect(await stockOf()).toBe(10);
    expect((await consolePost(`/orders/${reference}/accept-payment`)).status).toBe(409);
  });

  it('frees the order’s coupon for its holder', async () => {
    const coupon = await seedSubscriber();
    const { reference, orderId } = await orderInReview({ couponCode: coupon, couponEmail: holderOf(coupon) });
    expect((await couponRow(coupon))!.coupon_reserved_by).toBe(orderId);
    expect((await consolePost(`/orders/${reference}/refund-and-close`)).status).toBe(200);
    expect(await couponRow(coupon)).toEqual({ coupon_reserved_by: null, coupon_redeemed_at: null });
  });

  it('refuses an order that is not in review', async () => {
    const { reference } = await placeCartOrder();
    for (const action of ['accept-payment', 'refund-and-close']) {
      const res = await consolePost(`/orders/${reference}/${action}`);
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toMatchObject({ code: 'order_not_in_review' });
    }
    expect(await auditOf('order', reference)).toEqual([]);
  });
});

describe('refund and close of a Stripe payment', () => {
  let fake: StripeFake;
  let operator: string;
  beforeAll(async () => {
    operator = `${DEV_ACCESS_COOKIE}=${await developmentAccess.sign('operator@vitaglow-mail.com')}`;
  });
  beforeEach(() => {
    fake = useStripeFake();
  });
  const post = (path: string) => callWithStripe(`/api/admin${path}`, { method: 'POST', body: '{}', headers: { Cookie: operator } });

  /** A Stripe order whose Checkout took less than its total: the session's amount changed before the payment. */
  async function stripeOrderInReview() {
    const res = await callWithStripe('/api/create-payment', {
      method: 'POST',
      body: JSON.stringify({ items: [{ id: PRODUCT, quantity: 1 }], shipping: { id: 'free-us' } }),
    });
    const sessionId = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
    const session = fake.state.sessions.get(sessionId)!.object;
    (session.amount_total as number) -= 100;
    await fake.pay(sessionId, { email: 'buyer@vitaglow-mail.com' });
    await fake.settled();
    const reference = (session.metadata as { order_reference: string }).order_reference;
    expect((await orderRow(reference))!.status).toBe('needs_review');
    return { reference, charge: fake.chargeOf(sessionId)! };
  }

  it('refunds the whole payment Stripe took, once, even when the first try fails', async () => {
    const { reference, charge } = await stripeOrderInReview();
    const fetchSpy = vi.mocked(globalThis.fetch);
    const installed = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation((input, init) => {
      const request = new Request(input, init);
      if (request.url === `${FAKE_STRIPE_BASE}/v1/refunds`) return Promise.reject(new TypeError('Stripe unreachable'));
      return installed(request);
    });
    const failed = await post(`/orders/${reference}/refund-and-close`);
    expect(failed.status).toBe(502);
    fetchSpy.mockImplementation(installed);
    const closed = (await (await callWithStripe(`/api/admin/orders/${reference}`, { headers: { Cookie: operator } })).json()) as AdminOrder;
    expect(closed).toMatchObject({ status: 'refunded', fulfilment: 'cancelled', refundPending: 'review' });

    fake.bus.hold();
    expect((await post(`/orders/${reference}/refund-and-close`)).status).toBe(200);
    expect((await post(`/orders/${reference}/refund-and-close`)).status).toBe(200);
    await fake.bus.release();
    expect([...fake.state.refunds.values()]).toEqual([expect.objectContaining({ amount: charge.amount })]);
    const after = (await (await callWithStripe(`/api/admin/orders/${reference}`, { headers: { Cookie: operator } })).json()) as AdminOrder;
    expect(after).toMatchObject({ status: 'refunded', refundedCents: charge.amount, refundPending: null });
    expect((await post(`/orders/${reference}/refund-and-close`)).status).toBe(409);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatusAnswer } from '../../core/api/orders';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { consolePost } from './console-helpers';
import { errorOf } from './errors';
import { call } from './http';
import { createPayment, payLocally, placingBrowserCookie } from './payments-helpers';
import { callWithStripe, useStripeFake } from './stripe-fake';

/*
 * Issue 36, item 15: GET /api/orders/:reference gave the carrier, tracking number and link to anyone with the
 * reference (printed on packing slips, in e-mail subjects and URLs), as often as they liked. The tracking is
 * now the placing browser's (its checkout cookie) or the e-mail's (POST /api/orders/lookup); the reference
 * alone reads status and totals, a limited number of times per client.
 */

let fake: StripeFake;
beforeEach(() => {
  fake = useStripeFake();
});

const CART = { items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } };
const UPS = { carrier: 'ups', trackingNumber: '1Z999AA10123456784' };
const TRACKING_FIELDS = ['carrier', 'trackingNumber', 'trackingUrl'];

const statusOf = async (key: string, headers: Record<string, string> = {}) => {
  const res = await call(`/api/orders/${encodeURIComponent(key)}`, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as OrderStatusAnswer;
};

async function shippedLocalOrder(): Promise<string> {
  const { reference = '' } = await createPayment(CART);
  expect((await payLocally(reference)).status).toBe(303);
  expect((await consolePost(`/orders/${reference}/ship`, UPS)).status).toBe(200);
  return reference;
}

describe('an order’s status read by its reference', () => {
  it('alone: status, totals and when it shipped, but no carrier, tracking number or link', async () => {
    const reference = await shippedLocalOrder();
    const order = await statusOf(reference);
    expect(order).toMatchObject({ reference, status: 'paid', totalCents: 2999, fulfilment: { status: 'shipped' } });
    expect(order.fulfilment.shippedAt).not.toBeNull();
    for (const field of TRACKING_FIELDS) expect(order.fulfilment).not.toHaveProperty(field);
    expect(JSON.stringify(order)).not.toContain(UPS.trackingNumber);
  });

  it('from the browser that placed it (local payment): the carrier, tracking number and link', async () => {
    const reference = await shippedLocalOrder();
    const order = await statusOf(reference, { Cookie: placingBrowserCookie(reference) });
    expect(order.fulfilment).toMatchObject({ status: 'shipped', carrier: 'ups', trackingNumber: UPS.trackingNumber });
    expect(order.fulfilment).toHaveProperty('trackingUrl', expect.stringContaining(UPS.trackingNumber));
    // Another browser's checkout cookie is not this order's.
    const { reference: other = '' } = await createPayment(CART);
    const stranger = await statusOf(reference, { Cookie: placingBrowserCookie(other) });
    for (const field of TRACKING_FIELDS) expect(stranger.fulfilment).not.toHaveProperty(field);
  });

  it('from the browser that placed it through Stripe Checkout: the tracking, by reference and by session id; others get none', async () => {
    const res = await callWithStripe('/api/create-payment', { method: 'POST', body: JSON.stringify(CART) });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('__Host-vitaglow_checkout='))
      ?.split(';')[0];
    expect(cookie).toBeDefined();
    const sessionId = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
    const reference = (fake.state.sessions.get(sessionId)!.object.metadata as { order_reference: string }).order_reference;
    await fake.pay(sessionId, { email: 'guest.buyer@vitaglow-mail.com' });
    await fake.settled();
    expect((await consolePost(`/orders/${reference}/ship`, UPS)).status).toBe(200);

    for (const key of [reference, sessionId]) {
      expect((await statusOf(key, { Cookie: cookie! })).fulfilment).toMatchObject({ carrier: 'ups', trackingNumber: UPS.trackingNumber });
      const stranger = await statusOf(key);
      expect(stranger).toMatchObject({ reference, status: 'paid', fulfilment: { status: 'shipped' } });
      for (const field of TRACKING_FIELDS) expect(stranger.fulfilment).not.toHaveProperty(field);
    }
    // The placing browser's cookie does not make a Stripe order payable on the local test page.
    const local = await call(`/test-payment/${encodeURIComponent(reference)}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie! },
      redirect: 'manual',
    });
    expect(local.status).toBe(404);
  });

  it('is limited per client: the 31st read in a minute from one /64 is 429, another /64 is counted apart', async () => {
    const { reference = '' } = await createPayment(CART);
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const from = (subnet: string, host: number) => ({ 'CF-Connecting-IP': `${network}:${subnet}::${host.toString(16)}` });
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) statuses.push((await call(`/api/orders/${reference}`, { headers: from('1', i + 1) })).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual(Array(11).fill(429));
    const refused = await call(`/api/orders/${reference}`, { headers: from('1', 0xbeef) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await errorOf(refused)).toMatchObject({ code: 'rate_limited', scope: 'client' });
    expect((await call(`/api/orders/${reference}`, { headers: from('2', 1) })).status).toBe(200);
  });
});

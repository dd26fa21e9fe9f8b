import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../core/api/orders';
import { errorOf } from './auth-helpers';
import { consolePost } from './console-helpers';
import { post, wellInsideLimitWindow } from './http';
import { createPayment, payLocally } from './payments-helpers';

/** "Track your order": a reference and the e-mail it was placed with give the order's payment and shipping state. */

const lookup = (reference: string, email: string, headers: Record<string, string> = {}) =>
  post('/api/orders/lookup', { reference, email }, { headers });

async function paidOrder() {
  const { reference = '' } = await createPayment({ items: [{ id: 'collagen-gummies', quantity: 1 }], shipping: { id: 'free-us' } });
  const email = `Track.Me+parcel.${crypto.randomUUID().slice(0, 6)}@vitaglow-mail.com`;
  expect((await payLocally(reference, { email })).status).toBe(303);
  return { reference, email };
}

describe('POST /api/orders/lookup', () => {
  it('answers the order’s payment and shipping state for its reference and e-mail, however they are typed', async () => {
    const { reference, email } = await paidOrder();
    await consolePost(`/orders/${reference}/ship`, { carrier: 'dhl', trackingNumber: '1234567890' });
    const res = await lookup(` ${reference.toLowerCase()} `, email.toUpperCase());
    expect(res.status).toBe(200);
    const order = (await res.json()) as OrderSummary;
    expect(order).toMatchObject({
      reference,
      status: 'paid',
      fulfilment: { status: 'shipped', carrier: 'dhl', trackingNumber: '1234567890' },
    });
    expect(order.fulfilment.trackingUrl).toMatch(/^https:\/\/www\.dhl\.com\/.*1234567890$/);
    // The mailbox, not the spelling: the +tag is the same person.
    expect((await lookup(reference, email.replace(/\+parcel\.\w+@/, '@'))).status).toBe(200);
    expect(JSON.stringify(order)).not.toContain('@');
  });

  it('gives a wrong reference and a wrong e-mail the very same answer', async () => {
    const { reference, email } = await paidOrder();
    const wrongEmail = await lookup(reference, 'someone.else@vitaglow-mail.com');
    const wrongReference = await lookup('VG-0000-0000-0000-0000', email);
    const notAReference = await lookup("' or 1=1 --", email);
    const bodies = [];
    for (const res of [wrongEmail, wrongReference, notAReference]) {
      expect(res.status).toBe(404);
      const { requestId: _, ...error } = (await errorOf(res)) as { requestId?: string };
      bodies.push(error);
    }
    expect(bodies[0]).toEqual({ code: 'order_lookup_failed', message: 'No order with this reference and e-mail address' });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('is limited per client like the other unauthenticated routes (10 a minute), and validates its body', async () => {
    const client = { 'CF-Connecting-IP': '2001:db8:77::1' };
    const answers = [];
    await wellInsideLimitWindow();
    for (let i = 0; i < 12; i++) answers.push((await lookup('VG-0000-0000-0000-0000', 'a@vitaglow-mail.com', client)).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(answers.slice(10)).toEqual([429, 429]);
    // Another address in the same /64 is the same client.
    const sameNetwork = await lookup('VG-0000-0000-0000-0000', 'a@vitaglow-mail.com', { 'CF-Connecting-IP': '2001:db8:77::abcd' });
    expect(sameNetwork.status).toBe(429);
    expect(sameNetwork.headers.get('Retry-After')).toBe('60');
    expect((await post('/api/orders/lookup', { reference: 'VG-1' })).status).toBe(400);
  });
});

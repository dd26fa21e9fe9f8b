import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../core/api/admin';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { DEV_ACCESS_COOKIE, developmentAccess } from '../../worker/admin/dev-access';
import { orderRow } from './payments-helpers';
import { callWithStripe, useStripeFake } from './stripe-fake';

/** The address and phone through Stripe Checkout (the strict fake), and cancelling a Stripe order before it ships. */
let fake: StripeFake;
beforeEach(() => {
  fake = useStripeFake();
});
afterEach(() => vi.restoreAllMocks());

async function stripeOrder(): Promise<{ sessionId: string; reference: string }> {
  const res = await callWithStripe('/api/create-payment', {
    method: 'POST',
    body: JSON.stringify({ items: [{ id: 'multivitamin', quantity: 2 }], shipping: { id: 'free-us' } }),
  });
  expect(res.status).toBe(200);
  const sessionId = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
  const session = fake.state.sessions.get(sessionId)!.object;
  return { sessionId, reference: (session.metadata as { order_reference: string }).order_reference };
}

describe('the shipping address from Stripe Checkout', () => {
  it('asks Checkout for the address in the shipping option’s countries and a phone, and keeps what the shopper typed there', async () => {
    const { sessionId, reference } = await stripeOrder();
    const created = fake.calls.find((call) => call.path === '/v1/checkout/sessions' && call.method === 'POST')!;
    expect(created.params).toMatchObject({
      shipping_address_collection: { allowed_countries: { 0: 'US' } },
      phone_number_collection: { enabled: 'true' },
    });

    await fake.pay(sessionId, {
      email: 'katherine@vitaglow-mail.com',
      shipping: {
        name: 'Katherine Johnson',
        line1: '300 E Street SW',
        line2: 'Room 5',
        city: 'Washington',
        state: 'DC',
        postal_code: '20546',
        country: 'US',
      },
      phone: '+1 202 555 0199',
    });
    await fake.settled();
    expect(await orderRow(reference)).toMatchObject({
      status: 'paid',
      ship_name: 'Katherine Johnson',
      ship_line1: '300 E Street SW',
      ship_line2: 'Room 5',
      ship_city: 'Washington',
      ship_state: 'DC',
      ship_postal_code: '20546',
      ship_country: 'US',
      ship_phone: '+1 202 555 0199',
    });
  });

  it('cancels a paid Stripe order before it ships: the refund is asked of Stripe, the order cancelled, and refunded when Stripe says so', async () => {
    const { sessionId, reference } = await stripeOrder();
    await fake.pay(sessionId, { email: 'buyer@vitaglow-mail.com' });
    await fake.settled();
    const cookie = `${DEV_ACCESS_COOKIE}=${await developmentAccess.sign('operator@vitaglow-mail.com')}`;
    const res = await callWithStripe(`/api/admin/orders/${reference}/cancel`, { method: 'POST', body: '{}', headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const { refund, order } = (await res.json()) as { refund: string; order: AdminOrder };
    expect(refund).toBe('requested');
    expect(order.shipment.status).toBe('cancelled');
    expect(fake.calls.filter((call) => call.path === '/v1/refunds')).toEqual([expect.objectContaining({ status: 200 })]);
    await fake.settled();
    expect(await orderRow(reference)).toMatchObject({ status: 'refunded', fulfilment_status: 'cancelled' });
  });
});

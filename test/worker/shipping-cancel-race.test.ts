import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../core/api/admin';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { DEV_ACCESS_COOKIE, developmentAccess } from '../../worker/admin/dev-access';
import { errorOf } from './auth-helpers';
import { FAKE_STRIPE_BASE } from '../support/stripe-fake-workerd';
import { orderRow } from './payments-helpers';
import { callWithStripe, useStripeFake } from './stripe-fake';

/*
 * Cancelling a Stripe order before it ships, against the strict fake: the order is claimed before any money
 * moves, so a cancel and a shipment racing never both happen, and a refund that fails is retried as the
 * same refund at Stripe.
 */
const UPS = '1Z999AA10123456784';
let fake: StripeFake;
let operator: string;
beforeAll(async () => {
  operator = `${DEV_ACCESS_COOKIE}=${await developmentAccess.sign('operator@vitaglow-mail.com')}`;
});
beforeEach(() => {
  fake = useStripeFake();
});
afterEach(() => vi.restoreAllMocks());

const consoleCall = (path: string, body: unknown = {}) =>
  callWithStripe(`/api/admin${path}`, { method: 'POST', body: JSON.stringify(body), headers: { Cookie: operator } });
const consoleOrder = async (reference: string) =>
  (await (await callWithStripe(`/api/admin/orders/${reference}`, { headers: { Cookie: operator } })).json()) as AdminOrder;
const refundsAtStripe = () => fake.calls.filter((call) => call.path === '/v1/refunds' && call.status === 200);

async function paidStripeOrder(): Promise<string> {
  const res = await callWithStripe('/api/create-payment', {
    method: 'POST',
    body: JSON.stringify({ items: [{ id: 'multivitamin', quantity: 2 }], shipping: { id: 'free-us' } }),
  });
  const sessionId = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
  await fake.pay(sessionId, { email: 'buyer@vitaglow-mail.com' });
  await fake.settled();
  return (fake.state.sessions.get(sessionId)!.object.metadata as { order_reference: string }).order_reference;
}

/** Stripe unreachable for refunds only (the SDK's retries included) until the returned function is called. */
function refundsUnreachable(): () => void {
  const fetchSpy = vi.mocked(globalThis.fetch);
  const installed = fetchSpy.getMockImplementation()!;
  fetchSpy.mockImplementation((input, init) => {
    const request = new Request(input, init);
    if (request.url === `${FAKE_STRIPE_BASE}/v1/refunds`) return Promise.reject(new TypeError('Stripe unreachable'));
    return installed(request);
  });
  return () => fetchSpy.mockImplementation(installed);
}

describe('cancel and ship at the same time', () => {
  it('lets exactly one win: never a refunded, cancelled order that also shipped', async () => {
    for (let round = 0; round < 3; round++) {
      const reference = await paidStripeOrder();
      const before = refundsAtStripe().length;
      const [cancel, ship] = await Promise.all([
        consoleCall(`/orders/${reference}/cancel`),
        consoleCall(`/orders/${reference}/ship`, { carrier: 'ups', trackingNumber: UPS }),
      ]);
      expect([cancel.status, ship.status].sort()).toEqual([200, 409]);
      await fake.settled();
      const row = await orderRow(reference);
      const refunded = refundsAtStripe().length - before;
      if (ship.status === 200) {
        expect(row).toMatchObject({ fulfilment_status: 'shipped', status: 'paid' });
        expect(refunded).toBe(0);
      } else {
        expect(row).toMatchObject({ fulfilment_status: 'cancelled', status: 'refunded' });
        expect(refunded).toBe(1);
      }
    }
  });
});

describe('a cancellation whose refund fails', () => {
  it('keeps the order cancelled with the money owed, and cancelling again refunds it once', async () => {
    const reference = await paidStripeOrder();
    const reachable = refundsUnreachable();
    const failed = await consoleCall(`/orders/${reference}/cancel`);
    expect(failed.status).toBe(502);
    expect(await errorOf(failed)).toMatchObject({ code: 'payments_unavailable' });
    reachable();

    const owed = await consoleOrder(reference);
    expect(owed).toMatchObject({ fulfilment: 'cancelled', status: 'paid', refundableCents: owed.totalCents });
    expect((await consoleCall(`/orders/${reference}/ship`, { carrier: 'ups', trackingNumber: UPS })).status).toBe(409);

    fake.bus.hold(); // Stripe's events wait: the order still owes the refund between the clicks.
    const retried = await consoleCall(`/orders/${reference}/cancel`);
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as { refund: string }).refund).toBe('requested');
    // A second click before Stripe's event lands is the same refund at Stripe.
    expect((await consoleCall(`/orders/${reference}/cancel`)).status).toBe(200);
    await fake.bus.release();
    expect(new Set(refundsAtStripe().map((call) => call.body.id)).size).toBe(1);
    expect(await consoleOrder(reference)).toMatchObject({ fulfilment: 'cancelled', status: 'refunded', refundableCents: 0 });
    expect((await consoleCall(`/orders/${reference}/cancel`)).status).toBe(409);
  });

  it('refunds again after the cancellation’s refund failed at the bank: a new request, not a replay of the first', async () => {
    const reference = await paidStripeOrder();
    expect((await consoleCall(`/orders/${reference}/cancel`)).status).toBe(200);
    await fake.settled();
    const [first] = [...fake.state.refunds.values()];
    await fake.failRefund(first.id);
    await fake.settled();
    expect(await consoleOrder(reference)).toMatchObject({ fulfilment: 'cancelled', status: 'paid', refundFailedCents: first.amount });

    const again = await consoleCall(`/orders/${reference}/cancel`);
    expect(again.status).toBe(200);
    await fake.settled();
    expect(fake.state.refunds.size).toBe(2);
    expect(await consoleOrder(reference)).toMatchObject({ status: 'refunded', refundedCents: first.amount });
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, AdminShippingRow, PackingSlip, Paged, ShipmentImportResult } from '../../core/api/admin';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import type { DisputeStatus } from '../../tools/stripe-fake/money';
import { DEV_ACCESS_COOKIE, developmentAccess } from '../../worker/admin/dev-access';
import { errorOf, query } from './auth-helpers';
import { orderRow } from './payments-helpers';
import { callWithStripe, useStripeFake } from './stripe-fake';

/*
 * A disputed charge, or one Stripe Radar warns is fraudulent, holds its order: "Mark shipped" and the
 * shipment import refuse it (the money is taken back, or about to be), the queue, its CSV and the packing
 * slip say why, and only the operator's stated reason overrides the hold.
 */
const UPS = '1Z999AA10123456784';
const OPERATOR = 'operator@vitaglow-mail.com';
let fake: StripeFake;
let operator: string;
beforeAll(async () => {
  operator = `${DEV_ACCESS_COOKIE}=${await developmentAccess.sign(OPERATOR)}`;
});
beforeEach(() => {
  fake = useStripeFake();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const consolePost = (path: string, body: unknown = {}) =>
  callWithStripe(`/api/admin${path}`, { method: 'POST', body: JSON.stringify(body), headers: { Cookie: operator } });
const consoleGet = (path: string) => callWithStripe(`/api/admin${path}`, { headers: { Cookie: operator } });
const consoleJson = async <T>(path: string) => (await (await consoleGet(path)).json()) as T;
const ship = (reference: string, extra: Record<string, string> = {}) =>
  consolePost(`/orders/${reference}/ship`, { carrier: 'ups', trackingNumber: UPS, ...extra });
const shipActions = (reference: string) =>
  query<{ action: string; details: string }>(
    "select action, details from audit_log where target_id = ? and action = 'order.ship' order by id",
    reference,
  );

/** A Stripe order paid on the fake's Checkout, its reference and charge. */
async function paidStripeOrder() {
  const res = await callWithStripe('/api/create-payment', {
    method: 'POST',
    body: JSON.stringify({ items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } }),
  });
  const sessionId = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
  await fake.pay(sessionId, { email: 'buyer@vitaglow-mail.com' });
  await fake.settled();
  const reference = (fake.state.sessions.get(sessionId)!.object.metadata as { order_reference: string }).order_reference;
  return { reference, charge: fake.chargeOf(sessionId)! };
}

/** Moves the clocks on by a day: the dispute's next step is a newer report. */
function aDayLater() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
}

describe('an order whose payment is disputed', () => {
  it('is refused by Mark shipped and the import, shown held in the queue, its CSV and slip, and ships with a reason', async () => {
    const { reference, charge } = await paidStripeOrder();
    const dispute = await fake.dispute(charge.id);
    aDayLater();
    await fake.closeDispute(dispute.id, 'lost');
    vi.useRealTimers(); // the operator's Access token is signed for today
    expect((await orderRow(reference))!.dispute_status).toBe('lost');

    const refused = await ship(reference);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ code: 'order_payment_at_risk' });
    const imported = await consolePost('/shipping/import', { csv: `reference,carrier,tracking\n${reference},UPS,${UPS}\n` });
    const result = (await imported.json()) as ShipmentImportResult;
    expect(result).toMatchObject({
      shipped: 0,
      rows: [{ reference, outcome: 'refused', reason: expect.stringContaining('dispute lost') }],
    });
    expect(await shipActions(reference)).toEqual([]);

    const queue = await consoleJson<Paged<AdminShippingRow>>(`/shipping?q=${reference}`);
    expect(queue.items).toEqual([expect.objectContaining({ reference, disputeStatus: 'lost', hold: 'dispute lost' })]);
    const csv = (await (await consoleGet('/shipping.csv')).text()).trimEnd().split('\r\n');
    const header = csv[0].split(',');
    const row = csv.find((line) => line.startsWith(reference))!.split(',');
    expect(row[header.indexOf('hold')]).toBe('dispute lost');
    const { slips } = await consoleJson<{ slips: PackingSlip[] }>(`/packing-slips?references=${reference}`);
    expect(slips).toEqual([expect.objectContaining({ reference, hold: 'dispute lost' })]);

    expect((await ship(reference, { overrideReason: 'x' })).status).toBe(400);
    const overridden = await ship(reference, { overrideReason: 'Bank reversed the chargeback by phone' });
    expect(overridden.status).toBe(200);
    expect(((await overridden.json()) as AdminOrder).fulfilment).toBe('shipped');
    const [audit] = await shipActions(reference);
    expect(JSON.parse(audit.details)).toMatchObject({ hold: 'dispute lost', overrideReason: 'Bank reversed the chargeback by phone' });
  });

  it.each([
    ['an inquiry', 'warning_needs_response', 409],
    ['a chargeback to answer', 'needs_response', 409],
    ['a chargeback under review', 'under_review', 409],
    ['a lost dispute', 'lost', 409],
    ['a won dispute', 'won', 200],
    ['a prevented dispute', 'prevented', 200],
  ] as const)('holds the order during %s (%s): %i', async (_name, status: DisputeStatus, expected) => {
    const { reference, charge } = await paidStripeOrder();
    const dispute = await fake.dispute(charge.id, { status: status === 'under_review' ? 'needs_response' : status });
    if (status === 'under_review') {
      aDayLater();
      await fake.moveDispute(dispute.id, 'under_review');
      vi.useRealTimers();
    }
    expect((await ship(reference)).status).toBe(expected);
  });

  it('holds an order whose lost dispute is appealed, and frees it once the appeal is won', async () => {
    const { reference, charge } = await paidStripeOrder();
    const dispute = await fake.dispute(charge.id, { status: 'lost' });
    aDayLater();
    await fake.moveDispute(dispute.id, 'appeal_needs_response');
    vi.useRealTimers();
    expect((await ship(reference)).status).toBe(409);
    aDayLater();
    await fake.moveDispute(dispute.id, 'appeal_under_review');
    aDayLater();
    await fake.moveDispute(dispute.id, 'won');
    vi.useRealTimers();
    expect((await ship(reference)).status).toBe(200);
  });
});

describe('Stripe Radar’s early fraud warning', () => {
  it('flags the order in the console and holds it like a dispute, until the operator overrides it', async () => {
    const { reference, charge } = await paidStripeOrder();
    const warning = await fake.earlyFraudWarning(charge.id);
    expect(warning).toMatchObject({ object: 'radar.early_fraud_warning', actionable: true, payment_intent: charge.payment_intent });
    const order = await consoleJson<AdminOrder>(`/orders/${reference}`);
    expect(order).toMatchObject({ fraudWarning: true, disputeStatus: null });
    expect(order.timeline).toContainEqual(expect.objectContaining({ kind: 'fraud_warning' }));

    const refused = await ship(reference);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ code: 'order_payment_at_risk' });
    const queue = await consoleJson<Paged<AdminShippingRow>>(`/shipping?q=${reference}`);
    expect(queue.items).toEqual([expect.objectContaining({ reference, hold: 'early fraud warning' })]);

    expect((await ship(reference, { overrideReason: 'Buyer confirmed the order by phone' })).status).toBe(200);
  });
});

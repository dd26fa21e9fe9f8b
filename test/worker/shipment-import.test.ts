import { describe, expect, it } from 'vitest';
import type { AdminOrder, ShipmentImportResult } from '../../core/api/admin';
import { errorOf } from './auth-helpers';
import { auditOf, consoleCall, consoleGet, consolePost } from './console-helpers';
import { outboxTo } from './mail-helpers';
import { createPayment, payLocally, placeCartOrder } from './payments-helpers';

/** A warehouse ships orders in bulk: a CSV of `reference, carrier, tracking` rows, imported in the console. */

async function paidOrder() {
  const { reference = '' } = await createPayment({ items: [{ id: 'magnesium-gummies', quantity: 1 }], shipping: { id: 'free-us' } });
  const email = `bulk.${crypto.randomUUID().slice(0, 8)}@vitaglow-mail.com`;
  expect((await payLocally(reference, { email })).status).toBe(303);
  return { reference, email };
}

async function importCsv(csv: string): Promise<ShipmentImportResult> {
  const res = await consolePost('/shipping/import', { csv });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ShipmentImportResult;
}

const shippedMails = async (email: string) => (await outboxTo(email)).filter((mail) => mail.subject.endsWith('has shipped'));

describe('importing shipments from a CSV file', () => {
  it('ships each good row, reports every bad row by line with its reason, and changes nothing when imported again', async () => {
    const [a, b, c] = [await paidOrder(), await paidOrder(), await paidOrder()];
    const { reference: unpaid } = await placeCartOrder();
    const csv = [
      'reference,carrier,tracking',
      `${a.reference},UPS,1Z999AA10123456784`,
      `${b.reference.toLowerCase()},FedEx,1234 5678 9012`,
      `${c.reference},Pigeon,12345`,
      `${unpaid},usps,9400100000000000000000`,
      'VG-0000-0000-0000-0000,DHL Express,1234567890',
      `${a.reference},ups,1Z999AA10123456784`,
      `${c.reference},dhl,12`,
      ',ups,',
      '',
      `"${c.reference}","DHL","1234567890"`,
    ].join('\r\n');

    const first = await importCsv(csv);
    expect(first).toEqual({
      shipped: 3,
      unchanged: 1,
      rows: [
        { line: 2, reference: a.reference, outcome: 'shipped' },
        { line: 3, reference: b.reference, outcome: 'shipped' },
        {
          line: 4,
          reference: c.reference,
          outcome: 'refused',
          reason: 'Unknown carrier "Pigeon": use USPS, UPS, FedEx, DHL Express, Other carrier',
        },
        { line: 5, reference: unpaid, outcome: 'refused', reason: 'The order is open, not paid' },
        { line: 6, reference: 'VG-0000-0000-0000-0000', outcome: 'refused', reason: 'No order with this reference' },
        { line: 7, reference: a.reference, outcome: 'unchanged', reason: 'Repeats line 2' },
        { line: 8, reference: c.reference, outcome: 'refused', reason: 'Not a DHL Express tracking number' },
        { line: 9, reference: null, outcome: 'refused', reason: 'Each row needs a reference, a carrier and a tracking number' },
        { line: 11, reference: c.reference, outcome: 'shipped' },
      ],
    });
    expect((await consoleGet<AdminOrder>(`/orders/${b.reference}`)).shipment).toMatchObject({
      status: 'shipped',
      carrier: 'fedex',
      trackingNumber: '123456789012',
    });
    for (const order of [a, b, c]) expect(await shippedMails(order.email)).toHaveLength(1);

    const again = await importCsv(csv);
    expect(again.shipped).toBe(0);
    expect(again.rows.filter((row) => row.outcome === 'unchanged').map((row) => row.line)).toEqual([2, 3, 7, 11]);
    expect(again.rows.find((row) => row.line === 3)).toMatchObject({ reason: 'Already shipped with this tracking number' });
    for (const order of [a, b, c]) expect(await shippedMails(order.email)).toHaveLength(1);
    expect((await auditOf('order', a.reference)).map((row) => row.action)).toEqual(['order.ship']);
  });

  it('refuses a row that would change an order shipped with another tracking number', async () => {
    const { reference } = await paidOrder();
    await importCsv(`${reference},ups,1Z999AA10123456784`);
    const result = await importCsv(`${reference},ups,1Z999AA10123456785`);
    expect(result.rows).toEqual([{ line: 1, reference, outcome: 'refused', reason: 'Already shipped with another tracking number' }]);
  });

  it('takes back the queue’s own export with its carrier and tracking columns filled in', async () => {
    const { reference } = await paidOrder();
    const exported = (await (await consoleCall('/shipping.csv')).text()).trimEnd().split('\r\n');
    const filled = exported.map((line, i) =>
      i === 0 || !line.startsWith(`${reference},`) ? line : line.replace(/,,$/, ',USPS,9400100000000000000000'),
    );
    const result = await importCsv(filled.join('\r\n'));
    expect(result.rows.find((row) => row.reference === reference)).toMatchObject({ outcome: 'shipped' });
  });

  it('answers 400 for a file with no rows, no tracking column or too many rows, and 413 past 256 KB', async () => {
    for (const csv of ['', 'reference,carrier\nVG-1,ups', `reference,carrier,tracking\n${'VG-1,ups,1Z\n'.repeat(201)}`]) {
      const res = await consolePost('/shipping/import', { csv });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'invalid_request' });
    }
    expect((await consolePost('/shipping/import', { csv: 'x'.repeat(300_000) })).status).toBe(413);
  });
});

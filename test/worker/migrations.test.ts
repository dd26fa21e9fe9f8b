import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AdminOrder, AdminShippingRow, Paged, ShipmentImportResult } from '../../core/api/admin';
import { errorOf } from './auth-helpers';
import { consoleCallWith } from './console-helpers';

/*
 * Migrations meet data written before them: a database migrated up to one step, given rows shaped as the
 * shop wrote them then, and migrated the rest of the way, as a live shop's database is.
 */

const DB = env.STEPWISE_DB;
const migrationsUpTo = (number: string) => env.TEST_MIGRATIONS.filter((migration) => migration.name.slice(0, 4) <= number);

/** A paid order as the shop wrote it before migration 0010: no address, no fulfilment columns. */
function paidBefore0010(reference: string, paidAt: string) {
  const at = Date.parse(paidAt);
  return DB.prepare(
    `insert into orders (id, reference, kind, status, subtotal_cents, shipping_cents, total_cents, shipping_id, provider, customer_email, paid_at, created_at)
     values (?, ?, 'cart', 'paid', 2999, 0, 2999, 'free-us', 'local', 'early.buyer@vitaglow-mail.com', ?, ?)`,
  ).bind(crypto.randomUUID(), reference, at, at - 60_000);
}

/** A paid order written once 0010 had run: its address came with the payment. */
function paidWithAddress(reference: string) {
  const at = Date.now();
  return DB.prepare(
    `insert into orders (id, reference, kind, status, subtotal_cents, shipping_cents, total_cents, shipping_id, provider, customer_email, paid_at, created_at,
       ship_name, ship_line1, ship_city, ship_state, ship_postal_code, ship_country, ship_phone)
     values (?, ?, 'cart', 'paid', 2999, 0, 2999, 'free-us', 'local', 'later.buyer@vitaglow-mail.com', ?, ?,
       'Ada Lovelace', '1 Main Street', 'Austin', 'TX', '78701', 'US', '+1 512 555 0100')`,
  ).bind(crypto.randomUUID(), reference, at, at - 60_000);
}

const asOperator = (path: string, init?: RequestInit) => consoleCallWith({ DB }, path, init);

describe('orders paid before fulfilment was tracked', () => {
  it('are out of the “To ship” queue and cannot be cancelled, and the console says why; orders paid since still ship', async () => {
    await applyD1Migrations(DB, migrationsUpTo('0009'));
    await DB.batch([
      paidBefore0010('VG-OLD1-PAID-AUG1', '2026-08-14T10:00:00Z'),
      paidBefore0010('VG-OLD2-PAID-NOV1', '2026-11-20T16:30:00Z'),
    ]);
    await applyD1Migrations(DB, migrationsUpTo('0010'));
    await paidWithAddress('VG-NEW1-PAID-ADDR').run();
    await applyD1Migrations(DB, env.TEST_MIGRATIONS);

    const queue = await asOperator('/shipping');
    expect(queue.status, await queue.clone().text()).toBe(200);
    const { items } = (await queue.json()) as Paged<AdminShippingRow>;
    expect(items.map((row) => row.reference)).toEqual(['VG-NEW1-PAID-ADDR']);

    const order = (await (await asOperator('/orders/VG-OLD1-PAID-AUG1')).json()) as AdminOrder;
    expect(order).toMatchObject({ status: 'paid', fulfilment: 'before_tracking', shipment: { status: 'before_tracking' } });

    const cancel = await asOperator('/orders/VG-OLD2-PAID-NOV1/cancel', { method: 'POST', body: '{}' });
    expect(cancel.status).toBe(409);
    expect(await errorOf(cancel)).toMatchObject({ code: 'order_not_cancellable', fulfilment: 'before_tracking' });
    const imported = await asOperator('/shipping/import', {
      method: 'POST',
      body: JSON.stringify({ csv: 'VG-OLD1-PAID-AUG1,usps,9400111899223197428490' }),
    });
    expect(((await imported.json()) as ShipmentImportResult).rows).toEqual([
      {
        line: 1,
        reference: 'VG-OLD1-PAID-AUG1',
        outcome: 'refused',
        reason: 'Paid before the shop tracked shipping: it went out by other means then',
      },
    ]);

    const { results } = await DB.prepare(
      'select reference, status, refunded_cents, fulfilment_status from orders order by reference',
    ).all();
    expect(results).toEqual([
      { reference: 'VG-NEW1-PAID-ADDR', status: 'paid', refunded_cents: 0, fulfilment_status: 'unfulfilled' },
      { reference: 'VG-OLD1-PAID-AUG1', status: 'paid', refunded_cents: 0, fulfilment_status: 'before_tracking' },
      { reference: 'VG-OLD2-PAID-NOV1', status: 'paid', refunded_cents: 0, fulfilment_status: 'before_tracking' },
    ]);
  });
});

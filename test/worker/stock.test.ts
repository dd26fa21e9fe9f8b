import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminStockRow } from '../../core/api/admin';
import worker from '../../worker/index';
import { errorOf, query } from './auth-helpers';
import { OPERATOR, adjustStock, auditOf, consoleGet, consolePost, consolePut, limitStock, unlimitStock } from './console-helpers';
import { call, document, post } from './http';
import { confirmSubscription, outboxTo } from './mail-helpers';
import {
  createPayment,
  deliverWebhook,
  orderRow,
  payLocally,
  placeCartOrder,
  placingBrowserCookie,
  sessionEvent,
} from './payments-helpers';

/*
 * Stock that never oversells and that only paying shoppers take: units leave the shelf with the payment that
 * takes them, in the same D1 batch, and come back exactly once when the order is cancelled.
 */

afterEach(() => vi.restoreAllMocks());

const stockOf = async (productId: string) =>
  (await query<{ stock: number }>('select stock from inventory where product_id = ?', productId))[0]?.stock ?? null;
const reservationOf = async (orderId: string) => {
  const [row] = await query<{ reserved_units: string | null; stock_released_at: number | null }>(
    'select reserved_units, stock_released_at from orders where id = ?',
    orderId,
  );
  return {
    units: row.reserved_units === null ? null : (JSON.parse(row.reserved_units) as Record<string, number>),
    releasedAt: row.stock_released_at,
  };
};

/** Past the half minute an isolate keeps what it read of stock (worker/orders/stock-levels.ts). */
function later(ms = 31_000) {
  const now = Date.now() + ms;
  vi.spyOn(Date, 'now').mockReturnValue(now);
}

const runCron = () => worker.scheduled(createScheduledController({ cron: '0 * * * *' }), env);

describe('stock in the console', () => {
  it('lists every product, not limited until the operator sets a count, and records each change in the audit log', async () => {
    const before = await consoleGet<{ items: AdminStockRow[] }>('/inventory');
    expect(before.items).toHaveLength(15);
    expect(before.items.find((row) => row.productId === 'omega-3-plus')).toMatchObject({
      stock: null,
      threshold: 5,
      low: false,
    });

    await limitStock('omega-3-plus', 4, 5);
    const after = await consoleGet<{ items: AdminStockRow[] }>('/inventory');
    expect(after.items.find((row) => row.productId === 'omega-3-plus')).toMatchObject({
      name: 'Omega-3 Plus',
      stock: 4,
      threshold: 5,
      low: true,
    });
    await unlimitStock('omega-3-plus');
    expect(
      (await consoleGet<{ items: AdminStockRow[] }>('/inventory')).items.find((row) => row.productId === 'omega-3-plus')!.stock,
    ).toBeNull();
    expect(await auditOf('product', 'omega-3-plus')).toEqual([
      { operator_email: OPERATOR, action: 'stock.limit', details: JSON.stringify({ stock: 4, threshold: 5 }) },
      { operator_email: OPERATOR, action: 'stock.unlimit', details: JSON.stringify({ previousStock: 4 }) },
    ]);
  });

  it('refuses an unknown product, a negative or fractional count (400)', async () => {
    for (const [path, body] of [
      ['/inventory/no-such-product/limit', { stock: 1, threshold: 1 }],
      ['/inventory/multivitamin/limit', { stock: -1, threshold: 1 }],
      ['/inventory/multivitamin/limit', { stock: 1.5, threshold: 1 }],
      ['/inventory/multivitamin/limit', { stock: 1 }],
    ] as const) {
      expect((await consolePut(path, body)).status).toBe(400);
    }
  });
});

describe('units leave the shelf with the payment', () => {
  it('refuses a cart asking for more than is left (409 out_of_stock naming the products), writing nothing', async () => {
    await limitStock('bcaa-gummies', 2);
    const orders = await query<{ n: number }>('select count(*) as n from orders');
    const res = await post('/api/create-payment', {
      items: [
        { id: 'bcaa-gummies', quantity: 3 },
        { id: 'multivitamin', quantity: 1 },
      ],
      shipping: { id: 'free-us' },
      ageConfirmed: true,
    });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'out_of_stock', products: ['bcaa-gummies'] });
    expect(await query<{ n: number }>('select count(*) as n from orders')).toEqual(orders);
    expect(await stockOf('bcaa-gummies')).toBe(2);

    const { reference } = await placeCartOrder({ items: [{ id: 'bcaa-gummies', quantity: 2 }], ageConfirmed: true });
    // The open checkout holds nothing: the units leave with the payment.
    expect(await stockOf('bcaa-gummies')).toBe(2);
    expect(await reservationOf((await orderRow(reference))!.id)).toEqual({ units: null, releasedAt: null });
    expect((await payLocally(reference)).status).toBe(303);
    expect(await stockOf('bcaa-gummies')).toBe(0);
    expect(await reservationOf((await orderRow(reference))!.id)).toEqual({ units: { 'bcaa-gummies': 2 }, releasedAt: null });
  });

  it('takes a package’s units from its products with the payment: the Friends Bundle two of each, Buy Now one', async () => {
    await limitStock('pre-workout', 3);
    const { reference } = await placeCartOrder({ items: [{ id: 'friends', quantity: 1 }], ageConfirmed: true });
    expect(await stockOf('pre-workout')).toBe(3);
    expect((await payLocally(reference)).status).toBe(303);
    expect(await stockOf('pre-workout')).toBe(1);
    // Only the limited product is taken.
    expect(await reservationOf((await orderRow(reference))!.id)).toEqual({ units: { 'pre-workout': 2 }, releasedAt: null });

    const again = await post('/api/create-payment', { packageDeal: { id: 'friends' }, ageConfirmed: true });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'out_of_stock', products: ['pre-workout'] });
    const { reference: last = '' } = await createPayment({ items: [{ id: 'pre-workout', quantity: 1 }], ageConfirmed: true });
    expect((await payLocally(last)).status).toBe(303);
    const none = await post('/api/create-payment', { items: [{ id: 'pre-workout', quantity: 1 }], ageConfirmed: true });
    expect(await errorOf(none)).toMatchObject({ code: 'out_of_stock', products: ['pre-workout'] });
  });

  it('sells the last five units to exactly five of twenty shoppers paying at once; the others are refunded and told', async () => {
    await limitStock('creatine-gummies', 5);
    const checkouts = await Promise.all(
      Array.from({ length: 20 }, () =>
        createPayment({ items: [{ id: 'creatine-gummies', quantity: 1 }], shipping: { id: 'free-us' }, ageConfirmed: true }),
      ),
    );
    // Nobody has paid yet: every checkout opens, and none holds a unit.
    expect(checkouts.map(({ res }) => res.status)).toEqual(Array(20).fill(200));
    expect(await stockOf('creatine-gummies')).toBe(5);
    const references = checkouts.map(({ reference }) => reference!);
    const emails = references.map((_, i) => `race.${i}.${Date.now()}@vitaglow-mail.com`);
    await Promise.all(references.map((reference, i) => payLocally(reference, { email: emails[i] })));

    const rows = await Promise.all(references.map(async (reference) => (await orderRow(reference))!));
    expect(rows.filter((row) => row.status === 'paid')).toHaveLength(5);
    const soldOut = rows.filter((row) => row.status === 'sold_out');
    expect(soldOut).toHaveLength(15);
    expect(await stockOf('creatine-gummies')).toBe(0);
    const [{ n }] = await query<{ n: number }>(
      'select coalesce(sum(json_extract(reserved_units, \'$."creatine-gummies"\')), 0) as n from orders',
    );
    expect(n).toBe(5);
    // Each sold-out payment went back in full, and its buyer was told.
    for (const row of soldOut) expect(row.refunded_cents).toBe(row.total_cents);
    const told = await outboxTo(emails[references.indexOf(soldOut[0].reference)]);
    expect(told.map((mail) => mail.subject)).toEqual([`Your VitaGlow order ${soldOut[0].reference} could not be filled: you are refunded`]);
    const inventory = await consoleGet<{ items: AdminStockRow[] }>('/inventory');
    expect(inventory.items.find((row) => row.productId === 'creatine-gummies')).toMatchObject({ stock: 0, low: true });
  });

  it('keeps a coupon unspent when the stock refuses the order', async () => {
    await limitStock('collagen-gummies', 0);
    const email = `stock.${Date.now()}@vitaglow-mail.com`;
    const { couponCode } = (await (await post('/api/newsletter', { email })).json()) as { couponCode: string };
    await confirmSubscription(email);
    const res = await post('/api/create-payment', {
      items: [{ id: 'collagen-gummies', quantity: 1 }],
      shipping: { id: 'free-us' },
      couponCode,
      couponEmail: email,
    });
    expect(res.status).toBe(409);
    expect(
      (await query<{ by: string | null }>('select coupon_reserved_by as by from email_subscribers where coupon_code = ?', couponCode))[0]
        .by,
    ).toBeNull();
  });
});

describe('units come back once', () => {
  it('takes nothing from the shelf for a checkout that expires, and gives back once what an older checkout held', async () => {
    await limitStock('magnesium-gummies', 10);
    const { order } = await placeCartOrder({ items: [{ id: 'magnesium-gummies', quantity: 4 }] });
    expect((await deliverWebhook(sessionEvent('checkout.session.expired', order))).status).toBe(200);
    expect(await stockOf('magnesium-gummies')).toBe(10);

    // An order placed when checkouts still took their units (migration 0016 marks them taken).
    const { order: older } = await placeCartOrder({ items: [{ id: 'magnesium-gummies', quantity: 4 }] });
    await query(
      'update orders set reserved_units = ?, stock_taken_at = created_at where id = ?',
      JSON.stringify({ 'magnesium-gummies': 4 }),
      older.id,
    );
    await query('update inventory set stock = stock - 4 where product_id = ?', 'magnesium-gummies');
    const expired = sessionEvent('checkout.session.expired', older);
    expect((await deliverWebhook(expired)).status).toBe(200);
    expect((await deliverWebhook({ ...expired, id: `${expired.id}_again` })).status).toBe(200);
    expect(await stockOf('magnesium-gummies')).toBe(10);
    expect((await reservationOf(older.id)).releasedAt).not.toBeNull();
  });

  it('takes nothing more when an older checkout that held its units is paid', async () => {
    await limitStock('whey-vanilla', 10);
    const { reference, order } = await placeCartOrder({ items: [{ id: 'whey-vanilla', quantity: 3 }], ageConfirmed: true });
    await query(
      'update orders set reserved_units = ?, stock_taken_at = created_at where id = ?',
      JSON.stringify({ 'whey-vanilla': 3 }),
      order.id,
    );
    await query('update inventory set stock = stock - 3 where product_id = ?', 'whey-vanilla');
    expect((await payLocally(reference)).status).toBe(303);
    expect((await orderRow(reference))!.status).toBe('paid');
    expect(await stockOf('whey-vanilla')).toBe(7);
  });

  it('returns them when a delayed payment fails, and the shopper cancels on the local page', async () => {
    await limitStock('whey-banana', 10);
    const { order } = await placeCartOrder({ items: [{ id: 'whey-banana', quantity: 3 }], ageConfirmed: true });
    expect((await deliverWebhook(sessionEvent('checkout.session.async_payment_failed', order))).status).toBe(200);
    expect(await stockOf('whey-banana')).toBe(10);

    const { reference } = await placeCartOrder({ items: [{ id: 'whey-banana', quantity: 2 }], ageConfirmed: true });
    const cancelled = await call(`/test-payment/${reference}/cancel`, {
      method: 'POST',
      body: '',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: placingBrowserCookie(reference) },
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    expect(await stockOf('whey-banana')).toBe(10);
  });

  it('keeps them for a paid order, and returns them when the operator cancels it before it ships', async () => {
    await limitStock('whey-strawberry', 10);
    const { reference = '' } = await createPayment({
      items: [{ id: 'whey-strawberry', quantity: 3 }],
      shipping: { id: 'free-us' },
      ageConfirmed: true,
    });
    expect((await payLocally(reference)).status).toBe(303);
    expect(await stockOf('whey-strawberry')).toBe(7);
    // A late "expired" for the paid order changes nothing.
    expect((await deliverWebhook(sessionEvent('checkout.session.expired', (await orderRow(reference))!))).status).toBe(200);
    expect(await stockOf('whey-strawberry')).toBe(7);

    expect((await consolePost(`/orders/${reference}/cancel`)).status).toBe(200);
    expect(await stockOf('whey-strawberry')).toBe(10);
    expect((await consolePost(`/orders/${reference}/cancel`)).status).toBe(409);
    expect(await stockOf('whey-strawberry')).toBe(10);
  });

  it('returns them once when an expiry races the hourly sweep', async () => {
    await limitStock('protein-gummies-cherry', 10);
    const { reference, order } = await placeCartOrder({ items: [{ id: 'protein-gummies-cherry', quantity: 5 }], ageConfirmed: true });
    // An older checkout that took its units, never given a session.
    await query(
      'update orders set provider = ?, created_at = ?, reserved_units = ?, stock_taken_at = ? where reference = ?',
      'stripe',
      Date.now() - 25 * 3600_000,
      JSON.stringify({ 'protein-gummies-cherry': 5 }),
      Date.now() - 25 * 3600_000,
      reference,
    );
    await query('update inventory set stock = stock - 5 where product_id = ?', 'protein-gummies-cherry');
    await Promise.all([deliverWebhook(sessionEvent('checkout.session.expired', order)), runCron(), runCron()]);
    expect(await stockOf('protein-gummies-cherry')).toBe(10);
    expect((await orderRow(reference))!.status).toBe('expired');
  });
});

describe('what the storefront is told', () => {
  it('GET /api/stock names the low and sold-out products, kept at most half a minute, and the page’s structured data agrees', async () => {
    later();
    await limitStock('beauty-complex', 0);
    await limitStock('omega-3-plus', 3, 5);
    await limitStock('multivitamin', 500, 5);
    later(62_000);
    const res = await call('/api/stock');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=30');
    const { levels } = (await res.json()) as { levels: Record<string, number> };
    expect(levels).toMatchObject({ 'beauty-complex': 0, 'omega-3-plus': 3 });
    expect(levels).not.toHaveProperty('multivitamin');

    const html = await (await document('/products')).text();
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]) as {
      itemListElement: { item: { sku: string; offers: { availability: string } } }[];
    };
    const availability = Object.fromEntries(data.itemListElement.map(({ item }) => [item.sku, item.offers.availability]));
    expect(availability['beauty-complex']).toBe('https://schema.org/OutOfStock');
    expect(availability['omega-3-plus']).toBe('https://schema.org/LimitedAvailability');
    expect(availability.multivitamin).toBe('https://schema.org/InStock');

    // Restocked: within the next half minute the page says so.
    await adjustStock('beauty-complex', 40);
    later(100_000);
    const again = await (await document('/products')).text();
    expect(again).toContain('"sku":"beauty-complex"');
    expect(/"sku":"beauty-complex".*?"availability":"([^"]+)"/.exec(again)![1]).toBe('https://schema.org/InStock');
  });
});

describe('the low-stock digest', () => {
  it('e-mails the operator once when products fall to their threshold, and again only after a restock', async () => {
    const to = 'stock.alerts@vitaglow-mail.com';
    const cron = () => worker.scheduled(createScheduledController({ cron: '0 * * * *' }), { ...env, STOCK_ALERT_EMAIL: to });
    await limitStock('protein-gummies-mango', 6, 5);
    const { reference } = await placeCartOrder({ items: [{ id: 'protein-gummies-mango', quantity: 2 }], ageConfirmed: true });
    await payLocally(reference);
    await cron();
    await cron();
    let digests = (await outboxTo(to)).filter((mail) => mail.subject.startsWith('Low stock'));
    expect(digests).toHaveLength(1);
    expect(digests[0].text).toContain('- Mango Protein Gummies (protein-gummies-mango): 4 left (threshold 5)');

    await adjustStock('protein-gummies-mango', 16);
    await cron();
    await adjustStock('protein-gummies-mango', -19, 'count_correction');
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 3600_000);
    await cron();
    digests = (await outboxTo(to)).filter((mail) => mail.subject.startsWith('Low stock'));
    expect(digests).toHaveLength(2);
    expect(digests[0].text).toContain('(protein-gummies-mango): 1 left');
  });
});

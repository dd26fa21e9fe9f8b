import { describe, expect, it } from 'vitest';
import type { AdminStockMovement, AdminStockRow } from '../../core/api/admin';
import { errorOf, query } from './auth-helpers';
import { OPERATOR, adjustStock, auditOf, consoleGet, consolePost, consolePut, limitStock } from './console-helpers';
import { createPayment, payLocally } from './payments-helpers';

/*
 * The operator changes a count only relative to what it is when the change lands: units received or lost
 * are added or taken away with a reason and kept in the stock history, the threshold saves on its own, and
 * nothing the operator read earlier is ever written back over sales made since.
 */

const rowOf = async (productId: string) =>
  (await consoleGet<{ items: AdminStockRow[] }>('/inventory')).items.find((row) => row.productId === productId)!;
const historyOf = async (productId: string) =>
  (await rowOf(productId)).history.map(({ delta, reason, note, operator, stockAfter }: AdminStockMovement) => ({
    delta,
    reason,
    note,
    operator,
    stockAfter,
  }));
const adjust = (productId: string, body: unknown) => consolePost(`/inventory/${productId}/adjustments`, body);

/** A shopper buys `quantity` and pays (units are taken by then, whether at checkout or at payment). */
async function sell(productId: string, quantity: number) {
  const { reference = '' } = await createPayment({ items: [{ id: productId, quantity }], shipping: { id: 'free-us' }, ageConfirmed: true });
  expect((await payLocally(reference)).status).toBe(303);
}

describe('the count follows sales while the operator edits', () => {
  it('keeps a sale made while the page was open when only the threshold is saved, and adds received units to the count as it stands', async () => {
    await limitStock('multivitamin', 10, 5);
    // The operator opens the Inventory page: 10 on the shelf.
    expect(await rowOf('multivitamin')).toMatchObject({ stock: 10, threshold: 5 });
    await sell('multivitamin', 3);

    const threshold = await consolePut('/inventory/multivitamin/threshold', { threshold: 8 });
    expect(threshold.status, await threshold.clone().text()).toBe(200);
    expect(await rowOf('multivitamin')).toMatchObject({ stock: 7, threshold: 8, low: true });

    await adjustStock('multivitamin', 24, 'received', 'Delivery 2291');
    await adjustStock('multivitamin', -1, 'damaged');
    expect(await rowOf('multivitamin')).toMatchObject({ stock: 30, threshold: 8, low: false });
    expect(await historyOf('multivitamin')).toEqual([
      { delta: -1, reason: 'damaged', note: null, operator: OPERATOR, stockAfter: 30 },
      { delta: 24, reason: 'received', note: 'Delivery 2291', operator: OPERATOR, stockAfter: 31 },
      { delta: 10, reason: 'first_count', note: null, operator: OPERATOR, stockAfter: 10 },
    ]);
    expect((await auditOf('product', 'multivitamin')).map((row) => [row.action, JSON.parse(row.details!)])).toEqual([
      ['stock.limit', { stock: 10, threshold: 5 }],
      ['stock.threshold', { threshold: 8, previousThreshold: 5 }],
      ['stock.adjust', { delta: 24, reason: 'received', note: 'Delivery 2291', stockAfter: 31 }],
      ['stock.adjust', { delta: -1, reason: 'damaged', note: null, stockAfter: 30 }],
    ]);
  });

  it('applies both of two operators’ adjustments made at once', async () => {
    await limitStock('omega-3-plus', 3);
    const answers = await Promise.all([
      adjust('omega-3-plus', { delta: 5, reason: 'received' }),
      adjust('omega-3-plus', { delta: 5, reason: 'received' }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect((await rowOf('omega-3-plus')).stock).toBe(13);
    expect((await historyOf('omega-3-plus')).map((row) => row.stockAfter)).toEqual([13, 8, 3]);
  });

  it('refuses to take the count below zero (409 stock_below_zero with the count), changing and recording nothing', async () => {
    await limitStock('beauty-complex', 4);
    await sell('beauty-complex', 1);
    const res = await adjust('beauty-complex', { delta: -4, reason: 'lost' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'stock_below_zero', stock: 3 });
    expect((await rowOf('beauty-complex')).stock).toBe(3);
    expect(await historyOf('beauty-complex')).toHaveLength(1);
    expect((await auditOf('product', 'beauty-complex')).map((row) => row.action)).toEqual(['stock.limit']);

    await adjustStock('beauty-complex', -3, 'lost');
    expect((await rowOf('beauty-complex')).stock).toBe(0);
  });

  it('refuses a first count over a count another operator set meanwhile (409 stock_changed with that count)', async () => {
    // Both pages showed the product as not limited; the first operator's count stands.
    await limitStock('bcaa-gummies', 12);
    const res = await consolePut('/inventory/bcaa-gummies/limit', { stock: 40, threshold: 5 });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'stock_changed', stock: 12 });
    expect((await rowOf('bcaa-gummies')).stock).toBe(12);
  });

  it('refuses to adjust or set the threshold of a product that is not limited (409 stock_not_limited)', async () => {
    const adjusted = await adjust('whey-vanilla', { delta: 5, reason: 'received' });
    expect(adjusted.status).toBe(409);
    expect(await errorOf(adjusted)).toMatchObject({ code: 'stock_not_limited' });
    const threshold = await consolePut('/inventory/whey-vanilla/threshold', { threshold: 3 });
    expect(await errorOf(threshold)).toMatchObject({ code: 'stock_not_limited' });
    expect((await rowOf('whey-vanilla')).stock).toBeNull();
    expect(await query('select * from stock_movements where product_id = ?', 'whey-vanilla')).toEqual([]);
  });

  it('answers 400 to a bad adjustment or threshold', async () => {
    await limitStock('collagen-gummies', 10);
    for (const body of [
      {},
      { delta: 0, reason: 'received' },
      { delta: 1.5, reason: 'received' },
      { delta: '5', reason: 'received' },
      { delta: 1_000_001, reason: 'received' },
      { delta: 5 },
      { delta: 5, reason: 'stolen' },
      { delta: -1, reason: 'other' },
      { delta: -1, reason: 'other', note: '   ' },
      { delta: 5, reason: 'received', note: 'x'.repeat(201) },
      { stock: 50, threshold: 5 },
    ]) {
      const res = await adjust('collagen-gummies', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await adjust('no-such-product', { delta: 5, reason: 'received' })).status).toBe(400);
    for (const body of [{}, { threshold: -1 }, { threshold: 2.5 }, { threshold: 10_001 }]) {
      expect((await consolePut('/inventory/collagen-gummies/threshold', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await rowOf('collagen-gummies')).toMatchObject({ stock: 10, threshold: 5 });
    expect(await historyOf('collagen-gummies')).toHaveLength(1);
  });
});

import type { AdminStockRow, StockAdjustmentBody, StockLimitBody } from '../../core/api/admin';
import { products } from '../../core/catalogue';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../core/stock';
import type { Db } from '../db/client';
import type { Statement } from '../db/orders';
import { listInventory } from '../db/stock';
import {
  type StockMovement,
  adjustStockStatements,
  limitStockStatements,
  recentMovements,
  stockRow,
  thresholdStatements,
  unlimitStockStatements,
} from '../db/stock-counts';
import { ApiError } from '../lib/errors';
import { productName } from '../lib/names';
import type { Operator } from '../lib/app-env';

/** How many of a product's latest history rows the Inventory page shows. */
const HISTORY_SHOWN = 10;

const historyRow = (row: StockMovement) => ({
  delta: row.delta,
  reason: row.reason,
  note: row.note,
  operator: row.operatorEmail,
  stockAfter: row.stockAfter,
  at: row.createdAt.toISOString(),
});

/** Every product of the catalogue with its stock (null: not limited), threshold and its recent history. */
export async function inventoryRows(db: Db): Promise<AdminStockRow[]> {
  const [levels, history] = await Promise.all([listInventory(db), recentMovements(db, HISTORY_SHOWN)]);
  const byProduct = new Map(levels.map((row) => [row.productId, row]));
  return products().map((product) => {
    const row = byProduct.get(product.id);
    return {
      productId: product.id,
      name: productName(product.id),
      stock: row?.stock ?? null,
      threshold: row?.lowThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
      low: row !== undefined && row.stock <= row.lowThreshold,
      updatedAt: row?.updatedAt?.toISOString() ?? null,
      history: history.filter((movement) => movement.productId === product.id).map(historyRow),
    };
  });
}

/** Runs a change's batch; true when its last statement (the change itself) applied. */
async function applied(db: Db, statements: Statement[]): Promise<boolean> {
  const results = await db.batch(statements as [Statement, ...Statement[]]);
  return (results.at(-1) as D1Result).meta.changes > 0;
}

const notLimited = () => new ApiError(409, 'stock_not_limited', 'The product is not limited: start with a first count');

/**
 * POST /api/admin/inventory/:productId/adjustments: adds or takes away units relative to the count as it
 * stands (sales meanwhile stay sold), with its history and audit rows in the same batch.
 */
export async function adjustStock(db: Db, productId: string, body: StockAdjustmentBody, operator: Operator, now: Date): Promise<void> {
  const change = { productId, operatorEmail: operator.email, now, ...body };
  if (await applied(db, adjustStockStatements(db, change))) return;
  const row = await stockRow(db, productId);
  if (!row) throw notLimited();
  throw new ApiError(409, 'stock_below_zero', 'The count would fall below zero', { stock: row.stock });
}

/** PUT /api/admin/inventory/:productId/limit: the first count, only while the product is not limited; else 409 with the count. */
export async function limitStock(db: Db, productId: string, body: StockLimitBody, operator: Operator, now: Date): Promise<void> {
  if (await applied(db, limitStockStatements(db, { productId, operatorEmail: operator.email, now, ...body }))) return;
  const row = await stockRow(db, productId);
  throw new ApiError(409, 'stock_changed', 'The product is limited already: adjust its count instead', { stock: row?.stock ?? null });
}

/** PUT /api/admin/inventory/:productId/threshold: the low-stock threshold alone. */
export async function setThreshold(db: Db, productId: string, threshold: number, operator: Operator, now: Date): Promise<void> {
  if (!(await applied(db, thresholdStatements(db, { productId, operatorEmail: operator.email, now, threshold })))) throw notLimited();
}

/** DELETE /api/admin/inventory/:productId/limit: the product sells without a count again. */
export async function unlimitStock(db: Db, productId: string, operator: Operator, now: Date): Promise<void> {
  if (!(await applied(db, unlimitStockStatements(db, { productId, operatorEmail: operator.email, now })))) throw notLimited();
}

import type { AdminStockRow, StockBody } from '../../core/api/admin';
import { PRODUCTS } from '../../core/catalogue';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../core/stock';
import { auditStatement } from '../db/audit';
import type { Db } from '../db/client';
import { listInventory, reservedUnits, setStockStatement, unlimitStockStatement } from '../db/stock';
import { contentOf } from '../lib/names';
import type { Operator } from '../lib/app-env';

const english = contentOf('en');

/** Every product of the catalogue with its stock (null: not limited), threshold and the units open orders hold. */
export async function inventoryRows(db: Db): Promise<AdminStockRow[]> {
  const [levels, reserved] = await Promise.all([listInventory(db), reservedUnits(db)]);
  const byProduct = new Map(levels.map((row) => [row.productId, row]));
  return PRODUCTS.map((product) => {
    const row = byProduct.get(product.id);
    return {
      productId: product.id,
      name: english.catalogue[product.id].name,
      stock: row?.stock ?? null,
      threshold: row?.lowThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
      reserved: reserved.get(product.id) ?? 0,
      low: row !== undefined && row.stock <= row.lowThreshold,
      updatedAt: row?.updatedAt?.toISOString() ?? null,
    };
  });
}

/** PUT /api/admin/inventory/:productId: sets the units available to sell (or lifts the limit), audited in the same batch. */
export async function setStock(db: Db, productId: string, change: StockBody, operator: Operator, now: Date): Promise<void> {
  const before = (await listInventory(db)).find((row) => row.productId === productId);
  const audit = auditStatement(db, {
    operatorEmail: operator.email,
    action: change.stock === null ? 'stock.unlimit' : 'stock.set',
    targetType: 'product',
    targetId: productId,
    details: { stock: change.stock, threshold: change.threshold, previousStock: before?.stock ?? null },
    now,
  });
  const write =
    change.stock === null ? unlimitStockStatement(db, productId) : setStockStatement(db, productId, change.stock, change.threshold, now);
  await db.batch([write, audit]);
}

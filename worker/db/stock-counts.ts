import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { StockAdjustmentReason } from '../../core/stock';
import type { Db } from './client';
import { type Statement, insertWhere } from './orders';
import { auditLog, inventory, stockMovements } from './schema';

/**
 * The operator's changes to the counts. None of them writes a count the operator read earlier: an
 * adjustment adds to (or takes from) the count as it is when the batch runs, so sales made meanwhile stay
 * sold, and a first count applies only while the product is still not limited. Each change writes its
 * audit row and its stock history row in the same batch, all three under one condition that the history
 * and audit inserts (placed first) see exactly as the change does; the batch's last statement reports
 * whether it applied.
 */

export type StockMovement = typeof stockMovements.$inferSelect;

interface Change {
  productId: string;
  operatorEmail: string;
  now: Date;
}

const countOf = (productId: string) => sql`(select ${inventory.stock} from ${inventory} where ${inventory.productId} = ${productId})`;
/** D1 binds a JS number as a float: in the audit's JSON a count is written as the integer it is. */
const int = (value: number | SQL) => sql`cast(${value} as integer)`;
const limited = (productId: string) => sql`exists (select 1 from ${inventory} where ${inventory.productId} = ${productId})`;

function audit(db: Db, change: Change, action: string, details: SQL, condition: SQL) {
  const row = { operatorEmail: change.operatorEmail, action, targetType: 'product', targetId: change.productId, createdAt: change.now };
  return insertWhere(db, auditLog, row, condition, { details });
}

type MovementRow = Omit<typeof stockMovements.$inferInsert, 'productId' | 'operatorEmail' | 'delta'> & { delta?: number };

function movement(db: Db, change: Change, row: MovementRow, condition: SQL, computed: { delta?: SQL; stockAfter?: SQL } = {}) {
  const values = { ...row, productId: change.productId, operatorEmail: change.operatorEmail, createdAt: change.now };
  return insertWhere(db, stockMovements, values as typeof stockMovements.$inferInsert, condition, computed);
}

/**
 * Adds `delta` units (negative: takes them away) to the count as it stands, unless the product is not
 * limited or the count would fall below zero. Above its threshold afterwards, the product's low-stock alert is re-armed.
 */
export function adjustStockStatements(
  db: Db,
  change: Change & { delta: number; reason: StockAdjustmentReason; note: string | null },
): Statement[] {
  const { productId, delta, reason, note, now } = change;
  const applies = sql`exists (select 1 from ${inventory} where ${inventory.productId} = ${productId} and ${inventory.stock} + ${delta} >= 0)`;
  const after = sql`(${countOf(productId)} + ${delta})`;
  return [
    audit(
      db,
      change,
      'stock.adjust',
      sql`json_object('delta', ${int(delta)}, 'reason', ${reason}, 'note', ${note}, 'stockAfter', ${int(after)})`,
      applies,
    ),
    movement(db, change, { delta, reason, note }, applies, { stockAfter: after }),
    db
      .update(inventory)
      .set({
        stock: sql`${inventory.stock} + ${delta}`,
        lowAlertedAt: sql`case when ${inventory.stock} + ${delta} > ${inventory.lowThreshold} then null else ${inventory.lowAlertedAt} end`,
        updatedAt: now,
      })
      .where(and(eq(inventory.productId, productId), sql`${inventory.stock} + ${delta} >= 0`)),
  ];
}

/** Starts limiting a product with its first count, only while it is not limited (another operator may have been first). */
export function limitStockStatements(db: Db, change: Change & { stock: number; threshold: number }): Statement[] {
  const { productId, stock, threshold, now } = change;
  const notLimited = sql`not ${limited(productId)}`;
  return [
    audit(db, change, 'stock.limit', sql`json_object('stock', ${int(stock)}, 'threshold', ${int(threshold)})`, notLimited),
    movement(db, change, { delta: stock, reason: 'first_count', note: null, stockAfter: stock }, notLimited),
    db.insert(inventory).values({ productId, stock, lowThreshold: threshold, updatedAt: now }).onConflictDoNothing(),
  ];
}

/** Sets a limited product's low-stock threshold, leaving its count alone; above the new threshold the alert is re-armed. */
export function thresholdStatements(db: Db, change: Change & { threshold: number }): Statement[] {
  const { productId, threshold, now } = change;
  const previous = sql`(select ${inventory.lowThreshold} from ${inventory} where ${inventory.productId} = ${productId})`;
  return [
    audit(
      db,
      change,
      'stock.threshold',
      sql`json_object('threshold', ${int(threshold)}, 'previousThreshold', ${previous})`,
      limited(productId),
    ),
    db
      .update(inventory)
      .set({
        lowThreshold: threshold,
        lowAlertedAt: sql`case when ${inventory.stock} > ${threshold} then null else ${inventory.lowAlertedAt} end`,
        updatedAt: now,
      })
      .where(eq(inventory.productId, productId)),
  ];
}

/** Stops limiting a product: it sells without a count again. The history keeps the count that was dropped. */
export function unlimitStockStatements(db: Db, change: Change): Statement[] {
  const { productId } = change;
  const count = countOf(productId);
  return [
    audit(db, change, 'stock.unlimit', sql`json_object('previousStock', ${count})`, limited(productId)),
    movement(db, change, { reason: 'limit_lifted', note: null }, limited(productId), { delta: sql`-${count}` }),
    db.delete(inventory).where(eq(inventory.productId, productId)),
  ];
}

/** A product's count row, or undefined when it is not limited. */
export async function stockRow(db: Db, productId: string) {
  const [row] = await db.select().from(inventory).where(eq(inventory.productId, productId));
  return row;
}

/** The latest `perProduct` history rows of every product, newest first within each product. */
export async function recentMovements(db: Db, perProduct: number): Promise<StockMovement[]> {
  // Written out: the subquery must name the outer row's column with its table.
  const latest = sql`${stockMovements.id} in (select recent.id from stock_movements as recent where recent.product_id = stock_movements.product_id order by recent.id desc limit ${perProduct})`;
  return db.select().from(stockMovements).where(latest).orderBy(asc(stockMovements.productId), desc(stockMovements.id));
}

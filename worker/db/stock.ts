import { type SQL, and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { type StockLevels, isShownLow, unitsOf } from '../../core/stock';
import type { Db } from './client';
import { inventory, orderLines, orders } from './schema';
import type { Statement } from './orders';

/**
 * Stock in D1 (schema.ts `inventory`, `orders.reserved_units`). An open checkout holds no units: a client
 * that never pays cannot empty the shelf, however many checkouts it opens (docs/decisions/stock-taken-at-payment.md).
 * An order's units leave the shelf in the same batch that records its payment, guarded by a condition on
 * the stock as the batch sees it, so of twenty payments racing for the last five units exactly five take
 * them (D1 runs a batch as one transaction, batches one after another); the others are sold out and refunded.
 * The units come back once, when the order is cancelled.
 */

/** The units per product as one JSON parameter: a cart of fifteen products stays one bound value. */
const unitsJson = (units: ReadonlyMap<string, number>) => JSON.stringify(Object.fromEntries(units));

/** True while every limited product of `units` has that many left (as a statement later in a batch sees it). */
export function enoughStock(units: ReadonlyMap<string, number>): SQL {
  return sql`not exists (select 1 from json_each(${unitsJson(units)}) as wanted join ${inventory} on ${inventory.productId} = wanted.key where ${inventory.stock} < wanted.value)`;
}

/**
 * What the order takes, as the value of its `reserved_units` column: the units of the limited products
 * only, as the batch sees them when the payment is recorded (products not limited take nothing).
 */
function reservedUnitsValue(units: ReadonlyMap<string, number>): SQL {
  return sql`(select nullif(json_group_object(wanted.key, wanted.value), '{}') from json_each(${unitsJson(units)}) as wanted join ${inventory} on ${inventory.productId} = wanted.key)`;
}

/** The units of an order's reservation, per product, for a correlated subquery on `inventory`. */
const reserved = (orderId: string, condition?: SQL) =>
  sql`select taken.key as product_id, taken.value as units from ${orders}, json_each(${orders.reservedUnits}) as taken where ${orders.id} = ${orderId}${condition ? sql` and ${condition}` : sql``}`;

/**
 * Takes the order's units with its payment, before its status moves from `from` (worker/orders/fulfilment.ts; an
 * order in review whose units were gone at payment tries again when the operator accepts it): if every
 * limited product has enough left, the order records what it takes (`reserved_units`, `{}` when nothing it
 * holds is limited) and when (`stock_taken_at`), and the units leave `inventory`. Only an order that has
 * taken nothing yet takes: a repeated payment event, or an order placed when units were taken at checkout,
 * takes nothing more. The second statement matches only the order stamped by the first in this batch (the
 * same instant, still in `from`: the batch moves it on right after).
 */
export function takeStockStatements(
  db: Db,
  orderId: string,
  units: ReadonlyMap<string, number>,
  now: Date,
  from: 'open' | 'needs_review' = 'open',
): Statement[] {
  const untaken = and(eq(orders.id, orderId), eq(orders.status, from), isNull(orders.stockTakenAt));
  const takenNow = and(eq(orders.status, from), eq(orders.stockTakenAt, now))!;
  return [
    db
      .update(orders)
      .set({ reservedUnits: sql`coalesce(${reservedUnitsValue(units)}, '{}')`, stockTakenAt: now })
      .where(and(untaken, enoughStock(units))),
    db
      .update(inventory)
      .set({
        stock: sql`${inventory.stock} - (select units from (${reserved(orderId, takenNow)}) where product_id = ${inventory.productId})`,
        updatedAt: now,
      })
      .where(sql`${inventory.productId} in (select product_id from (${reserved(orderId, takenNow)}))`),
  ];
}

/** The units of each product an order's lines take, packages opened into their products. */
export async function orderUnits(db: Db, orderId: string): Promise<Map<string, number>> {
  return unitsOf(
    await db
      .select({ productId: orderLines.productId, dealId: orderLines.dealId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId)),
  );
}

/**
 * Gives an order's units back when `condition` holds (it ended unpaid, or was cancelled). The order is
 * stamped in the same batch, so a repeat (a redelivered event, the sweep racing an expiry) returns nothing more.
 */
export function releaseStockStatements(db: Db, orderId: string, condition: SQL, now: Date): Statement[] {
  const held = and(isNull(orders.stockReleasedAt), condition)!;
  return [
    db
      .update(inventory)
      .set({
        stock: sql`${inventory.stock} + (select units from (${reserved(orderId, held)}) where product_id = ${inventory.productId})`,
        updatedAt: now,
      })
      .where(sql`${inventory.productId} in (select product_id from (${reserved(orderId, held)}))`),
    db
      .update(orders)
      .set({ stockReleasedAt: now })
      .where(and(eq(orders.id, orderId), held)),
  ];
}

/** The products of `units` that have fewer left than asked, for the shopper's 409. */
export async function shortProducts(db: Db, units: ReadonlyMap<string, number>): Promise<string[]> {
  const rows = await db
    .select({ productId: inventory.productId, stock: inventory.stock })
    .from(inventory)
    .where(inArray(inventory.productId, [...units.keys()]));
  return rows.filter((row) => row.stock < (units.get(row.productId) ?? 0)).map((row) => row.productId);
}

/** Every limited product's stock and threshold. */
export async function listInventory(db: Db) {
  return db.select().from(inventory).orderBy(asc(inventory.productId));
}

/** Products at or under their threshold that the low-stock digest has not named yet. */
export async function newlyLowProducts(db: Db) {
  return db
    .select()
    .from(inventory)
    .where(and(sql`${inventory.stock} <= ${inventory.lowThreshold}`, isNull(inventory.lowAlertedAt)))
    .orderBy(asc(inventory.productId));
}

/** The digest named these products: not again until they are restocked above their threshold. */
export function markLowAlertedStatement(db: Db, productIds: readonly string[], now: Date) {
  return db
    .update(inventory)
    .set({ lowAlertedAt: now })
    .where(and(inArray(inventory.productId, [...productIds]), isNull(inventory.lowAlertedAt)));
}

/** A product alerted on and since restocked above its threshold (by a release, not the operator) is armed again. */
export function rearmRestockedStatement(db: Db) {
  return db
    .update(inventory)
    .set({ lowAlertedAt: null })
    .where(and(isNotNull(inventory.lowAlertedAt), sql`${inventory.stock} > ${inventory.lowThreshold}`));
}

/** What the storefront is told (core/stock.ts StockLevels): the units left of each limited product that is low. */
export async function lowStockLevels(db: Db): Promise<StockLevels> {
  const rows = await db
    .select({ productId: inventory.productId, stock: inventory.stock, threshold: inventory.lowThreshold })
    .from(inventory);
  return Object.fromEntries(
    rows.filter((row) => isShownLow(row.stock, row.threshold)).map((row) => [row.productId, Math.max(0, row.stock)]),
  );
}

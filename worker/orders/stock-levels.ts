import type { StockLevels } from '../../core/stock';
import type { Db } from '../db/client';
import { lowStockLevels } from '../db/stock';

/**
 * How long an isolate keeps the stock levels it read: the storefront's GET /api/stock and the products'
 * structured data read D1 at most this often per isolate, and with the browser's own 30 s
 * (`Cache-Control: max-age=30`) what a shopper sees is at most a minute old. A failed read is not kept:
 * until the next read succeeds, the levels last read answer instead, so a D1 fault at the moment of a
 * refresh does not fail every request of the burst waiting on it.
 */
export const STOCK_LEVELS_KEPT_MS = 30_000;

const kept = new WeakMap<D1Database, { at: number; levels: Promise<StockLevels> }>();
const lastRead = new WeakMap<D1Database, StockLevels>();

export function currentStockLevels(database: D1Database, db: Db, now = Date.now()): Promise<StockLevels> {
  const known = kept.get(database);
  if (known && now - known.at < STOCK_LEVELS_KEPT_MS) return known.levels;
  const previous = lastRead.get(database);
  const levels = lowStockLevels(db).then(
    (read) => {
      lastRead.set(database, read);
      return read;
    },
    (error: unknown) => {
      kept.delete(database);
      if (previous) return previous;
      throw error;
    },
  );
  kept.set(database, { at: now, levels });
  return levels;
}

/** The operator changed a count: this isolate reads it again at once (others within STOCK_LEVELS_KEPT_MS). */
export function forgetStockLevels(database: D1Database): void {
  kept.delete(database);
}

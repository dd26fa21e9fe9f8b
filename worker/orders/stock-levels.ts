import type { StockLevels } from '../../core/stock';
import type { Db } from '../db/client';
import { lowStockLevels } from '../db/stock';

/**
 * How long an isolate keeps the stock levels it read: the storefront's GET /api/stock and the products'
 * structured data read D1 at most this often per isolate, and with the browser's own 30 s
 * (`Cache-Control: max-age=30`) what a shopper sees is at most a minute old. A failed read is not kept:
 * until a read succeeds again, the levels last read answer instead, so a D1 fault at the moment of a
 * refresh does not fail every request of the burst.
 *
 * What is kept is the levels, never the promise of a read: workerd resumes whatever awaits a promise in the
 * context of the request that settled it, and a request whose answer is then written from another
 * request's context fails ("Cannot perform I/O on behalf of a different request"; the bench's bursts on
 * product pages got 500s). So the requests that arrive before the first read has finished each read D1.
 */
export const STOCK_LEVELS_KEPT_MS = 30_000;

const kept = new WeakMap<D1Database, { at: number; levels: StockLevels }>();

export async function currentStockLevels(database: D1Database, db: Db, now = Date.now()): Promise<StockLevels> {
  const known = kept.get(database);
  if (known && now - known.at < STOCK_LEVELS_KEPT_MS) return known.levels;
  try {
    const levels = await lowStockLevels(db);
    kept.set(database, { at: now, levels });
    return levels;
  } catch (error) {
    if (known) return known.levels;
    throw error;
  }
}

/**
 * The operator changed a count: this isolate reads it again at once (others within STOCK_LEVELS_KEPT_MS). The
 * levels stay, out of date, as the answer should that read fail.
 */
export function forgetStockLevels(database: D1Database): void {
  const known = kept.get(database);
  if (known) kept.set(database, { at: -Infinity, levels: known.levels });
}

import type { Db } from '../db/client';
import { listInventory, markLowAlertedStatement, newlyLowProducts, rearmRestockedStatement } from '../db/stock';
import type { Logger } from '../lib/log';
import { type EmailJob, queueEmail } from '../mail/queue';
import { type LowStockLine, stockAlertEmail } from '../mail/templates/stock-alert';
import { productName } from '../lib/names';

export interface StockAlertDeps {
  db: Db;
  queue: Queue<EmailJob>;
  log: Logger;
  /** STOCK_ALERT_EMAIL: where the digest goes. */
  to: string | undefined;
  /** The shop's public origin, for the link to the console (none without PUBLIC_URL). */
  origin: string | null;
}

const lineOf = (row: { productId: string; stock: number; lowThreshold: number }): LowStockLine => ({
  productId: row.productId,
  name: productName(row.productId),
  stock: row.stock,
  threshold: row.lowThreshold,
});

/**
 * The hourly low-stock digest (wrangler.toml cron): one e-mail naming every product that fell to or under
 * its threshold since the last digest. A product is named once, and again only after it was restocked
 * above its threshold (by the operator, or by units coming back from unpaid orders).
 */
export async function sendLowStockDigest(deps: StockAlertDeps, now: Date): Promise<number> {
  await deps.db.batch([rearmRestockedStatement(deps.db)]);
  const low = await newlyLowProducts(deps.db);
  if (low.length === 0) return 0;
  if (!deps.to) {
    deps.log.warn('products are low on stock but STOCK_ALERT_EMAIL is not set: no digest sent', {
      products: low.map((row) => row.productId),
    });
    return 0;
  }
  const inventoryUrl = deps.origin ? `${deps.origin}/admin/inventory` : null;
  await queueEmail(deps, stockAlertEmail(deps.to, low.map(lineOf), inventoryUrl), {
    dedupeKey: `stock-alert:${now.toISOString().slice(0, 13)}`,
  });
  await deps.db.batch([
    markLowAlertedStatement(
      deps.db,
      low.map((row) => row.productId),
      now,
    ),
  ]);
  return low.length;
}

/** What a retried digest says: the products low right now. */
export async function currentLowStock(db: Db): Promise<LowStockLine[]> {
  return (await listInventory(db)).filter((row) => row.stock <= row.lowThreshold).map(lineOf);
}

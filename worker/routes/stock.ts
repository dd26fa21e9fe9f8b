import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { STOCK_LEVELS_KEPT_MS, currentStockLevels } from '../orders/stock-levels';

/**
 * GET /api/stock: the units left of each product that is low or sold out (core/stock.ts); the storefront
 * asks once it runs, so the prerendered first paint never waits for it. Browsers may keep it half a minute.
 */
export const stock = new Hono<AppEnv>().get('/', async (c) => {
  const levels = await currentStockLevels(c.env.DB, c.get('db'));
  c.header('Cache-Control', `public, max-age=${STOCK_LEVELS_KEPT_MS / 1000}`);
  return c.json({ levels });
});

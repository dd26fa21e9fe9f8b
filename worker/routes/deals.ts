import { Hono } from 'hono';
import { LAST_CHANCE_DEAL_PERCENT, LAST_CHANCE_DEAL_VALID_MINUTES } from '../../core/price-rules';
import { insertDealCode } from '../db/deal-codes';
import { newDealCode } from '../orders/random-code';
import type { AppEnv } from '../types';

/**
 * POST /api/deals: issues a last-chance deal code (DESIGN: 25% off subtotal + shipping, valid 10
 * minutes, one use). Issuing is free for anyone; what keeps the deal honest is that each code is spent
 * atomically by the one order that uses it, and that it cannot be combined with a coupon.
 */
export const deals = new Hono<AppEnv>().post('/', async (c) => {
  const now = new Date(Date.now());
  const deal = {
    code: newDealCode(),
    percentOff: LAST_CHANCE_DEAL_PERCENT,
    expiresAt: new Date(now.getTime() + LAST_CHANCE_DEAL_VALID_MINUTES * 60_000),
  };
  await insertDealCode(c.get('db'), deal, now);
  return c.json({ code: deal.code, percentOff: deal.percentOff, expiresAt: deal.expiresAt.toISOString() }, 201);
});

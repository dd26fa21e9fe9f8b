import { Hono } from 'hono';
import { type DealCodeAnswer, dealRequestBody } from '../../core/api/checkout';
import { LAST_CHANCE_DEAL_PERCENT, LAST_CHANCE_DEAL_VALID_MINUTES, qualifiesForDeal } from '../../core/price-rules';
import { priceCart } from '../../core/pricing';
import { issueDealCode } from '../db/deal-codes';
import { clientKeyOf } from '../lib/client-address';
import { clientLimit } from '../lib/client-limits';
import { badRequest } from '../lib/errors';
import { validate } from '../middleware/validate';
import { newDealCode } from '../orders/random-code';
import type { AppEnv } from '../lib/app-env';

/**
 * POST /api/deals { items, shipping }: the last-chance deal for this cart (25% off subtotal +
 * shipping, valid 10 minutes, one use). The worker prices the cart itself and issues a code only when it is
 * over the deal's threshold (400 `deal_not_eligible` otherwise); the code is bound to the client it was
 * issued to, and a client holds at most one open code: asking again answers the same one (200).
 * Checkout refuses it for another client or a cart under the threshold (worker/orders/place-order.ts).
 */
export const deals = new Hono<AppEnv>().post('/', clientLimit('deals'), validate('json', dealRequestBody), async (c) => {
  const { items, shipping } = c.req.valid('json');
  const priced = priceCart({ lines: items, shippingId: shipping.id });
  if (!priced.ok) throw badRequest(priced.code, 'The cart cannot be priced');
  if (!qualifiesForDeal(priced.value.subtotalCents, priced.value.shippingCents)) {
    throw badRequest('deal_not_eligible', 'The deal is for carts over its threshold');
  }
  const now = new Date(Date.now());
  const deal = {
    code: newDealCode(),
    percentOff: LAST_CHANCE_DEAL_PERCENT,
    expiresAt: new Date(now.getTime() + LAST_CHANCE_DEAL_VALID_MINUTES * 60_000),
    clientKey: await clientKeyOf(c),
  };
  const open = await issueDealCode(c.get('db'), deal, now);
  const answer: DealCodeAnswer = { code: open.code, percentOff: open.percentOff, expiresAt: open.expiresAt.toISOString() };
  return c.json(answer, open.code === deal.code ? 201 : 200);
});

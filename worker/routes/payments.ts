import { Hono } from 'hono';
import * as z from 'zod';
import { PRODUCT_IDS } from '../../core/catalogue';
import { DEAL_IDS, isDealId } from '../../core/deals';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../core/language';
import { NEWSLETTER_COUPON_PERCENT } from '../../core/price-rules';
import type { CartLineInput } from '../../core/pricing';
import { DEFAULT_SHIPPING_ID } from '../../core/shipping';
import { couponState } from '../db/coupons';
import { publicOrigin } from '../lib/env';
import { ApiError, badRequest } from '../lib/errors';
import { currentSession } from '../lib/session';
import { validate } from '../middleware/validate';
import { COUPON_CODE_PATTERN } from '../newsletter/coupon-code';
import { type OrderRequest, placeOrder } from '../orders/place-order';
import { countWrongCoupon, refuseCouponGuesser } from '../payments/coupon-guesses';
import { paymentProvider } from '../payments/provider';
import type { AppEnv } from '../types';

/**
 * SPEC §7 call 1 accepts three body shapes. Items may still carry the SPEC's name, price and image:
 * they are display hints, stripped here and never charged. Quantities are checked by core/pricing, so a
 * bad one gets its own code (`invalid_quantity`) rather than a generic schema error.
 */
const item = z.object({
  /** A product id, or a package-deal id for a package line in the cart (the two sets never overlap). */
  id: z.string().min(1).max(64),
  quantity: z.number().default(1),
});
const items = z
  .array(item)
  .max(PRODUCT_IDS.length + DEAL_IDS.length)
  .refine((list) => new Set(list.map((i) => i.id)).size === list.length, 'Each id appears once');
const code = z.string().trim().toUpperCase().max(32);
const language = z.enum(LANGUAGES).default(DEFAULT_LANGUAGE);

const packageBody = z.object({
  packageDeal: z.object({ id: z.string().min(1).max(64) }),
  language,
});
const cartBody = z.object({
  items,
  shipping: z.object({ id: z.string().min(1).max(64) }),
  dealClaimed: z.boolean().default(false),
  dealCode: code.nullable().default(null),
  couponCode: code.nullable().default(null),
  language,
});
const buyNowBody = z.object({ items: items.length(1), language });

const createPaymentBody = z.union([packageBody, cartBody, buyNowBody]);
type CreatePaymentBody = z.infer<typeof createPaymentBody>;

function lineOf({ id, quantity }: z.infer<typeof item>): CartLineInput {
  return isDealId(id) ? { dealId: id, quantity } : { productId: id, quantity };
}

function orderRequest(body: CreatePaymentBody): Omit<OrderRequest, 'user'> {
  if ('packageDeal' in body) {
    // Packages ship free whatever the option, so the default option is as good as any.
    return {
      kind: 'package',
      lines: [{ dealId: body.packageDeal.id, quantity: 1 }],
      shippingId: DEFAULT_SHIPPING_ID,
      dealCode: null,
      couponCode: null,
      language: body.language,
    };
  }
  if ('shipping' in body) {
    const dealCode = body.dealCode || null;
    if (body.dealClaimed && dealCode === null) throw badRequest('invalid_deal_code', 'dealClaimed needs its dealCode');
    return {
      kind: 'cart',
      lines: body.items.map(lineOf),
      shippingId: body.shipping.id,
      dealCode,
      couponCode: body.couponCode || null,
      language: body.language,
    };
  }
  return {
    kind: 'buy_now',
    lines: body.items.map(lineOf),
    shippingId: DEFAULT_SHIPPING_ID,
    dealCode: null,
    couponCode: null,
    language: body.language,
  };
}

export const payments = new Hono<AppEnv>()
  .post('/create-payment', validate('json', createPaymentBody), async (c) => {
    const request = orderRequest(c.req.valid('json'));
    const provider = paymentProvider(c.env);
    const db = c.get('db');
    if (request.couponCode !== null) await refuseCouponGuesser(c);
    const session = await currentSession(c);
    const buyer = session && { id: session.user.id, email: session.user.email, newsletterSubscriber: session.newsletterSubscriber };
    try {
      const result = await placeOrder(
        { ...request, user: buyer },
        { db, provider, origin: publicOrigin(c.env, c.req.url), now: new Date(Date.now()), log: c.get('log') },
      );
      return c.json(result);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_coupon') await countWrongCoupon(c);
      throw error;
    }
  })
  /** The cart's 'Have a code?' field: is this newsletter coupon good for an order right now? */
  .post('/coupons/check', validate('json', z.object({ code })), async (c) => {
    const { code: couponCode } = c.req.valid('json');
    await refuseCouponGuesser(c);
    const state = COUPON_CODE_PATTERN.test(couponCode) ? await couponState(c.get('db'), couponCode) : undefined;
    if (state === undefined) {
      await countWrongCoupon(c);
      throw badRequest('invalid_coupon', 'Unknown coupon');
    }
    if (state === 'used') throw badRequest('coupon_used', 'This coupon has already been used');
    return c.json({ code: couponCode, percentOff: NEWSLETTER_COUPON_PERCENT });
  });

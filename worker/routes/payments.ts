import { Hono } from 'hono';
import { type CreatePaymentBody, cartLineOf, couponCheckBody, createPaymentBody } from '../../core/api/checkout';
import { NEWSLETTER_COUPON_PERCENT } from '../../core/price-rules';
import { DEFAULT_SHIPPING_ID } from '../../core/shipping';
import { couponState } from '../db/coupons';
import { publicOrigin } from '../lib/env';
import { clientKeyOf } from '../lib/client-address';
import { clientLimit } from '../lib/client-limits';
import { ApiError, badRequest } from '../lib/errors';
import { currentSession } from '../auth/current-session';
import { validate } from '../middleware/validate';
import { COUPON_CODE_PATTERN } from '../newsletter/coupon-code';
import { type OrderRequest, placeOrder } from '../orders/place-order';
import { countWrongCoupon, refuseCouponGuesser } from '../payments/coupon-guesses';
import { checkoutKeyForBrowser } from '../payments/checkout-token';
import { paymentProvider } from '../payments/provider';
import type { AppEnv } from '../types';

function orderRequest(body: CreatePaymentBody): Omit<OrderRequest, 'user' | 'clientKey' | 'checkoutKey' | 'ageConfirmed'> {
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
      lines: body.items.map(cartLineOf),
      shippingId: body.shipping.id,
      dealCode,
      couponCode: body.couponCode || null,
      language: body.language,
    };
  }
  return {
    kind: 'buy_now',
    lines: body.items.map(cartLineOf),
    shippingId: DEFAULT_SHIPPING_ID,
    dealCode: null,
    couponCode: null,
    language: body.language,
  };
}

export const payments = new Hono<AppEnv>()
  .post('/create-payment', clientLimit('create-payment'), validate('json', createPaymentBody), async (c) => {
    const body = c.req.valid('json');
    const request = { ...orderRequest(body), ageConfirmed: body.ageConfirmed };
    const provider = paymentProvider(c.env);
    const origin = publicOrigin(c.env, c.req.url);
    const db = c.get('db');
    if (request.couponCode !== null) await refuseCouponGuesser(c);
    const session = await currentSession(c);
    const buyer = session && { id: session.user.id, email: session.user.email, newsletterSubscriber: session.newsletterSubscriber };
    const clientKey = await clientKeyOf(c);
    const checkoutKey = provider.name === 'local' ? await checkoutKeyForBrowser(c) : undefined;
    try {
      const result = await placeOrder(
        { ...request, user: buyer, clientKey, checkoutKey },
        { db, provider, origin, now: new Date(Date.now()), log: c.get('log') },
      );
      return c.json(result);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_coupon') await countWrongCoupon(c);
      throw error;
    }
  })
  /** The cart's 'Have a code?' field: is this newsletter coupon good for an order right now? */
  .post('/coupons/check', clientLimit('coupons-check'), validate('json', couponCheckBody), async (c) => {
    const { code: couponCode } = c.req.valid('json');
    await refuseCouponGuesser(c);
    const state = COUPON_CODE_PATTERN.test(couponCode) ? await couponState(c.get('db'), couponCode) : undefined;
    if (state === undefined) {
      await countWrongCoupon(c);
      throw badRequest('invalid_coupon', 'Unknown coupon');
    }
    if (state === 'unconfirmed') throw badRequest('coupon_unconfirmed', 'The subscriber has not confirmed the address yet');
    if (state === 'used') throw badRequest('coupon_used', 'This coupon has already been used');
    return c.json({ code: couponCode, percentOff: NEWSLETTER_COUPON_PERCENT });
  });

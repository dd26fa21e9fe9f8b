import { Hono } from 'hono';
import { type CreatePaymentBody, couponCheckBody, createPaymentBody } from '../../core/api/checkout';
import { NEWSLETTER_COUPON_PERCENT } from '../../core/price-rules';
import { DEFAULT_SHIPPING_ID } from '../../core/shipping';
import { couponHolder } from '../db/coupons';
import { publicOrigin } from '../lib/env';
import { clientKeyOf } from '../lib/client-address';
import { clientLimit } from '../lib/client-limits';
import { ApiError, badRequest } from '../lib/errors';
import { currentSession } from '../auth/current-session';
import { validate } from '../middleware/validate';
import { COUPON_CODE_PATTERN } from '../newsletter/coupon-code';
import { type OrderRequest, placeOrder } from '../orders/place-order';
import { couponBuyerEmail } from '../payments/coupon-buyer';
import { countWrongCoupon, refuseCouponGuesser } from '../payments/coupon-guesses';
import { checkoutKeyForBrowser } from '../payments/checkout-token';
import { paymentProvider } from '../payments/provider';
import type { AppEnv } from '../lib/app-env';

function orderRequest(body: CreatePaymentBody): Omit<OrderRequest, 'user' | 'clientKey' | 'checkoutKey' | 'ageConfirmed'> {
  if ('packageDeal' in body) {
    // Packages ship free whatever the option, so the default option is as good as any.
    return {
      kind: 'package',
      lines: [{ dealId: body.packageDeal.id, quantity: 1 }],
      shippingId: DEFAULT_SHIPPING_ID,
      dealCode: null,
      couponCode: null,
      couponEmail: null,
      language: body.language,
      catalogueVersion: body.catalogueVersion,
    };
  }
  if ('shipping' in body) {
    const dealCode = body.dealCode || null;
    if (body.dealClaimed && dealCode === null) throw badRequest('invalid_deal_code', 'dealClaimed needs its dealCode');
    return {
      kind: 'cart',
      lines: body.items,
      shippingId: body.shipping.id,
      dealCode,
      couponCode: body.couponCode || null,
      couponEmail: body.couponEmail,
      language: body.language,
      catalogueVersion: body.catalogueVersion,
    };
  }
  return {
    kind: 'buy_now',
    lines: body.items,
    shippingId: DEFAULT_SHIPPING_ID,
    dealCode: null,
    couponCode: null,
    couponEmail: null,
    language: body.language,
    catalogueVersion: body.catalogueVersion,
  };
}

/** Counted as a guess: a code nobody holds, or a code with an address that is not its mailbox (the same answer). */
const WRONG_COUPON = new Set(['invalid_coupon']);

/**
 * A guest's coupon needs the e-mail it was sent to, asked of any well-formed code before it is looked up: asked
 * only for a real code, it would tell which codes exist.
 */
function requireCouponEmail(code: string, signedIn: boolean, email: string | null | undefined) {
  if (COUPON_CODE_PATTERN.test(code) && !signedIn && !email)
    throw badRequest('coupon_email_required', 'Type the e-mail address the coupon was sent to');
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
    const buyer = session && {
      id: session.user.id,
      email: session.user.email,
      newsletterSubscriber: session.newsletterSubscriber,
      member: session.member,
    };
    if (request.couponCode !== null) requireCouponEmail(request.couponCode, buyer !== null, request.couponEmail);
    const clientKey = await clientKeyOf(c);
    const browser = await checkoutKeyForBrowser(c);
    try {
      const result = await placeOrder(
        { ...request, user: buyer, clientKey, checkoutKey: browser.key, returningBrowser: browser.returning },
        { db, provider, origin, now: new Date(Date.now()), log: c.get('log'), env: c.env },
      );
      return c.json(result);
    } catch (error) {
      if (error instanceof ApiError && WRONG_COUPON.has(error.code)) await countWrongCoupon(c);
      throw error;
    }
  })
  /** The cart's 'Have a code?' field: is this newsletter coupon good for this buyer's order right now? */
  .post('/coupons/check', clientLimit('coupons-check'), validate('json', couponCheckBody), async (c) => {
    const { code: couponCode, email } = c.req.valid('json');
    await refuseCouponGuesser(c);
    const session = await currentSession(c);
    requireCouponEmail(couponCode, session !== null, email);
    const holder = COUPON_CODE_PATTERN.test(couponCode) ? await couponHolder(c.get('db'), couponCode) : undefined;
    if (holder === undefined) {
      await countWrongCoupon(c);
      throw badRequest('invalid_coupon', 'Unknown coupon');
    }
    try {
      couponBuyerEmail(holder, session?.user.email ?? null, email);
    } catch (error) {
      if (error instanceof ApiError && WRONG_COUPON.has(error.code)) await countWrongCoupon(c);
      throw error;
    }
    const { state } = holder;
    if (state === 'unconfirmed') throw badRequest('coupon_unconfirmed', 'The subscriber has not confirmed the address yet');
    if (state === 'used') throw badRequest('coupon_used', 'This coupon has already been used');
    return c.json({ code: couponCode, percentOff: NEWSLETTER_COUPON_PERCENT });
  });

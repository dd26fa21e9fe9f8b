import type { Context } from 'hono';
import { COUPON_GUESS_LIMIT } from '../../core/rate-limits';
import { RateLimitUnavailable, countFailure, refuseWhileSpent } from '../lib/rate-limit';
import type { AppEnv } from '../lib/app-env';

/*
 * Newsletter coupons are worth 20% and there are only 36^6 of them, so wrong codes are counted per
 * network address (Cloudflare names it in CF-Connecting-IP), at the cart's check and at checkout alike.
 * Both fail open when KV cannot answer: a coupon is worth less than a shopper's checkout.
 */

const keyOf = (c: Context<AppEnv>) => `rl:couponGuess:${c.req.header('CF-Connecting-IP') ?? 'unknown'}`;

/** 429 `rate_limited` while this address has spent its wrong codes, whatever the code it sends now. */
export function refuseCouponGuesser(c: Context<AppEnv>): Promise<void> {
  return failingOpen(c, 'coupon guesses not checked', () => refuseWhileSpent(c.env.RATE_LIMIT, COUPON_GUESS_LIMIT, keyOf(c)));
}

/** Counts a code that named no coupon. */
export function countWrongCoupon(c: Context<AppEnv>): Promise<void> {
  return failingOpen(c, 'wrong coupon not counted', () => countFailure(c.env.RATE_LIMIT, COUPON_GUESS_LIMIT, keyOf(c)));
}

async function failingOpen(c: Context<AppEnv>, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (!(err instanceof RateLimitUnavailable)) throw err;
    c.get('log').warn(`${what}: rate limit unavailable`, { error: err.cause });
  }
}

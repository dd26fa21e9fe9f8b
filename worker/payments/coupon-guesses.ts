import type { Context } from 'hono';
import { COUPON_GUESS_LIMIT } from '../../core/rate-limits';
import { clientKeyOf } from '../lib/client-address';
import { RateLimitUnavailable, countFailure, refuseWhileSpent } from '../lib/rate-limit';
import type { AppEnv } from '../lib/app-env';

/*
 * Newsletter coupons are worth 20% and there are only 36^6 of them, so wrong codes are counted per client
 * (lib/client-address.ts: an IPv6 address by its /64, which one phone or household can rotate through at
 * will), at the cart's check and at checkout alike, under a keyed hash rather than the address itself.
 * Both fail open when KV cannot answer: a coupon is worth less than a shopper's checkout.
 */

const keyOf = async (c: Context<AppEnv>) => `rl:couponGuess:${await clientKeyOf(c)}`;

/** 429 `rate_limited` while this client has spent its wrong codes, whatever the code it sends now. */
export function refuseCouponGuesser(c: Context<AppEnv>): Promise<void> {
  return failingOpen(c, 'coupon guesses not checked', async () => refuseWhileSpent(c.env.RATE_LIMIT, COUPON_GUESS_LIMIT, await keyOf(c)));
}

/** Counts a code that named no coupon. */
export function countWrongCoupon(c: Context<AppEnv>): Promise<void> {
  return failingOpen(c, 'wrong coupon not counted', async () => countFailure(c.env.RATE_LIMIT, COUPON_GUESS_LIMIT, await keyOf(c)));
}

async function failingOpen(c: Context<AppEnv>, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (!(err instanceof RateLimitUnavailable)) throw err;
    c.get('log').warn(`${what}: rate limit unavailable`, { error: err.cause });
  }
}

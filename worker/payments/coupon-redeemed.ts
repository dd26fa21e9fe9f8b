import { keyedHash } from '../lib/keyed-hash';

/**
 * What marks a mailbox that used a newsletter coupon, on the coupon's order: a keyed hash, so the order can
 * keep it after the account is deleted (which erases the order's address and mailbox) without naming anyone,
 * and a paid one still makes a new subscription's coupon a second order's (db/orders.ts
 * hasRedeemedCoupon). Its own label of lib/keyed-hash.ts's keyedHash.
 */
export function couponMailboxHash(env: Pick<Env, 'ANALYTICS_HASH_KEY' | 'ENVIRONMENT'>, mailbox: string): Promise<string> {
  return keyedHash(env, 'coupon-redeemed-mailbox', mailbox);
}

import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { HOST_COOKIE } from '../auth/cookies';
import { toBase64Url } from '../lib/encoding';
import { keyedHash } from '../lib/keyed-hash';
import type { AppEnv } from '../lib/app-env';

/**
 * The browser that placed an order: placing one (local or Stripe) gives the browser a random token in this
 * cookie (kept for its next orders), and the order stores the keyed hash of it (`orders.checkout_key`). The
 * local test-payment page's Pay and Cancel act only for that browser, and only it sees the shipment's
 * tracking on the order's status page; anyone else who knows a reference gets a refusal, or the status
 * without the tracking. Its next checkout closes its earlier one if still open (orders/earlier-checkouts.ts).
 * It lasts 30 days, long enough for an order to ship and arrive.
 */
const COOKIE = '__Host-vitaglow_checkout';
const ATTRIBUTES = { ...HOST_COOKIE, maxAge: 30 * 24 * 60 * 60 };

const keyOf = (c: Context<AppEnv>, token: string) => keyedHash(c.env, 'checkout', token);

/**
 * The placing browser's checkout key, giving it a token first if it has none; `returning` when it had one,
 * so it may have placed orders before (a new token has none to look for).
 */
export async function checkoutKeyForBrowser(c: Context<AppEnv>): Promise<{ key: string; returning: boolean }> {
  let token = getCookie(c, COOKIE);
  const returning = !!token && /^[A-Za-z0-9_-]{43}$/.test(token);
  if (!returning) token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  setCookie(c, COOKIE, token!, ATTRIBUTES);
  return { key: await keyOf(c, token!), returning };
}

/** Whether this browser placed the order holding `checkoutKey`. */
export async function isPlacingBrowser(c: Context<AppEnv>, checkoutKey: string | null): Promise<boolean> {
  const token = getCookie(c, COOKIE);
  return !!token && checkoutKey !== null && (await keyOf(c, token)) === checkoutKey;
}

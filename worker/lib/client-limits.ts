import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { clientAddress } from './client-address';
import { ApiError } from './errors';

/**
 * Per-client bursts on the API's unauthenticated writes, through the Workers Rate Limiting binding
 * (wrangler.toml `[[ratelimits]]`), keyed by route and client address. They stop a script replaying a
 * request; the per-e-mail windows in KV (lib/rate-limit.ts) keep the limits the shopper's messages describe.
 * The limits are per minute and generous: a shopper behind a shared address (an office, a mobile carrier's
 * NAT) does not meet them. docs/security-and-limits.md ("Limits") lists them.
 */
export const CLIENT_LIMITS = {
  'create-payment': 'CLIENT_BURST_STANDARD',
  'create-checkout': 'CLIENT_BURST_STRICT',
  'membership-change': 'CLIENT_BURST_STRICT',
  deals: 'CLIENT_BURST_STRICT',
  'coupons-check': 'CLIENT_BURST_STANDARD',
  newsletter: 'CLIENT_BURST_STRICT',
  'newsletter-confirm': 'CLIENT_BURST_STANDARD',
  signup: 'CLIENT_BURST_STRICT',
  signin: 'CLIENT_BURST_STANDARD',
  forgot: 'CLIENT_BURST_STRICT',
  verify: 'CLIENT_BURST_STANDARD',
  'sign-in-link': 'CLIENT_BURST_STANDARD',
  reset: 'CLIENT_BURST_STANDARD',
  unsubscribe: 'CLIENT_BURST_STANDARD',
  'order-lookup': 'CLIENT_BURST_STRICT',
  'order-status': 'CLIENT_BURST_STANDARD',
  support: 'CLIENT_BURST_STRICT',
  'review-read': 'CLIENT_BURST_STANDARD',
  'review-write': 'CLIENT_BURST_STRICT',
} as const satisfies Record<string, 'CLIENT_BURST_STRICT' | 'CLIENT_BURST_STANDARD'>;

export type ClientLimitedRoute = keyof typeof CLIENT_LIMITS;

/** Both bindings count per minute: a refused client is told to wait that long. */
const PERIOD_SECONDS = 60;

/**
 * The first thing the route does: over the limit, 429 `rate_limited` (scope `client`, so the page can tell it from
 * the per-e-mail and wrong-code limits) with Retry-After, before anything is
 * read, written, sent to Stripe or mailed. If the limit store itself fails the request goes through (a
 * warning is logged): the per-e-mail windows still stand, and shoppers are not refused for an outage.
 */
export function clientLimit(route: ClientLimitedRoute) {
  return createMiddleware<AppEnv>(async (c, next) => {
    let allowed = true;
    try {
      ({ success: allowed } = await c.env[CLIENT_LIMITS[route]].limit({ key: `${route}:${clientAddress(c)}` }));
    } catch (error) {
      c.get('log').warn('client limit not checked: the rate limiter failed', { route, error });
    }
    if (!allowed)
      throw new ApiError(429, 'rate_limited', 'Too many requests from this client', { retryAfter: PERIOD_SECONDS, scope: 'client' });
    await next();
  });
}

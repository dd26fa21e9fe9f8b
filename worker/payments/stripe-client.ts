import Stripe from 'stripe';
import { ApiError } from '../lib/errors';
import { isDevelopment } from '../lib/env';

/**
 * The Stripe API version the shop's requests and webhook handlers are written for, and the local Stripe
 * fake with them (tools/stripe-fake/fake.ts). Pinned, so an SDK upgrade cannot change the API under the shop:
 * the webhook endpoint must use this version too (README, "Deploying").
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** `YYYY-MM-DD.<release>`: Stripe's API version names, the release (`endive`) after the date. */
const API_VERSION_NAME = /^\d{4}-\d{2}-\d{2}\.([a-z]+)$/;

const releaseOf = (version: unknown) => (typeof version === 'string' ? API_VERSION_NAME.exec(version)?.[1] : undefined);

/**
 * Whether an event built in `version` has the shapes the handlers read: the versions of one release are
 * backward-compatible (only additions), so any date of the pinned release is; another release can have
 * breaking changes, and a missing or malformed version says nothing.
 */
export function isPinnedRelease(version: unknown): boolean {
  const release = releaseOf(version);
  return release !== undefined && release === releaseOf(STRIPE_API_VERSION);
}

/** Retries use the idempotency key we pass, so a repeated POST never creates a second session. */
const MAX_NETWORK_RETRIES = 2;
/** Milliseconds; a checkout that cannot reach Stripe fails fast rather than holding the shopper. */
const TIMEOUT_MS = 10_000;

/**
 * The Stripe SDK in its Workers form: fetch for HTTP. `fetch` is looked up on each call so tests can
 * stub the global inside workerd. The key comes from the environment only. `apiBase` sends the API calls
 * elsewhere (the local fake, or Stripe's stripe-mock): development and tests only, see stripeClient().
 */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient((input, init) => fetch(input, init)),
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: TIMEOUT_MS,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/**
 * The Stripe client for this environment, or null without a key. STRIPE_API_BASE is honoured in
 * development only: a production worker with it set refuses to take payments (503) rather than send
 * shoppers' payments to a fake.
 */
export function stripeClient(env: Env): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  if (env.STRIPE_API_BASE && !isDevelopment(env)) {
    const refusal = new ApiError(503, 'payments_unavailable', 'No payment provider is configured');
    // Logged by the error handler as a failing dependency, for the operator to see.
    refusal.cause = new Error('STRIPE_API_BASE is set outside development: Stripe calls refused');
    throw refusal;
  }
  return createStripeClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE || undefined);
}

/**
 * Stripe answered 4xx: our request is wrong (or the key is), so retrying would not help. A 429 (rate or
 * lock limit) is a passing state like a 5xx or an unreachable API.
 */
export function isStripeRefusal(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeError &&
    error.statusCode !== undefined &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    error.statusCode !== 429
  );
}

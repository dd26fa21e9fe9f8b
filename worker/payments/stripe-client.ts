import Stripe from 'stripe';

/** Retries use the idempotency key we pass, so a repeated POST never creates a second session. */
const MAX_NETWORK_RETRIES = 2;
/** Milliseconds; a checkout that cannot reach Stripe fails fast rather than holding the shopper. */
const TIMEOUT_MS = 10_000;

/**
 * The Stripe SDK in its Workers form: fetch for HTTP. `fetch` is looked up on each call so tests can
 * stub the global inside workerd. The key comes from the environment only.
 */
export function createStripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient((input, init) => fetch(input, init)),
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: TIMEOUT_MS,
  });
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

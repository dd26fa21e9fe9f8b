/**
 * How long a Stripe Checkout session stays open. Stripe refuses an `expires_at` less than 30 minutes after
 * it receives the create request (https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-expires_at),
 * so the time is taken when the request is built, with a margin for what can pass before Stripe reads it:
 * the SDK's retries (3 attempts of up to 10 s each, plus backoff) and clock skew. An abandoned checkout
 * still hands its deal code or coupon back within 35 minutes.
 */
export const CHECKOUT_LIFETIME_MS = 35 * 60_000;

/** The `expires_at` (Unix seconds, rounded up) of a session whose request is built at `nowMs`. */
export function checkoutExpiresAt(nowMs: number): number {
  return Math.ceil((nowMs + CHECKOUT_LIFETIME_MS) / 1000);
}

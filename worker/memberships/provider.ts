import type Stripe from 'stripe';
import { ApiError } from '../lib/errors';
import { shopEnvironmentOf } from '../payments/environment-marker';
import { localPaymentsEnabled } from '../payments/provider';
import { stripeClient } from '../payments/stripe-client';
import { automaticTax } from '../payments/tax';

/**
 * `automaticTax`: Stripe Tax computes the sales tax of each invoice (STRIPE_TAX=on, worker/payments/tax.ts).
 * `shopEnvironment`: this deployment's marker, in the session's and the subscription's metadata.
 */
export type MembershipProvider = { name: 'local' } | { name: 'stripe'; stripe: Stripe; automaticTax: boolean; shopEnvironment?: string };

/**
 * The same choice as for orders (worker/payments/provider.ts): the local test provider in development
 * with PAYMENTS=local, Stripe with PAYMENTS=stripe and its key, otherwise 503 `payments_unavailable`.
 */
export function membershipProvider(env: Env): MembershipProvider {
  if (localPaymentsEnabled(env)) return { name: 'local' };
  const stripe = env.PAYMENTS === 'stripe' ? stripeClient(env) : null;
  if (stripe) return { name: 'stripe', stripe, automaticTax: automaticTax(env), shopEnvironment: shopEnvironmentOf(env) };
  throw new ApiError(503, 'payments_unavailable', 'No payment provider is configured');
}

import type Stripe from 'stripe';
import { ApiError } from '../lib/errors';
import { localPaymentsEnabled } from '../payments/provider';
import { createStripeClient } from '../payments/stripe-client';

export type MembershipProvider = { name: 'local' } | { name: 'stripe'; stripe: Stripe };

/**
 * The same choice as for orders (worker/payments/provider.ts): the local test provider in development
 * with PAYMENTS=local, Stripe with PAYMENTS=stripe and its key, otherwise 503 `payments_unavailable`.
 */
export function membershipProvider(env: Env): MembershipProvider {
  if (localPaymentsEnabled(env)) return { name: 'local' };
  if (env.PAYMENTS === 'stripe' && env.STRIPE_SECRET_KEY) return { name: 'stripe', stripe: createStripeClient(env.STRIPE_SECRET_KEY) };
  throw new ApiError(503, 'payments_unavailable', 'No payment provider is configured');
}

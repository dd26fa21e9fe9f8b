import { ApiError } from '../lib/errors';
import { isDevelopment } from '../lib/env';
import { shopEnvironmentOf } from './environment-marker';
import { localProvider } from './local';
import { stripeClient } from './stripe-client';
import { stripeProvider } from './stripe';
import { automaticTax } from './tax';
import type { PaymentProvider } from './checkout';

export type { CheckoutOrder, CheckoutSession, PaymentProvider } from './checkout';
export { CheckoutRefused } from './checkout';

/**
 * PAYMENTS picks the provider. `local` exists only in development, so a misconfigured production
 * worker refuses to sell (503 payments_unavailable) rather than hand out free test orders; `stripe`
 * needs its secret key from the environment.
 */
export function paymentProvider(env: Env): PaymentProvider {
  if (env.PAYMENTS === 'local' && isDevelopment(env)) return localProvider;
  const stripe = env.PAYMENTS === 'stripe' ? stripeClient(env) : null;
  if (stripe) return stripeProvider(stripe, { automaticTax: automaticTax(env), shopEnvironment: shopEnvironmentOf(env) });
  throw new ApiError(503, 'payments_unavailable', 'No payment provider is configured');
}

/** True when the worker-rendered test-payment page may be served. */
export function localPaymentsEnabled(env: Env): boolean {
  return env.PAYMENTS === 'local' && isDevelopment(env);
}

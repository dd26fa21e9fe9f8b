import { STRIPE_WEBHOOK_EVENTS } from '../../worker/payments/webhook-events.ts';
import { type StripeFakeServer, startStripeFakeServer } from './server.ts';

/** The Stripe settings `npm start` (and the browser tests) hand to `wrangler dev`, and the fake it started. */
export interface StripeDevSetup {
  vars: Record<string, string>;
  /** The fake this process started, if STRIPE_API_BASE named a free loopback port. */
  fake?: StripeFakeServer;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * PAYMENTS=stripe for a local run. With STRIPE_API_BASE on this machine's loopback, the SDK talks to
 * whatever answers there (Stripe's stripe-mock, a fake started by hand); if nothing does, the local Stripe
 * fake is started there, sending its signed webhooks to this worker with the same signing secret.
 */
export async function stripeForDev(env: Record<string, string | undefined>, workerOrigin: string): Promise<StripeDevSetup> {
  const key = env.STRIPE_SECRET_KEY ?? '';
  if (!/^(sk|rk)_test_/.test(key)) throw new Error('PAYMENTS=stripe needs STRIPE_SECRET_KEY set to a test key (sk_test_…)');
  const vars: Record<string, string> = { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: key };
  const base = env.STRIPE_API_BASE;
  if (!base) {
    if (env.STRIPE_WEBHOOK_SECRET) vars.STRIPE_WEBHOOK_SECRET = env.STRIPE_WEBHOOK_SECRET;
    return { vars };
  }
  const url = new URL(base);
  const secret = env.STRIPE_WEBHOOK_SECRET || `whsec_local_${crypto.randomUUID().replaceAll('-', '')}`;
  Object.assign(vars, { STRIPE_API_BASE: url.origin, STRIPE_WEBHOOK_SECRET: secret });
  if (!LOOPBACK.has(url.hostname) || (await answers(url.origin))) return { vars };
  const fake = await startStripeFakeServer({
    port: Number(url.port || 80),
    host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname.replace(/^\[|\]$/g, ''),
    webhookUrl: `${workerOrigin}/api/stripe/webhook`,
    webhookSecret: secret,
    enabledEvents: STRIPE_WEBHOOK_EVENTS,
  });
  return { vars: { ...vars, STRIPE_API_BASE: fake.url }, fake };
}

async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(origin, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

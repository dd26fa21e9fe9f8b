import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type Stripe from 'stripe';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { FAKE_STRIPE_BASE, installStripeFake } from '../support/stripe-fake-workerd';
import app from '../../worker/index';
import { createStripeClient } from '../../worker/payments/stripe-client';
import { STRIPE_WEBHOOK_EVENTS } from '../../worker/payments/webhook-events';
import { signedInUser } from './auth-helpers';
import { clientOfBody, newClientAddress, ORIGIN } from './http';

/** The worker's bindings for Stripe against the local fake (STRIPE_API_BASE), as `npm start` sets them. */
export const STRIPE_WITH_FAKE = {
  PAYMENTS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_vitaglow_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_vitaglow_fake',
  STRIPE_API_BASE: FAKE_STRIPE_BASE,
} satisfies Partial<Env>;

/** Runs the worker with the Stripe bindings (and others replaced), waiting for what it left running after answering. */
export async function workerWithStripe(request: Request, bindings: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(request, { ...env, ...STRIPE_WITH_FAKE, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/**
 * The strict Stripe fake for this test, answering the SDK's calls inside workerd and delivering signed
 * webhooks to the worker (its endpoint enabled for the events README lists). Install in beforeEach:
 * vi.restoreAllMocks() removes it.
 */
export function useStripeFake(): StripeFake {
  return installStripeFake({
    url: `${ORIGIN}/api/stripe/webhook`,
    secret: STRIPE_WITH_FAKE.STRIPE_WEBHOOK_SECRET,
    enabledEvents: STRIPE_WEBHOOK_EVENTS,
    send: (request) => workerWithStripe(request),
  });
}

/** The Stripe SDK as the shop's operator (or the Dashboard) would use it, against the fake. */
export function operatorStripe(): Stripe {
  return createStripeClient(STRIPE_WITH_FAKE.STRIPE_SECRET_KEY, FAKE_STRIPE_BASE);
}

/** Calls the worker as the storefront does, with the Stripe bindings. */
export function callWithStripe(path: string, init: RequestInit = {}, bindings: Partial<Env> = {}): Promise<Response> {
  const headers = new Headers({
    Origin: ORIGIN,
    'Sec-Fetch-Site': 'same-origin',
    'Content-Type': 'application/json',
    'CF-Connecting-IP': clientOfBody(init.body) ?? newClientAddress(),
  });
  new Headers(init.headers).forEach((value, name) => headers.set(name, value));
  return workerWithStripe(new Request(new URL(path, ORIGIN), { ...init, headers }), bindings);
}

/** A signed-in shopper who has just paid a monthly membership on the fake's Checkout (`sessionId`). */
export async function stripeMember(fake: StripeFake): Promise<{ cookie: string; email: string; sessionId: string }> {
  const { cookie, email } = await signedInUser();
  const started = await callWithStripe('/api/create-checkout', {
    method: 'POST',
    body: JSON.stringify({ priceType: 'monthly' }),
    headers: { Cookie: cookie },
  });
  const sessionId = new URL(((await started.json()) as { url: string }).url).pathname.split('/').pop()!;
  await fake.pay(sessionId, { email });
  return { cookie, email, sessionId };
}

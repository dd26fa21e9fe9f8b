import type Stripe from 'stripe';
import { findLapsedCheckouts, findOrdersWithoutSession, findUnsettledSoldOut } from '../db/orders';
import type { Db } from '../db/client';
import type { Logger } from '../lib/log';
import { shopEnvironmentOf } from '../payments/environment-marker';
import { stripeClient } from '../payments/stripe-client';
import { type AfterPaymentDeps, afterPayment } from './after-payment';
import { orderClosedStatements, runStatements } from './fulfilment';
import { sessionOutcomeStatements } from './webhook';

/**
 * An order is written, with its deal code or coupon reserved, before Stripe is asked for a Checkout
 * session; if Stripe fails, the order is marked failed and its code released. When D1 fails at that same
 * moment, the order stays open with no session, so no Stripe event will ever close it, and its code stays
 * held. Such orders are expired here once this old (a day leaves any late retry of the request alone).
 */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

/**
 * How long past its session's `expires_at` an open order waits for Stripe's event before the sweep asks
 * Stripe itself: Stripe sends `checkout.session.expired` shortly after, and retries a failed delivery.
 */
export const LAPSED_AFTER_MS = 60 * 60_000;

/** A sold-out order's refund and apology are tried again by the sweep once the payment is this old. */
export const SOLD_OUT_RETRY_AFTER_MS = 10 * 60_000;

/** Their statements run as one D1 batch; more wait for the next run. */
const MAX_PER_RUN = 100;

/** Run by the Cron Trigger (wrangler.toml): expires the abandoned orders and frees their codes. */
export async function sweepAbandonedOrders(db: Db, now: Date, log: Logger): Promise<number> {
  const abandoned = await findOrdersWithoutSession(db, new Date(now.getTime() - ABANDONED_AFTER_MS), MAX_PER_RUN);
  await runStatements(
    db,
    abandoned.flatMap((order) => orderClosedStatements(db, order.id, 'expired', now)),
  );
  if (abandoned.length > 0)
    log.warn('abandoned orders expired', { count: abandoned.length, references: abandoned.map((o) => o.reference) });
  return abandoned.length;
}

/**
 * Run by the Cron Trigger: open orders whose Checkout session lapsed an hour ago and more, with no event
 * from Stripe saying how it ended. Each session is asked of Stripe and what it says goes through the same
 * statements its event would have (worker/orders/webhook.ts), then what follows a payment. One that Stripe
 * cannot answer now is asked again at the next run.
 */
export async function sweepLapsedCheckouts(deps: AfterPaymentDeps): Promise<void> {
  const { db, log, now } = deps;
  const lapsed = await findLapsedCheckouts(db, new Date(now.getTime() - LAPSED_AFTER_MS), MAX_PER_RUN);
  if (lapsed.length === 0) return;
  const stripe = stripeClient(deps.env);
  if (!stripe) {
    log.error('open Stripe orders past their checkout’s expiry, and no Stripe key to ask about them', { count: lapsed.length });
    return;
  }
  for (const order of lapsed) {
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.retrieve(order.providerSessionId!);
    } catch (error) {
      log.error('Stripe could not say how a lapsed checkout ended; asked again next hour', { reference: order.reference, error });
      continue;
    }
    const ctx = { db, log, now, stripe: () => stripe, shopEnvironment: shopEnvironmentOf(deps.env) };
    await runStatements(db, await sessionOutcomeStatements(session, ctx));
    log.warn('lapsed checkout settled from Stripe’s record', {
      reference: order.reference,
      status: session.status,
      paymentStatus: session.payment_status,
    });
    await afterPayment(deps, order.reference).catch((error: unknown) =>
      log.error('what follows a payment did not all happen; tried again next hour', { reference: order.reference, error }),
    );
  }
}

/** Run by the Cron Trigger: sold-out orders whose refund or apology did not happen when the payment came. */
export async function sweepSoldOutOrders(deps: AfterPaymentDeps): Promise<void> {
  const unsettled = await findUnsettledSoldOut(deps.db, new Date(deps.now.getTime() - SOLD_OUT_RETRY_AFTER_MS), MAX_PER_RUN);
  for (const { reference } of unsettled) {
    await afterPayment(deps, reference).catch((error: unknown) =>
      deps.log.error('a sold-out order is still not refunded; tried again next hour', { reference, error }),
    );
  }
}

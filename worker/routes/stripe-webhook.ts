import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../lib/errors';
import { settleSecondSubscription } from '../memberships/duplicates';
import { membershipEventHandlers } from '../memberships/webhook';
import { afterPayment, afterPaymentDeps } from '../orders/after-payment';
import { disputeEventHandlers } from '../orders/dispute-events';
import { fraudWarningEventHandlers } from '../orders/fraud-warning-events';
import { refundEventHandlers } from '../orders/refund-events';
import { orderEventHandlers, paidCheckoutSession } from '../orders/webhook';
import { STRIPE_API_VERSION, isPinnedRelease, stripeClient } from '../payments/stripe-client';
import { shopEnvironmentOf } from '../payments/environment-marker';
import { type StripeEventHandlers, applyStripeEvent, verifyStripeEvent } from '../payments/stripe-events';
import type { AppEnv } from '../lib/app-env';

/** Stripe's events are a few KB; its documented ceiling is far below this. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * Every module's Stripe event handlers. To handle more events, export a `StripeEventHandlers` map
 * from the feature's module and add it here (see worker/payments/stripe-events.ts for the contract),
 * and the event type to worker/payments/webhook-events.ts (the endpoint's enabled events, README).
 */
export const HANDLERS: readonly StripeEventHandlers[] = [
  orderEventHandlers,
  refundEventHandlers,
  disputeEventHandlers,
  fraudWarningEventHandlers,
  membershipEventHandlers,
];

/**
 * POST /api/stripe/webhook: mounted before the same-origin JSON guard, since Stripe is the caller;
 * the signature over the raw body is the authentication.
 */
export const stripeWebhook = new Hono<AppEnv>().post(
  '/webhook',
  bodyLimit({
    maxSize: MAX_WEBHOOK_BYTES,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', `Webhook bodies are limited to ${MAX_WEBHOOK_BYTES} bytes`);
    },
  }),
  async (c) => {
    const secret = c.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new ApiError(503, 'webhooks_unavailable', 'STRIPE_WEBHOOK_SECRET is not configured');
    const event = await verifyStripeEvent(await c.req.text(), c.req.header('Stripe-Signature'), secret);
    const log = c.get('log');
    if (!isPinnedRelease(event.api_version)) {
      // Stripe builds an event's payload in the endpoint's API version, not the SDK's: read as the pinned
      // release's shapes, another release's fields could be missing or moved (a membership silently never
      // activating). 503, unrecorded: Stripe retries it for three days, and an endpoint of the pinned
      // release delivers the same event (docs/payments.md, "Moving to a new Stripe release").
      log.error('Stripe event built in another API release: the webhook endpoint must use the pinned release', {
        eventId: event.id,
        type: event.type,
        eventApiVersion: event.api_version,
        pinnedApiVersion: STRIPE_API_VERSION,
      });
      throw new ApiError(503, 'webhook_api_version_mismatch', `Events must be built in an API version of ${STRIPE_API_VERSION}'s release`);
    }
    const outcome = await applyStripeEvent(event, HANDLERS, {
      db: c.get('db'),
      log,
      now: new Date(Date.now()),
      stripe: () => stripeClient(c.env),
      shopEnvironment: shopEnvironmentOf(c.env),
    });
    log.info('stripe event', { eventId: event.id, type: event.type, outcome });
    // After the payment is recorded; a redelivery asks again, and the claim keeps it to one e-mail.
    const paidSession = paidCheckoutSession(event);
    if (paidSession && outcome !== 'ignored') await afterPayment(afterPaymentDeps(c), paidSession);
    if (event.type === 'checkout.session.completed')
      await settleSecondSubscription(c.get('db'), () => stripeClient(c.env), event.data.object, log);
    return c.json({ received: true, outcome });
  },
);

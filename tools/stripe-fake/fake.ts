import {
  cancelSubscription,
  couponNow,
  createCoupon,
  createCustomer,
  createPortalSession,
  retrieveInvoice,
  updateSubscription,
} from './billing.ts';
import { assertExpirable, createSession } from './checkout.ts';
import { checkDetails, defaultDetails } from './collected.ts';
import {
  type Core,
  type Payer,
  cancelAtPeriodEnd,
  completeSession,
  expireIfDue,
  expireSession,
  renewSubscription,
  settleDelayedPayment,
} from './complete.ts';
import { StripeApiError, invalid, noSuchObject } from './errors.ts';
import { EventBus, type WebhookEndpoint } from './events.ts';
import { type FormObject, decodeForm, fingerprint } from './form.ts';
import { type DisputeStatus, REFUND_FAILURE_REASONS, createRefund, failRefund, moveDispute, openDispute, warnOfFraud } from './money.ts';
import { checkoutPage, messagePage, payerOf, portalPage } from './pages.ts';
import { expand, obj } from './schema.ts';
import { listSessions } from './session-list.ts';
import { FakeState, type Json } from './state.ts';

/**
 * The Stripe API version this fake is written for (https://docs.stripe.com/api/versioning). Requests must
 * name it in `Stripe-Version`, so the shop pins the same one and an SDK upgrade cannot silently move both.
 */
export const FAKE_API_VERSION = '2026-10-28.endive';

export interface StripeFakeOptions {
  /** Where the fake is reached, API and hosted pages alike (e.g. http://127.0.0.1:12111). */
  publicBase: string;
  /** The shop's webhook endpoint; without it events are recorded only. */
  webhook?: WebhookEndpoint & { url: string };
  /** Checkout modes whose success_url must carry {CHECKOUT_SESSION_ID}: the shop's own contract. */
  successUrlNeedsSessionId?: readonly string[];
  /** The fake's clock, in milliseconds. */
  now?: () => number;
}

/** A request the API answered: what tests read to see what the shop sent. */
export interface ApiCall {
  method: string;
  path: string;
  params: FormObject;
  idempotencyKey: string | null;
  status: number;
  body: Json;
}

interface Saved {
  route: string;
  fingerprint: string;
  status: number;
  body: Json;
  /** When the first request ran, in milliseconds: the key is forgotten 24 hours later. */
  at: number;
}

/** "Keys are eligible to be removed from the system automatically after they're at least 24 hours old" (https://docs.stripe.com/api/idempotent_requests). */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

type Handler = (params: FormObject, id: string | undefined) => Json | Promise<Json>;

const retrieveParams = obj({ expand: expand() });

/**
 * A strict, stateful local fake of the Stripe API endpoints the shop calls, with stand-ins for the hosted
 * Checkout and portal pages and signed webhook delivery. One implementation behind a fetch-style
 * `handle(request)`; thin adapters run it inside workerd tests (./workerd.ts) or as a Node server (./server.ts).
 */
export class StripeFake implements Core {
  readonly state = new FakeState();
  readonly bus: EventBus;
  readonly calls: ApiCall[] = [];
  private readonly saved = new Map<string, Saved>();
  private readonly inFlight = new Set<string>();
  private readonly options: StripeFakeOptions;
  private readonly routes: [string, RegExp, Handler][];

  constructor(options: StripeFakeOptions) {
    this.options = options;
    this.bus = new EventBus({
      endpoint: options.webhook,
      webhookUrl: options.webhook?.url ?? 'http://localhost/',
      apiVersion: FAKE_API_VERSION,
      now: () => this.now(),
    });
    const state = this.state;
    const sessionOf = (id: string | undefined) => {
      const record = state.sessions.get(id!);
      if (!record) throw noSuchObject('checkout.session', id!);
      expireIfDue(this, record);
      return record;
    };
    this.routes = [
      [
        'POST',
        /^\/v1\/checkout\/sessions$/,
        (params) =>
          createSession(params, {
            state,
            receivedAt: this.now(),
            publicBase: options.publicBase,
            successUrlNeedsSessionId: options.successUrlNeedsSessionId ?? ['payment'],
          }).object,
      ],
      ['GET', /^\/v1\/checkout\/sessions$/, (params) => listSessions(state, params)],
      ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (params, id) => (retrieveParams.parse(params, ''), sessionOf(id).object)],
      [
        'POST',
        /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
        (params, id) => {
          retrieveParams.parse(params, '');
          const record = sessionOf(id);
          assertExpirable(record);
          void expireSession(this, record);
          return record.object;
        },
      ],
      ['POST', /^\/v1\/coupons$/, (params) => createCoupon(state, params, this.now())],
      [
        'GET',
        /^\/v1\/coupons\/([^/]+)$/,
        (params, id) => (
          retrieveParams.parse(params, ''),
          found(state.coupons.get(id!) && couponNow(state.coupons.get(id!)!, this.now()), 'coupon', id!)
        ),
      ],
      ['POST', /^\/v1\/customers$/, (params) => createCustomer(state, params, this.now())],
      [
        'GET',
        /^\/v1\/customers\/([^/]+)$/,
        (params, id) => (retrieveParams.parse(params, ''), found(state.customers.get(id!), 'customer', id!)),
      ],
      [
        'GET',
        /^\/v1\/subscriptions\/([^/]+)$/,
        (params, id) => (retrieveParams.parse(params, ''), found(state.subscriptions.get(id!)?.object, 'subscription', id!)),
      ],
      [
        'POST',
        /^\/v1\/subscriptions\/([^/]+)$/,
        (params, id) => {
          const { subscription, previous } = updateSubscription(state, id!, params);
          if (Object.keys(previous).length > 0) void this.bus.emit('customer.subscription.updated', subscription, previous);
          return subscription;
        },
      ],
      [
        'DELETE',
        /^\/v1\/subscriptions\/([^/]+)$/,
        (params, id) => {
          const { subscription, previous } = cancelSubscription(state, id!, params, this.now());
          void this.bus.emit('customer.subscription.deleted', subscription, previous);
          return subscription;
        },
      ],
      ['GET', /^\/v1\/invoices\/([^/]+)$/, (params, id) => retrieveInvoice(state, id!, params)],
      [
        'GET',
        /^\/v1\/charges\/([^/]+)$/,
        (params, id) => (retrieveParams.parse(params, ''), found(state.charges.get(id!)?.object, 'charge', id!)),
      ],
      ['GET', /^\/v1\/refunds\/([^/]+)$/, (params, id) => (retrieveParams.parse(params, ''), found(state.refunds.get(id!), 'refund', id!))],
      [
        'POST',
        /^\/v1\/refunds$/,
        (params) => {
          const { refund, charge, previous } = createRefund(state, params, this.now());
          void this.bus.emit('refund.created', refund);
          void this.bus.emit('charge.refunded', charge, previous);
          return refund;
        },
      ],
      ['POST', /^\/v1\/billing_portal\/sessions$/, (params) => createPortalSession(state, params, this.now(), options.publicBase)],
    ];
  }

  now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Resolves once every webhook delivery queued so far is over. */
  settled(): Promise<void> {
    return this.bus.settled();
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    for (const record of this.state.sessions.values()) expireIfDue(this, record);
    try {
      if (url.pathname.startsWith('/v1/')) return await this.api(request, url);
      return await this.page(request, url);
    } catch (error) {
      if (error instanceof StripeApiError) return json(error.status, error.toJSON());
      throw error;
    }
  }

  /**
   * The hosted page's Pay, for tests: completes the session and returns where the shopper is sent. A payer
   * who gives no address (shipping or billing) and no phone gets DEFAULT_PAYER_DETAILS for what the session
   * collects.
   */
  pay(sessionId: string, payer: Payer = {}): Promise<string> {
    const record = this.state.sessions.get(sessionId);
    if (!record) throw noSuchObject('checkout.session', sessionId);
    const given = payer.shipping !== undefined || payer.billing !== undefined || payer.phone !== undefined;
    return completeSession(this, record, given ? payer : { ...payer, ...defaultDetails(record) });
  }

  /** A delayed payment method's money arrives (`succeeded`) or does not (`failed`), days after the session completed `unpaid`. */
  settleDelayedPayment(sessionId: string, outcome: 'succeeded' | 'failed'): Promise<void> {
    const record = this.state.sessions.get(sessionId);
    if (!record) throw noSuchObject('checkout.session', sessionId);
    return settleDelayedPayment(this, record, outcome);
  }

  /** The member renews, in the customer portal, a subscription set to cancel at period end. */
  renewSubscription(subscriptionId: string): Promise<void> {
    return renewSubscription(this, subscriptionId);
  }

  /** The charge a paid payment-mode session made. */
  chargeOf(sessionId: string) {
    const paymentIntent = this.state.sessions.get(sessionId)?.object.payment_intent as string | undefined;
    const chargeId = paymentIntent && this.state.paymentIntents.get(paymentIntent);
    return chargeId ? this.state.charges.get(chargeId)!.object : undefined;
  }

  /** A cardholder disputes a charge: `charge.dispute.created`, the dispute in its first status (needs_response unless told). */
  async dispute(chargeId: string, options: { reason?: string; status?: DisputeStatus } = {}) {
    const dispute = openDispute(this.state, chargeId, this.now(), options);
    await this.bus.emit('charge.dispute.created', dispute);
    return dispute;
  }

  /** The card's issuer reports the charge as fraudulent: `radar.early_fraud_warning.created`. */
  async earlyFraudWarning(chargeId: string, fraudType?: string) {
    const warning = warnOfFraud(this.state, chargeId, this.now(), fraudType);
    await this.bus.emit('radar.early_fraud_warning.created', warning);
    return warning;
  }

  /**
   * The dispute moves on: `charge.dispute.closed` when it "changes to lost, warning_closed, or won",
   * `charge.dispute.updated` otherwise (https://docs.stripe.com/api/events/types).
   */
  async moveDispute(disputeId: string, status: DisputeStatus) {
    const { dispute, previous } = moveDispute(this.state, disputeId, status);
    const type = ['won', 'lost', 'warning_closed'].includes(status) ? 'charge.dispute.closed' : 'charge.dispute.updated';
    await this.bus.emit(type, dispute, previous);
    return dispute;
  }

  /**
   * A refund fails after it was made: `refund.updated`, `refund.failed` and `charge.refund.updated`, sent
   * together (https://docs.stripe.com/refunds#failed-refunds).
   */
  async failRefund(refundId: string, reason: (typeof REFUND_FAILURE_REASONS)[number] = 'expired_or_canceled_card') {
    const { refund, previous } = failRefund(this.state, refundId, reason);
    await Promise.all([
      this.bus.emit('refund.updated', refund, previous),
      this.bus.emit('refund.failed', refund, previous),
      this.bus.emit('charge.refund.updated', refund, previous),
    ]);
    return refund;
  }

  /** The dispute is decided: `charge.dispute.closed`. */
  closeDispute(disputeId: string, outcome: 'won' | 'lost') {
    return this.moveDispute(disputeId, outcome);
  }

  private async api(request: Request, url: URL): Promise<Response> {
    const method = request.method.toUpperCase();
    const idempotencyKey = request.headers.get('Idempotency-Key');
    const pairs = [...url.searchParams, ...(method === 'POST' || method === 'DELETE' ? new URLSearchParams(await request.text()) : [])];
    const log = (status: number, body: Json, params: FormObject = {}) => {
      this.calls.push({ method, path: url.pathname, params, idempotencyKey, status, body });
      return json(status, body, idempotencyKey && method === 'POST' ? { 'Idempotency-Key': idempotencyKey } : {});
    };
    try {
      authenticate(request);
      checkVersion(request);
      const params = decodeForm(pairs);
      const match = this.match(method, url.pathname);
      if (!match) {
        throw invalid(
          undefined,
          `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        );
      }
      const replay = this.replay(method, url.pathname, pairs, idempotencyKey);
      if (replay) return log(replay.status, replay.body, params);
      const key = method === 'POST' ? idempotencyKey : null;
      if (key !== null && this.inFlight.has(key)) {
        // "…or the request conflicts with another that's executing concurrently, no idempotent result is saved" (409).
        throw new StripeApiError(
          409,
          'idempotency_error',
          'There is currently another in-progress request using this Stripe-Idempotency-Key. Please try again later.',
          {
            code: 'idempotency_key_in_use',
          },
        );
      }
      if (key !== null) this.inFlight.add(key);
      let status = 200;
      let body: Json;
      try {
        body = await match.handler(params, match.id);
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        status = error.status;
        body = error.toJSON();
      } finally {
        if (key !== null) this.inFlight.delete(key);
      }
      // https://docs.stripe.com/api/idempotent_requests: "If incoming parameters fail validation … no
      // idempotent result is saved". Everything else is saved, errors included.
      if (key !== null && status !== 400)
        this.saved.set(key, { route: `${method} ${url.pathname}`, fingerprint: fingerprint(pairs), status, body, at: this.now() });
      return log(status, body, params);
    } catch (error) {
      if (error instanceof StripeApiError) return log(error.status, error.toJSON());
      throw error;
    }
  }

  private match(method: string, path: string) {
    for (const [routeMethod, pattern, handler] of this.routes) {
      const m = routeMethod === method ? pattern.exec(path) : null;
      if (m) return { handler, id: m[1] && decodeURIComponent(m[1]) };
    }
    return undefined;
  }

  /**
   * https://docs.stripe.com/api/idempotent_requests: a key repeats the saved response of its first request,
   * errors included, for 24 hours;
   * "The idempotency layer compares incoming parameters to those of the original request and errors if
   * they're not the same". Keys are up to 255 characters.
   */
  private replay(method: string, path: string, pairs: [string, string][], key: string | null): Saved | undefined {
    if (key === null || method !== 'POST') return undefined;
    if (key.length > 255) throw invalid(undefined, 'Idempotency keys must be at most 255 characters long.');
    const saved = this.saved.get(key);
    if (!saved) return undefined;
    if (this.now() - saved.at >= KEY_LIFETIME_MS) {
      // "…a new request is generated if a key is reused after the original has been pruned."
      this.saved.delete(key);
      return undefined;
    }
    if (saved.route !== `${method} ${path}` || saved.fingerprint !== fingerprint(pairs)) {
      throw new StripeApiError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    return saved;
  }

  /** Hosted pages and the fake's own controls (`/_fake/…`, for scripts and browser tests). */
  private async page(request: Request, url: URL): Promise<Response> {
    const method = request.method.toUpperCase();
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const form = method === 'POST' ? new URLSearchParams(await request.text()) : new URLSearchParams();
    const session = parts[0] === 'checkout' && parts[1] === 'pay' ? this.state.sessions.get(parts[2] ?? '') : undefined;
    if (session) {
      const needsEmail = !session.object.customer_email && !session.object.customer;
      if (method === 'GET' && parts.length === 3) return html(200, checkoutPage(session, needsEmail));
      if (method === 'POST' && parts[3] === 'pay') {
        const payer = payerOf(form, session);
        // Like Checkout's own form, a field left out or refused keeps the shopper on the page, told what to fix.
        const problems = {
          ...(needsEmail && !payer.email ? { email: 'Enter your e-mail address.' } : {}),
          ...checkDetails(session, payer).problems,
        };
        if (session.object.status === 'open' && Object.keys(problems).length > 0)
          return html(400, checkoutPage(session, needsEmail, { values: form, problems }));
        return redirect(await completeSession(this, session, payer));
      }
      if (method === 'POST' && parts[3] === 'cancel' && session.object.cancel_url) return redirect(session.object.cancel_url as string);
    }
    if (parts[0] === 'billing' && parts[1]) {
      const portal = this.state.portalSessions.get(parts[1]);
      if (portal && method === 'POST' && parts[2] === 'cancel' && parts[3]) {
        await cancelAtPeriodEnd(this, parts[3]);
        return redirect(`/billing/${encodeURIComponent(portal.id)}`);
      }
      if (portal && method === 'GET') {
        const subscriptions = [...this.state.subscriptions.values()]
          .filter((s) => s.object.customer === portal.customer)
          .map((s) => ({ id: s.object.id, status: s.object.status, cancelAtPeriodEnd: s.object.cancel_at_period_end === true }));
        return html(200, portalPage(portal.id, subscriptions, portal.return_url));
      }
    }
    if (parts[0] === '_fake' && method === 'POST') {
      if (parts[1] === 'charges' && parts[3] === 'dispute') {
        return json(
          200,
          await this.dispute(parts[2], {
            reason: form.get('reason') ?? undefined,
            status: (form.get('status') as DisputeStatus | null) ?? undefined,
          }),
        );
      }
      if (parts[1] === 'charges' && parts[3] === 'early-fraud-warning')
        return json(200, await this.earlyFraudWarning(parts[2], form.get('fraud_type') ?? undefined));
      if (parts[1] === 'disputes' && parts[3] === 'move') return json(200, await this.moveDispute(parts[2], form.get('status') ?? ''));
      if (parts[1] === 'refunds' && parts[3] === 'fail') return json(200, await this.failRefund(parts[2]));
    }
    if (parts[0] === '_fake' && method === 'GET' && parts[1] === 'events')
      return json(200, { data: this.bus.events, deliveries: this.bus.deliveries });
    return html(404, messagePage('Not found', 'The local Stripe fake has nothing here.'));
  }
}

function found<T>(value: T | undefined, kind: string, id: string): T {
  if (value === undefined) throw noSuchObject(kind, id);
  return value;
}

/** https://docs.stripe.com/keys: secret keys travel as a bearer token; the fake takes test keys only. */
function authenticate(request: Request): void {
  const match = /^Bearer (\S+)$/.exec(request.headers.get('Authorization') ?? '');
  if (!match) {
    throw new StripeApiError(
      401,
      'invalid_request_error',
      'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
    );
  }
  if (!/^(sk|rk)_test_\w+$/.test(match[1])) {
    throw new StripeApiError(
      401,
      'invalid_request_error',
      `Invalid API Key provided: ${match[1].slice(0, 8)}****. The local fake takes test keys (sk_test_…) only.`,
    );
  }
}

function checkVersion(request: Request): void {
  const version = request.headers.get('Stripe-Version');
  if (version !== FAKE_API_VERSION) {
    throw invalid(
      undefined,
      `This fake implements Stripe API version ${FAKE_API_VERSION}; the request asked for ${version ?? 'the account default'}. Pin apiVersion to ${FAKE_API_VERSION}.`,
    );
  }
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json',
      'Request-Id': `req_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`,
      'Stripe-Version': FAKE_API_VERSION,
      ...headers,
    },
  });
}

function html(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location } });
}

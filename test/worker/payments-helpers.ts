import { env } from 'cloudflare:workers';
import Stripe from 'stripe';
import app from '../../worker/index';
import { generateCouponCode } from '../../worker/newsletter/coupon-code';
import { STRIPE_API_VERSION } from '../../worker/payments/stripe-client';
import { call, clientOfBody, dealCodeClients, newClientAddress, ORIGIN, post } from './http';
import type { DealCodeRow, OrderRow, SubscriberRow } from './rows';

/** Shared by the payments, orders, deals and webhook tests. */

/** The metadata marking a Stripe session or subscription as this deployment's (SHOP_ENVIRONMENT_ID, worker/payments/environment-marker.ts). */
export const OUR_MARKER = { shop_env: env.SHOP_ENVIRONMENT_ID };

export const WEBHOOK_SECRET = 'whsec_test_vitaglow';

export { type ErrorBody, errorCode } from './errors';

/** The checkout cookie the placing browser got with each local order (the test-payment page asks for it). */
const checkoutCookies = new Map<string, string>();

/** The `Cookie` header of the browser that placed a local order. */
export function placingBrowserCookie(reference: string): string {
  return checkoutCookies.get(reference) ?? '';
}

/**
 * POST /api/create-payment with the local provider (from the client that claimed the body's deal code, see
 * http.ts); returns the response and, on success, the order reference.
 */
export async function createPayment(body: unknown, init: RequestInit = {}): Promise<{ res: Response; reference?: string }> {
  const res = await post('/api/create-payment', body, init);
  if (!res.ok) return { res };
  const { url } = (await res.clone().json()) as { url: string };
  const reference = decodeURIComponent(new URL(url).pathname.split('/').pop()!);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-vitaglow_checkout='));
  if (cookie) checkoutCookies.set(reference, cookie.split(';')[0]);
  return { res, reference };
}

/** What a shopper types into the local test-payment page: a US delivery address and a phone. */
export const TEST_DELIVERY = {
  name: 'Ada Lovelace',
  line1: '1 Main Street',
  line2: 'Suite 200',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
  phone: '+1 512 555 0100',
} as const;

/** The test-payment page's form: the delivery address, and the e-mail a guest is asked for. */
export function deliveryForm(fields: Record<string, string> = {}): string {
  return new URLSearchParams({ ...TEST_DELIVERY, email: 'guest.buyer@vitaglow-mail.com', ...fields }).toString();
}

/** The local test-payment page's Pay, from the browser that placed the order, with a delivery address. */
export function payLocally(
  reference: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  return call(`/test-payment/${encodeURIComponent(reference)}/pay`, {
    method: 'POST',
    body: deliveryForm(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: placingBrowserCookie(reference), ...headers },
    redirect: 'manual',
  });
}

/** An order placed through the API with the local provider: its reference and database row. */
export async function placeCartOrder(overrides: Record<string, unknown> = {}) {
  const { res, reference } = await createPayment({
    items: [{ id: 'multivitamin', quantity: 1 }],
    shipping: { id: 'free-us' },
    ...overrides,
  });
  if (!reference) throw new Error(`create-payment failed: ${res.status} ${await res.text()}`);
  return { reference, order: (await orderRow(reference))! };
}

export async function orderRow(reference: string): Promise<OrderRow | null> {
  return env.DB.prepare('select * from orders where reference = ?').bind(reference).first<OrderRow>();
}

export async function orderLineRows(orderId: string) {
  const { results } = await env.DB.prepare(
    'select product_id, deal_id, name, unit_cents, quantity, total_cents from order_lines where order_id = ? order by id',
  )
    .bind(orderId)
    .all();
  return results;
}

export async function dealCodeRow(code: string) {
  return env.DB.prepare('select * from deal_codes where code = ?').bind(code).first<DealCodeRow>();
}

/** A cart over the last-chance deal's threshold ($25): placeCartOrder's one multivitamin ($29.99), free shipping. */
export const DEAL_CART = { items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } };

/** Issues a last-chance deal code through the API to a client of its own (or `address`), for `cart`. */
export async function claimDeal(cart: unknown = DEAL_CART, address = newClientAddress()): Promise<string> {
  const res = await post('/api/deals', cart, { headers: { 'CF-Connecting-IP': address } });
  if (!res.ok) throw new Error(`claiming a deal failed: ${res.status} ${await res.text()}`);
  const { code } = (await res.json()) as { code: string };
  dealCodeClients.set(code, address);
  return code;
}

/** The address of a seeded coupon's holder: what its holder types as a guest with the code at checkout. */
export const holderOf = (code: string) => `holder.${code.toLowerCase()}@vitaglow-mail.com`;

/** A newsletter subscriber who confirmed their address (holderOf), holding a fresh coupon code, written straight to D1. */
export async function seedSubscriber(): Promise<string> {
  const code = generateCouponCode();
  const email = holderOf(code);
  await env.DB.prepare('insert into email_subscribers (email, mailbox, coupon_code, confirmed_at) values (?, ?, ?, ?)')
    .bind(email, email, code, Date.now())
    .run();
  return code;
}

export async function couponRow(code: string) {
  return env.DB.prepare('select coupon_reserved_by, coupon_redeemed_at from email_subscribers where coupon_code = ?')
    .bind(code)
    .first<Pick<SubscriberRow, 'coupon_reserved_by' | 'coupon_redeemed_at'>>();
}

/** Calls the worker with some bindings replaced (e.g. PAYMENTS=stripe with a key). */
export async function fetchWith(bindings: Partial<Env>, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers({
    Origin: ORIGIN,
    'Sec-Fetch-Site': 'same-origin',
    'Content-Type': 'application/json',
    'CF-Connecting-IP': clientOfBody(init.body) ?? newClientAddress(),
  });
  new Headers(init.headers).forEach((value, name) => headers.set(name, value));
  return await app.fetch(new Request(new URL(path, ORIGIN), { ...init, headers }), { ...env, ...bindings });
}

/** A Checkout Session event as Stripe would send it for one of our orders. */
export function sessionEvent(
  type:
    | 'checkout.session.completed'
    | 'checkout.session.async_payment_succeeded'
    | 'checkout.session.async_payment_failed'
    | 'checkout.session.expired',
  order: { id: string; total_cents: number },
  session: Record<string, unknown> = {},
) {
  return {
    id: `evt_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_test_${order.id.replaceAll('-', '')}`,
        object: 'checkout.session',
        mode: 'payment',
        client_reference_id: order.id,
        metadata: { order_id: order.id },
        amount_total: order.total_cents,
        currency: 'usd',
        payment_status: type === 'checkout.session.completed' || type === 'checkout.session.async_payment_succeeded' ? 'paid' : 'unpaid',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        customer_details: { email: 'buyer@vitaglow-mail.com' },
        ...session,
      },
    },
  };
}

/** A `Stripe-Signature` header for this payload, made the way Stripe makes it. */
export function signPayload(payload: string, { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {}) {
  // Workers' crypto is SubtleCrypto, which only signs asynchronously.
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp, cryptoProvider: Stripe.createSubtleCryptoProvider() });
}

/** POSTs a raw body to the webhook as Stripe's servers do: no Origin, no Fetch Metadata. */
export async function postWebhook(body: string, headers: Record<string, string>, secret = WEBHOOK_SECRET): Promise<Response> {
  const request = new Request(new URL('/api/stripe/webhook', ORIGIN), {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
  return await app.fetch(request, { ...env, STRIPE_WEBHOOK_SECRET: secret });
}

/** Delivers an event signed with the test secret (or as told). */
export async function deliverWebhook(event: unknown, signing: { secret?: string; timestamp?: number } = {}): Promise<Response> {
  const payload = JSON.stringify(event);
  return postWebhook(payload, { 'Stripe-Signature': await signPayload(payload, signing) });
}

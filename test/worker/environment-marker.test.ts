import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { STRIPE_API_VERSION } from '../../worker/payments/stripe-client';
import { query, signedInUser } from './auth-helpers';
import { captureLogLines } from './logs';
import { OUR_MARKER, deliverWebhook, errorCode, orderRow, placeCartOrder, sessionEvent } from './payments-helpers';
import { countOf } from './rows';
import { callWithStripe, operatorStripe, useStripeFake } from './stripe-fake';

/**
 * Deployments sharing one Stripe account (a staging worker on the production account's test mode) each
 * receive the others' events. Each marks what it opens with SHOP_ENVIRONMENT_ID (`shop_env`), and
 * acknowledges the events of what another opened: 200, recorded, nothing changed, an info log.
 */
let fake: StripeFake;
beforeEach(() => {
  fake = useStripeFake();
});
afterEach(() => vi.restoreAllMocks());

const STAGING = { shop_env: 'staging' };
const processedCount = (eventId: string) => countOf('processed_events where event_id = ?', eventId);
const outcomeOf = async (res: Response) => ((await res.json()) as { outcome: string }).outcome;
const infoLines = (lines: string[]) => lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 'info');

/** A payment-mode session as a staging worker on the same Stripe account opens it, for an order in its own database. */
async function stagingSession(stripe = operatorStripe()) {
  const orderId = crypto.randomUUID();
  return stripe.checkout.sessions.create({
    mode: 'payment',
    client_reference_id: orderId,
    metadata: { order_id: orderId, order_reference: 'VG-STAGING1', ...STAGING },
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 2999, product_data: { name: 'Daily Multivitamin' } } }],
    shipping_address_collection: { allowed_countries: ['US'] },
    success_url: 'https://staging.vitaglow.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://staging.vitaglow.test/payment-cancelled',
  });
}

function subscriptionUpdated(metadata: Record<string, string>) {
  return {
    id: `evt_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    type: 'customer.subscription.updated',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `sub_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`,
        object: 'subscription',
        customer: 'cus_staging',
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        metadata,
        items: {
          object: 'list',
          data: [{ id: 'si_1', current_period_end: Math.floor(Date.now() / 1000) + 86_400, price: { recurring: { interval: 'month' } } }],
        },
      },
    },
  };
}

describe('this deployment marks what it opens at Stripe', () => {
  it('puts SHOP_ENVIRONMENT_ID in the metadata of its order sessions, its membership sessions and their subscriptions', async () => {
    expect(env.SHOP_ENVIRONMENT_ID).toBeTruthy();
    const payment = await callWithStripe('/api/create-payment', {
      method: 'POST',
      body: JSON.stringify({ items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } }),
    });
    expect(payment.status).toBe(200);
    const { cookie } = await signedInUser();
    const membership = await callWithStripe('/api/create-checkout', {
      method: 'POST',
      body: JSON.stringify({ priceType: 'monthly' }),
      headers: { Cookie: cookie },
    });
    expect(membership.status).toBe(200);
    const [order, member] = fake.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.method === 'POST');
    expect(order.params).toMatchObject({ mode: 'payment', metadata: OUR_MARKER });
    expect(member.params).toMatchObject({ mode: 'subscription', metadata: OUR_MARKER, subscription_data: { metadata: OUR_MARKER } });
  });
});

describe('events about another environment’s sessions', () => {
  it('acknowledges a staging order’s payment and refund without retries: 200, recorded, nothing written, an info log', async () => {
    const lines = captureLogLines();
    const before = { orders: await countOf('orders'), refunds: await countOf('order_refunds') };
    const session = await stagingSession();
    await fake.pay(session.id, { email: 'staging.buyer@vitaglow-mail.com' });
    await fake.settled();
    const paymentIntent = fake.state.sessions.get(session.id)!.object.payment_intent as string;
    await operatorStripe().refunds.create({ payment_intent: paymentIntent });
    await fake.settled();

    // Stripe sees every delivery accepted at once: nothing to retry for three days.
    const deliveries = fake.bus.deliveries;
    expect(deliveries.map((d) => d.type)).toEqual(expect.arrayContaining(['checkout.session.completed', 'refund.created']));
    expect(deliveries.every((d) => d.attempts.length === 1 && d.attempts[0] === 200)).toBe(true);
    for (const delivery of deliveries) expect(await processedCount(delivery.eventId)).toBe(1);
    expect({ orders: await countOf('orders'), refunds: await countOf('order_refunds') }).toEqual(before);
    expect(infoLines(lines)).toContainEqual(
      expect.objectContaining({ sessionId: session.id, marker: 'staging', shopEnvironment: env.SHOP_ENVIRONMENT_ID }),
    );
  });

  it('leaves alone an order of ours named by another environment’s session (a copied database): it stays open', async () => {
    const { reference, order } = await placeCartOrder();
    const event = sessionEvent('checkout.session.completed', order, {
      metadata: { order_id: order.id, order_reference: reference, ...STAGING },
    });
    const res = await deliverWebhook(event);
    expect(res.status).toBe(200);
    expect(await outcomeOf(res)).toBe('applied');
    expect((await orderRow(reference))!.status).toBe('open');
    expect(await processedCount(event.id)).toBe(1);
  });

  it('acknowledges a staging membership’s events, though their user is no user here', async () => {
    const lines = captureLogLines();
    const event = subscriptionUpdated({ userId: crypto.randomUUID(), plan: 'monthly', ...STAGING });
    const res = await deliverWebhook(event);
    expect(res.status).toBe(200);
    expect(await processedCount(event.id)).toBe(1);
    expect(infoLines(lines)).toContainEqual(expect.objectContaining({ eventId: event.id, marker: 'staging' }));
  });
});

describe('sessions opened before the marker existed (no shop_env)', () => {
  it('are this shop’s when their order is in its database: the payment is recorded', async () => {
    const { reference, order } = await placeCartOrder();
    const event = sessionEvent('checkout.session.completed', order, { metadata: { order_id: order.id, order_reference: reference } });
    expect((await deliverWebhook(event)).status).toBe(200);
    expect((await orderRow(reference))!.status).toBe('paid');
  });

  it('are acknowledged when their order or user is not, rather than refused for three days', async () => {
    const orderId = crypto.randomUUID();
    const stranger = sessionEvent(
      'checkout.session.completed',
      { id: orderId, total_cents: 2999 },
      {
        metadata: { order_id: orderId, order_reference: 'VG-UNMARKED' },
      },
    );
    const member = subscriptionUpdated({ userId: crypto.randomUUID(), plan: 'monthly' });
    for (const event of [stranger, member]) {
      const res = await deliverWebhook(event);
      expect(res.status).toBe(200);
      expect(await processedCount(event.id)).toBe(1);
    }
    expect(await query('select id from orders where id = ?', orderId)).toEqual([]);
  });

  it('while a session of this deployment whose order is not readable yet is still refused (503), to be redelivered', async () => {
    const orderId = crypto.randomUUID();
    const event = sessionEvent(
      'checkout.session.completed',
      { id: orderId, total_cents: 2999 },
      {
        metadata: { order_id: orderId, order_reference: 'VG-NOTYET', ...OUR_MARKER },
      },
    );
    const res = await deliverWebhook(event);
    expect(res.status).toBe(503);
    expect(await errorCode(res)).toBe('order_not_found');
    expect(await processedCount(event.id)).toBe(0);
  });
});

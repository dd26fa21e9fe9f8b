import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { installStripeFake } from '../support/stripe-fake-workerd';
import { operatorStripe } from './stripe-fake';

/**
 * How the fake delivers events, as Stripe documents it (https://docs.stripe.com/webhooks#event-ordering):
 * in no guaranteed order and concurrently, and again after a failed delivery. The endpoint here is a
 * recorder, not the worker, so that what arrives when can be seen.
 */
afterEach(() => vi.restoreAllMocks());

interface Arrival {
  type: string;
  phase: 'start' | 'end';
}

/** A fake whose webhook endpoint records each request's start and end, answering `status(type)` after `hold(type)`. */
function recordingFake(options: { status?: (type: string) => number; hold?: (type: string) => Promise<void> } = {}) {
  const arrivals: Arrival[] = [];
  const fake: StripeFake = installStripeFake({
    url: 'https://shop.test/api/stripe/webhook',
    secret: 'whsec_recorder',
    enabledEvents: ['charge.succeeded', 'checkout.session.completed', 'refund.created', 'charge.refunded'],
    async send(request) {
      const { type } = (await request.json()) as { type: string };
      arrivals.push({ type, phase: 'start' });
      await options.hold?.(type);
      arrivals.push({ type, phase: 'end' });
      return new Response(null, { status: options.status?.(type) ?? 200 });
    },
  });
  return { fake, arrivals };
}

async function paidSession(fake: StripeFake): Promise<string> {
  const session = await operatorStripe().checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 2999, product_data: { name: 'Daily Multivitamin' } } }],
    success_url: 'https://shop.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
    customer_email: 'buyer@vitaglow-mail.com',
  });
  await fake.pay(session.id);
  return session.id;
}

describe('the events of one payment', () => {
  it('are sent at the same time: the second starts before the first is answered', async () => {
    let release!: () => void;
    const bothArrived = new Promise<void>((resolve) => (release = resolve));
    const { fake, arrivals } = recordingFake({
      hold: async () => {
        if (arrivals.filter((a) => a.phase === 'start').length === 2) release();
        await bothArrived;
      },
    });
    await paidSession(fake);
    expect(arrivals.map((a) => a.phase)).toEqual(['start', 'start', 'end', 'end']);
  });

  it('arrive in either order', async () => {
    const { fake, arrivals } = recordingFake();
    const firsts = new Set<string>();
    for (let i = 0; i < 40 && firsts.size < 2; i++) {
      arrivals.length = 0;
      await paidSession(fake);
      firsts.add(arrivals[0].type);
    }
    expect([...firsts].sort()).toEqual(['charge.succeeded', 'checkout.session.completed']);
  });
});

describe('held events', () => {
  it('wait until released, then arrive one at a time in the order asked for', async () => {
    const { fake, arrivals } = recordingFake();
    fake.bus.hold();
    const sessionId = await paidSession(fake);
    await operatorStripe().refunds.create({ payment_intent: fake.chargeOf(sessionId)!.payment_intent, amount: 500 });
    expect(arrivals).toEqual([]);

    const order = ['refund.created', 'checkout.session.completed', 'charge.refunded', 'charge.succeeded'];
    await fake.bus.release((events) => [...events].sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type)));
    expect(arrivals).toEqual(
      order.flatMap((type) => [
        { type, phase: 'start' },
        { type, phase: 'end' },
      ]),
    );
  });

  it('that failed are sent again by retryFailed, as Stripe retries them, until they are accepted', async () => {
    let refusals = 2;
    const { fake } = recordingFake({ status: (type) => (type === 'checkout.session.completed' && refusals-- > 0 ? 503 : 200) });
    await paidSession(fake);
    await fake.bus.retryFailed();
    expect(fake.bus.deliveries.map((d) => [d.type, d.attempts]).sort()).toEqual([
      ['charge.succeeded', [200]],
      ['checkout.session.completed', [503, 503, 200]],
    ]);
  });
});

describe('an early fraud warning (https://docs.stripe.com/api/radar/early_fraud_warnings/object)', () => {
  it('is sent as radar.early_fraud_warning.created, actionable while the charge can still be refunded, and refused for an unknown fraud type', async () => {
    const fake = installStripeFake({
      url: 'https://shop.test/api/stripe/webhook',
      secret: 'whsec_recorder',
      enabledEvents: ['radar.early_fraud_warning.created'],
      send: async () => new Response(null, { status: 200 }),
    });
    const charge = fake.chargeOf(await paidSession(fake))!;
    const warning = await fake.earlyFraudWarning(charge.id, 'unauthorized_use_of_card');
    expect(warning).toMatchObject({
      id: expect.stringMatching(/^issfr_/),
      object: 'radar.early_fraud_warning',
      actionable: true,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      fraud_type: 'unauthorized_use_of_card',
    });
    expect(fake.bus.events.filter((e) => e.type === 'radar.early_fraud_warning.created')).toEqual([
      expect.objectContaining({ data: { object: warning } }),
    ]);
    await operatorStripe().refunds.create({ charge: charge.id });
    expect((await fake.earlyFraudWarning(charge.id)).actionable).toBe(false);
    await expect(fake.earlyFraudWarning(charge.id, 'bad_luck')).rejects.toMatchObject({ status: 400 });
  });
});

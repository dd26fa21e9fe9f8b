import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '../../worker/index';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { installStripeFake } from '../support/stripe-fake-workerd';
import { emailRetryDelaySeconds } from '../../worker/mail/retry';
import { STRIPE_WEBHOOK_EVENTS } from '../../worker/payments/webhook-events';
import { ORIGIN, call } from './http';
import { EMAIL_API, capturingQueue, deliveryRow, emailsSettled, runEmailConsumer } from './mail-helpers';
import { STRIPE_WITH_FAKE, callWithStripe, workerWithStripe } from './stripe-fake';
import { spyOnLogs } from './logs';

/**
 * The e-mail queue end to end: a payment (Stripe fake → signed webhook) queues the order confirmation,
 * the consumer sends it to a failing then working e-mail API, and D1 and the shopper's inbox show what
 * really happened. The webhook runs as in production (the e-mail API, not the outbox); the queue binding
 * keeps the jobs so each try can be run by hand.
 */
let fake: StripeFake;
let sent: { url: string; body: Record<string, string>; headers: Headers }[];
let apiAnswers: number[];
let logs: { level: string; msg: string }[];
const { queue, jobs } = capturingQueue();
const realFetch = globalThis.fetch;
const production = { ...EMAIL_API, EMAIL_QUEUE: queue, STRIPE_API_BASE: '' } satisfies Partial<Env>;

beforeEach(() => {
  jobs.length = 0;
  sent = [];
  apiAnswers = [];
  logs = [];
  spyOnLogs((line: unknown) => void logs.push(JSON.parse(String(line))));
  // The e-mail API answers each try with the next status of `apiAnswers` (200 once they run out).
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url !== EMAIL_API.EMAIL_API_URL) return realFetch(request);
    sent.push({ url: request.url, body: (await request.json()) as Record<string, string>, headers: request.headers });
    return new Response('{}', { status: apiAnswers.shift() ?? 200 });
  });
  fake = installStripeFake({
    url: `${ORIGIN}/api/stripe/webhook`,
    secret: STRIPE_WITH_FAKE.STRIPE_WEBHOOK_SECRET,
    enabledEvents: STRIPE_WEBHOOK_EVENTS,
    send: (request) => workerWithStripe(request, production),
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const orderConfirmedAt = (reference: string) =>
  env.DB.prepare('select confirmation_sent_at as at from orders where reference = ?').bind(reference).first<{ at: number | null }>();

/** A French cart paid on the fake's page; returns the order reference and the confirmation's queued job. */
async function paidOrder() {
  const res = await callWithStripe('/api/create-payment', {
    method: 'POST',
    body: JSON.stringify({ items: [{ id: 'pre-workout', quantity: 1 }], shipping: { id: 'free-us' }, language: 'fr', ageConfirmed: true }),
  });
  const sessionId = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
  await fake.pay(sessionId, { email: 'acheteuse@vitaglow-mail.com' });
  const { reference, status } = (await (await call(`/api/orders/${sessionId}`)).json()) as { reference: string; status: string };
  expect(status).toBe('paid');
  expect(jobs).toHaveLength(1);
  return { reference, sessionId, job: jobs[0] };
}

describe('the order confirmation through the e-mail queue', () => {
  it('is retried with backoff while the e-mail API fails, and recorded sent only once it accepted', async () => {
    const { reference, job } = await paidOrder();
    // Queued, not sent: the old bug marked it sent here.
    expect(await deliveryRow(job.deliveryId)).toMatchObject({
      kind: 'order_confirmation',
      status: 'queued',
      attempts: 0,
      to: 'acheteuse@vitaglow-mail.com',
    });
    expect((await orderConfirmedAt(reference))!.at).toBeNull();

    apiAnswers = [503, 429];
    const first = await runEmailConsumer([{ job, attempts: 1 }], production);
    expect(first).toEqual({ acked: [], retried: [{ id: expect.any(String), delaySeconds: 60 }] });
    const second = await runEmailConsumer([{ job, attempts: 2 }], production);
    expect(second).toEqual({ acked: [], retried: [{ id: expect.any(String), delaySeconds: 120 }] });
    expect(await deliveryRow(job.deliveryId)).toMatchObject({ status: 'queued', attempts: 2, last_error: 'the e-mail API answered 429' });
    expect((await orderConfirmedAt(reference))!.at).toBeNull();

    const third = await runEmailConsumer([{ job, attempts: 3 }], production);
    expect(third).toEqual({ acked: [expect.any(String)], retried: [] });
    expect(await deliveryRow(job.deliveryId)).toMatchObject({ status: 'sent', attempts: 3, last_error: null, sent_at: expect.any(Number) });
    expect((await orderConfirmedAt(reference))!.at).toEqual(expect.any(Number));

    // What the shopper receives: one e-mail, in French, every try under the same idempotency key.
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.headers.get('Idempotency-Key')))).toEqual(new Set([job.deliveryId]));
    expect(sent[2].body).toMatchObject({
      to: 'acheteuse@vitaglow-mail.com',
      subject: `Votre commande VitaGlow ${reference} est confirmée`,
    });

    // The queue delivers at least once: the same message again sends nothing more.
    await runEmailConsumer([{ job, attempts: 1 }], production);
    expect(sent).toHaveLength(3);
  });

  it('is kept in D1 as failed after the last try, logged for the operator, and not queued again by Stripe’s redelivery', async () => {
    const { reference, job } = await paidOrder();
    apiAnswers = [500, 500, 500, 500, 500, 500];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const result = await runEmailConsumer([{ job, attempts: attempt }], production);
      expect(result.retried.map((r) => r.delaySeconds)).toEqual(attempt < 6 ? [emailRetryDelaySeconds(attempt)] : []);
    }
    expect(await deliveryRow(job.deliveryId)).toMatchObject({ status: 'failed', attempts: 6, last_error: 'the e-mail API answered 500' });
    expect((await orderConfirmedAt(reference))!.at).toBeNull();
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', msg: 'e-mail not sent: given up' }));

    const completed = fake.bus.events.find((e) => e.type === 'checkout.session.completed')!;
    const { signatureHeader } = await import('../../tools/stripe-fake/events');
    const payload = JSON.stringify(completed);
    const replay = await workerWithStripe(
      new Request(`${ORIGIN}/api/stripe/webhook`, {
        method: 'POST',
        body: payload,
        headers: {
          'Stripe-Signature': await signatureHeader(payload, STRIPE_WITH_FAKE.STRIPE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000)),
        },
      }),
      production,
    );
    expect(replay.status).toBe(200);
    expect(jobs).toHaveLength(1);
  });

  it('fails at once when the e-mail API refuses the message (4xx): no retry can fix it', async () => {
    const { job } = await paidOrder();
    apiAnswers = [422];
    expect(await runEmailConsumer([{ job, attempts: 1 }], production)).toEqual({ acked: [expect.any(String)], retried: [] });
    expect(await deliveryRow(job.deliveryId)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'the e-mail API answered 422' });
  });

  it('answers Stripe 503 when the queue refuses the e-mail, so the redelivery queues it', async () => {
    const refusingQueue = { send: () => Promise.reject(new Error('queue unavailable')) } as unknown as Queue;
    vi.restoreAllMocks();
    fake = installStripeFake({
      url: `${ORIGIN}/api/stripe/webhook`,
      secret: STRIPE_WITH_FAKE.STRIPE_WEBHOOK_SECRET,
      enabledEvents: STRIPE_WEBHOOK_EVENTS,
      send: (request) => workerWithStripe(request, { ...production, EMAIL_QUEUE: refusingQueue }),
    });
    const res = await callWithStripe('/api/create-payment', {
      method: 'POST',
      body: JSON.stringify({ items: [{ id: 'pre-workout', quantity: 1 }], shipping: { id: 'free-us' }, ageConfirmed: true }),
    });
    const sessionId = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
    await fake.pay(sessionId, { email: 'buyer@vitaglow-mail.com' });
    const completed = fake.bus.deliveries.find((d) => d.type === 'checkout.session.completed')!;
    expect(completed.attempts).toEqual([503]);
    // The payment itself is recorded; no delivery record is left behind to block the next try.
    expect(((await (await call(`/api/orders/${sessionId}`)).json()) as { status: string }).status).toBe('paid');
    expect(
      await env.DB.prepare('select count(*) as n from email_deliveries where kind = ? and "to" = ?')
        .bind('order_confirmation', 'buyer@vitaglow-mail.com')
        .first('n'),
    ).toBe(0);
  });
});

describe('account e-mails in development', () => {
  it('reach the development outbox through the queue, recorded as sent', async () => {
    const email = `queue.${crypto.randomUUID().slice(0, 8)}@vitaglow-mail.com`;
    const res = await callWithStripe('/api/auth/signup', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'Sunny-Mango-42', name: 'Nadia Haddad' }),
    });
    expect(res.status).toBe(201);
    await emailsSettled(email);
    expect(await env.DB.prepare('select kind, status, attempts from email_deliveries where "to" = ?').bind(email).first()).toEqual({
      kind: 'verify',
      status: 'sent',
      attempts: 1,
    });
    expect(await env.DB.prepare('select subject from email_outbox where "to" = ?').bind(email).first('subject')).toBe(
      'Confirm your VitaGlow account',
    );
  });
});

describe('the hourly run', () => {
  it('deletes records of e-mails sent or failed more than 90 days ago, and keeps queued and recent ones', async () => {
    const old = Date.now() - 91 * 24 * 60 * 60_000;
    const insert = (id: string, status: string, createdAt: number) =>
      env.DB.prepare('insert into email_deliveries (id, kind, "to", subject, status, created_at) values (?, ?, ?, ?, ?, ?)').bind(
        id,
        'verify',
        'old@vitaglow-mail.com',
        'Confirm',
        status,
        createdAt,
      );
    await env.DB.batch([
      insert('old-sent', 'sent', old),
      insert('old-failed', 'failed', old),
      insert('old-queued', 'queued', old),
      insert('new-sent', 'sent', Date.now()),
    ]);
    await worker.scheduled(createScheduledController({ cron: '0 * * * *' }), env);
    const { results } = await env.DB.prepare('select id from email_deliveries where "to" = \'old@vitaglow-mail.com\' order by id').all<{
      id: string;
    }>();
    expect(results.map((r) => r.id)).toEqual(['new-sent', 'old-queued']);
  });
});

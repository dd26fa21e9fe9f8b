import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import app from '../../worker/index';
import { COUPON_ALPHABET, COUPON_CODE_PATTERN, generateCouponCode } from '../../worker/newsletter/coupon-code';
import { newClientAddress, ORIGIN, post } from './http';
import { EMAIL_API, capturingQueue, deliveryRow, emailsSettled, runEmailConsumer } from './mail-helpers';
import { captureLogLines } from './logs';
import { errorOf } from './errors';

let counter = 0;
/** A fresh, valid address per call: storage is shared by every test in this file. */
const freshEmail = () => `shopper${++counter}.${Date.now()}@vitaglow-mail.com`;

const subscribe = (body: unknown) => post('/api/newsletter', body);

/** Calls the app with some bindings replaced, and waits for the work it left running (the welcome mail). */
async function subscribeWith(bindings: Partial<Env>, body: unknown): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(new URL('/api/newsletter', ORIGIN), {
    method: 'POST',
    headers: {
      Origin: ORIGIN,
      'Sec-Fetch-Site': 'same-origin',
      'Content-Type': 'application/json',
      'CF-Connecting-IP': newClientAddress(),
    },
    body: JSON.stringify(body),
  });
  const res = await app.fetch(request, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A KV that never remembers anything, so the rate limit never trips. */
const forgetfulKv = { get: async () => null, put: async () => undefined } as unknown as KVNamespace;

async function subscriberRows(email: string) {
  const { results } = await env.DB.prepare('select email, coupon_code, language from email_subscribers where email = ?')
    .bind(email)
    .all<{ email: string; coupon_code: string; language: string }>();
  return results;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('POST /api/newsletter', () => {
  it('subscribes a valid address and answers its coupon code', async () => {
    const email = freshEmail();
    const res = await subscribe({ email, language: 'fr' });
    expect(res.status).toBe(201);
    const { couponCode } = (await res.json()) as { couponCode: string };
    expect(couponCode).toMatch(COUPON_CODE_PATTERN);
    expect(await subscriberRows(email)).toEqual([{ email, coupon_code: couponCode, language: 'fr' }]);
  });

  it('stores the address normalised (trimmed, lowercased) and English when no language is given', async () => {
    const email = freshEmail();
    const res = await subscribe({ email: `  ${email.toUpperCase()}  ` });
    expect(res.status).toBe(201);
    expect((await subscriberRows(email)).map((r) => r.language)).toEqual(['en']);
  });

  it.each([
    ['', 'email_required'],
    ['   ', 'email_required'],
    ['a@b', 'email_length'],
    [`${'a'.repeat(250)}@vitaglow-mail.com`, 'email_length'],
    ['not-an-email', 'email_invalid'],
    ['someone@example.com', 'email_invalid'],
    ['latest.news@gmail.com', 'email_invalid'],
    ['someone@localhost', 'email_invalid'],
    ['someone@127.0.0.1', 'email_invalid'],
    ['some+one+else@gmail.com', 'email_invalid'],
    ['someone.@gmail.com', 'email_invalid'],
    ['some..one@gmail.com', 'email_invalid'],
  ])('refuses %j with 400 %s and stores nothing', async (email, code) => {
    const res = await subscribe({ email });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe(code);
    const { results } = await env.DB.prepare('select count(*) as n from email_subscribers where email = ?')
      .bind(email.trim().toLowerCase())
      .all<{ n: number }>();
    expect(results[0].n).toBe(0);
  });

  it.each([
    ['no e-mail', { language: 'en' }],
    ['a non-string e-mail', { email: 42 }],
    ['an unknown language', { email: 'someone@gmail.com', language: 'de' }],
  ])('refuses a body with %s as invalid_request', async (_name, body) => {
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_request');
  });

  it('answers 409 already_subscribed for the same address, whatever its case or surrounding spaces', async () => {
    const email = freshEmail();
    const first = await subscribe({ email });
    expect(first.status).toBe(201);
    const { couponCode } = (await first.json()) as { couponCode: string };

    for (const variant of [email.toUpperCase(), `\t ${email} `]) {
      const res = await subscribe({ email: variant });
      expect(res.status).toBe(409);
      expect((await errorOf(res)).code).toBe('already_subscribed');
    }
    expect(await subscriberRows(email)).toEqual([{ email, coupon_code: couponCode, language: 'en' }]);
  });

  it('lets exactly one of 20 simultaneous requests for one address succeed', async () => {
    const email = freshEmail();
    const responses = await Promise.all(Array.from({ length: 20 }, () => subscribeWith({ RATE_LIMIT: forgetfulKv }, { email })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    const codes = await Promise.all(responses.filter((r) => r.status === 409).map(async (r) => (await errorOf(r)).code));
    expect(new Set(codes)).toEqual(new Set(['already_subscribed']));
    expect(await subscriberRows(email)).toHaveLength(1);
  });

  it('refuses the 4th attempt within an hour with 429 and the seconds left, then allows one again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-01T10:00:00Z').getTime();
    vi.setSystemTime(start);
    const email = freshEmail();
    expect((await subscribe({ email })).status).toBe(201);
    expect((await subscribe({ email })).status).toBe(409);
    expect((await subscribe({ email })).status).toBe(409);

    vi.setSystemTime(start + 10 * 60_000);
    const limited = await subscribe({ email });
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toMatchObject({ code: 'rate_limited', retryAfter: 50 * 60 });

    vi.setSystemTime(start + 60 * 60_000);
    expect((await subscribe({ email })).status).toBe(409);
  });

  it('counts attempts per normalised address, so case variants share one allowance', async () => {
    const email = freshEmail();
    await subscribe({ email });
    await subscribe({ email: email.toUpperCase() });
    await subscribe({ email: ` ${email}` });
    expect((await subscribe({ email: email.toUpperCase() })).status).toBe(429);
  });

  it('fails open: subscribes when the rate-limit store is unavailable', async () => {
    const broken = {
      get: () => Promise.reject(new Error('KV unavailable')),
      put: () => Promise.reject(new Error('KV unavailable')),
    } as unknown as KVNamespace;
    const logged = captureLogLines();
    const email = freshEmail();

    const res = await subscribeWith({ RATE_LIMIT: broken }, { email });
    expect(res.status).toBe(201);
    expect(await subscriberRows(email)).toHaveLength(1);
    expect(logged.some((line) => line.includes('newsletter rate limit unavailable'))).toBe(true);
  });
});

describe('newsletter analytics', () => {
  async function countOf(outcome: string) {
    const { results } = await env.DB.prepare("select count(*) as n from analytics_events where name = 'newsletter' and outcome = ?")
      .bind(outcome)
      .all<{ n: number }>();
    return results[0].n;
  }

  it('records each attempt by its outcome', async () => {
    const before = {
      success: await countOf('success'),
      duplicate: await countOf('already_subscribed'),
      invalid: await countOf('email_invalid'),
    };
    const email = freshEmail();
    await subscribe({ email });
    await subscribe({ email });
    await subscribe({ email: 'someone@example.com' });
    expect(await countOf('success')).toBe(before.success + 1);
    expect(await countOf('already_subscribed')).toBe(before.duplicate + 1);
    expect(await countOf('email_invalid')).toBe(before.invalid + 1);
  });
});

describe('the welcome e-mail', () => {
  async function outboxFor(email: string) {
    await emailsSettled(email);
    const { results } = await env.DB.prepare('select subject, text from email_outbox where "to" = ?')
      .bind(email)
      .all<{ subject: string; text: string }>();
    return results;
  }

  it('lands in the development outbox with the code, in the subscriber language', async () => {
    const email = freshEmail();
    const res = await subscribeWith({}, { email, language: 'fr' });
    const { couponCode } = (await res.json()) as { couponCode: string };
    const [mail, ...others] = await outboxFor(email);
    expect(others).toEqual([]);
    expect(mail.subject).toBe('Bienvenue chez VitaGlow\u00a0: votre code promo de 20\u202f%');
    expect(mail.text).toContain(`\n\n${couponCode}\n\n`);
    expect(mail.text).toContain(`${ORIGIN}/`);
  });

  it('is written in Arabic for an Arabic subscriber', async () => {
    const email = freshEmail();
    await subscribeWith({}, { email, language: 'ar' });
    const [mail] = await outboxFor(email);
    expect(mail.subject).toBe('مرحبًا بك في VitaGlow: رمز خصم 20% الخاص بك');
  });

  it('is not sent again for a duplicate', async () => {
    const email = freshEmail();
    await subscribeWith({}, { email });
    expect((await subscribeWith({}, { email })).status).toBe(409);
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it('goes through the queue to the e-mail API in production, after the answer', async () => {
    const sent = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    const { queue, jobs } = capturingQueue();
    const email = freshEmail();
    const res = await subscribeWith({ ...EMAIL_API, EMAIL_QUEUE: queue }, { email, language: 'en' });
    expect(res.status).toBe(201);
    const { couponCode } = (await res.json()) as { couponCode: string };
    // Answered without waiting for the e-mail API: the message waits in the queue.
    expect(sent).not.toHaveBeenCalled();
    expect(jobs).toHaveLength(1);

    expect(await runEmailConsumer([{ job: jobs[0], attempts: 1 }], EMAIL_API)).toEqual({ acked: [expect.any(String)], retried: [] });
    const [url, init] = sent.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(EMAIL_API.EMAIL_API_URL);
    const payload = JSON.parse(String(init.body)) as {
      to: string;
      from: string;
      subject: string;
      text: string;
      headers: Record<string, string>;
    };
    expect(payload).toMatchObject({ to: email, from: EMAIL_API.EMAIL_FROM, subject: 'Welcome to VitaGlow: your 20% discount code' });
    // RFC 8058's one-click unsubscribe reaches the provider with the message.
    expect(payload.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/vitaglow\.test\/api\/newsletter\/unsubscribe\?token=\d+\.1\.[0-9a-f]{32}>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(payload.text).toContain(couponCode);
    expect(await deliveryRow(jobs[0].deliveryId)).toMatchObject({ kind: 'welcome', status: 'sent', attempts: 1 });
    expect(await outboxFor(email)).toEqual([]);
  });

  it('does not cost the shopper the subscription when the e-mail API is down', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network down'));
    const { queue } = capturingQueue();
    const email = freshEmail();
    const res = await subscribeWith({ ...EMAIL_API, EMAIL_QUEUE: queue }, { email });
    expect(res.status).toBe(201);
    expect(await subscriberRows(email)).toHaveLength(1);
  });
});

describe('coupon codes from the platform CSPRNG', () => {
  it('are VITAGLOW + 6 of A–Z0–9, and use the whole alphabet', () => {
    const codes = Array.from({ length: 5000 }, () => generateCouponCode());
    for (const code of codes) expect(code).toMatch(COUPON_CODE_PATTERN);
    const used = new Set(codes.flatMap((code) => [...code.slice('VITAGLOW'.length)]));
    expect([...used].sort().join('')).toBe([...COUPON_ALPHABET].sort().join(''));
    // 5,000 draws from 36^6 codes: a handful of repeats at most, never a stuck generator.
    expect(new Set(codes).size).toBeGreaterThan(4990);
  });
});

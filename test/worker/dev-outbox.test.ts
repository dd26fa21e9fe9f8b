import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import app from '../../worker/index';
import { ORIGIN, call } from './http';
import { PASSWORD, callWith, freshEmail, query } from './auth-helpers';
import { EMAIL_API, capturingQueue, deliveryRow, runEmailConsumer } from './mail-helpers';
import { spyOnLogs } from './logs';

afterEach(() => vi.restoreAllMocks());

const signupRequest = (email: string) =>
  new Request(new URL('/api/auth/signup', ORIGIN), {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, name: 'Léa Martin', language: 'fr' }),
  });

describe('the development outbox', () => {
  it('lists e-mails as HTML, escaped, with their links', async () => {
    await env.DB.prepare('insert into email_outbox ("to", subject, text) values (?, ?, ?)')
      .bind('lea@vitaglow-mail.com', '<script>alert(1)</script>', 'Open https://vitaglow.test/auth/verify#token=abc now')
      .run();
    const res = await call('/dev/outbox');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="https://vitaglow.test/auth/verify#token=abc">');
  });

  it('answers JSON filtered by recipient, newest first, links extracted', async () => {
    const email = freshEmail();
    await callWith({}, '/api/auth/signup', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD, name: 'Léa Martin' }) });
    const res = await call(`/dev/outbox.json?to=${encodeURIComponent(email.toUpperCase())}`);
    const { messages } = (await res.json()) as { messages: { to: string; subject: string; links: string[] }[] };
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: email, subject: 'Confirm your VitaGlow account' });
    expect(messages[0].links).toEqual([expect.stringMatching(/^https:\/\/vitaglow\.test\/auth\/verify#token=[\w-]{43}$/)]);
  });

  it.each(['/dev/outbox', '/dev/outbox.json'])('%s does not exist outside development', async (path) => {
    const res = await callWith({ ENVIRONMENT: 'production' }, path);
    expect(res.status).toBe(404);
  });
});

describe('e-mail in production', () => {
  it('is queued, not sent, while the request answers; the consumer sends it to the HTTP e-mail API, not the outbox', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    const { queue, jobs } = capturingQueue();
    const email = freshEmail();
    const ctx = createExecutionContext();
    const res = await app.fetch(signupRequest(email), { ...env, ...EMAIL_API, EMAIL_QUEUE: queue }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(201);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await deliveryRow(jobs[0].deliveryId)).toMatchObject({ kind: 'verify', to: email, status: 'queued', attempts: 0 });

    await runEmailConsumer([{ job: jobs[0], attempts: 1 }], EMAIL_API);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(EMAIL_API.EMAIL_API_URL);
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer re_secret');
    expect(headers.get('Idempotency-Key')).toBe(jobs[0].deliveryId);
    const body = JSON.parse(init.body as string) as Record<string, string>;
    expect(body).toMatchObject({ from: EMAIL_API.EMAIL_FROM, to: email, subject: 'Confirmez votre compte VitaGlow' });
    expect(body.text).toMatch(/\/auth\/verify#token=[\w-]{43}/);
    expect(await query('select id from email_outbox where "to" = ?', email)).toEqual([]);
  });

  it('keeps a message the e-mail API is not configured for in the queue, logged, and fails it after the last try', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const lines: string[] = [];
    spyOnLogs((line: string) => void lines.push(line));
    const { queue, jobs } = capturingQueue();
    // Production refuses to count sign-ups without the hashing key; only the e-mail API is missing here.
    const res = await callWith(
      { ENVIRONMENT: 'production', PUBLIC_URL: ORIGIN, ANALYTICS_HASH_KEY: EMAIL_API.ANALYTICS_HASH_KEY, EMAIL_QUEUE: queue },
      '/api/auth/signup',
      {
        method: 'POST',
        body: JSON.stringify({ email: freshEmail(), password: PASSWORD, name: 'Léa Martin' }),
      },
    );
    expect(res.status).toBe(201);
    const production = { ENVIRONMENT: 'production' } satisfies Partial<Env>;
    expect((await runEmailConsumer([{ job: jobs[0], attempts: 1 }], production)).retried).toHaveLength(1);
    expect((await runEmailConsumer([{ job: jobs[0], attempts: 6 }], production)).retried).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await deliveryRow(jobs[0].deliveryId)).toMatchObject({
      status: 'failed',
      attempts: 6,
      last_error: expect.stringContaining('EMAIL_API_URL'),
    });
    expect(lines.map((l) => JSON.parse(l) as { level: string; msg: string })).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'e-mail not sent: given up' }),
    );
  });
});

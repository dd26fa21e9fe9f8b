import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import app from '../../worker/index';
import { ORIGIN, call } from './http';
import { PASSWORD, callWith, freshEmail, query } from './auth-helpers';

afterEach(() => vi.restoreAllMocks());

const EMAIL_API = { EMAIL_API_URL: 'https://mail-api.vitaglow-mail.com/emails', EMAIL_API_KEY: 're_secret', EMAIL_FROM: 'VitaGlow <hello@vitaglow-mail.com>' };

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
  it('goes to the HTTP e-mail API after the response, in the shopper language, and not to the outbox', async () => {
    let release!: () => void;
    const delivered = new Promise<void>((resolve) => (release = resolve));
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      await delivered;
      return new Response('{}', { status: 200 });
    });
    const email = freshEmail();
    const ctx = createExecutionContext();
    // The answer arrives while the e-mail API has not answered yet.
    const res = await app.fetch(signupRequest(email), { ...env, ENVIRONMENT: 'production', ...EMAIL_API }, ctx);
    expect(res.status).toBe(201);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    release();
    await waitOnExecutionContext(ctx);

    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(EMAIL_API.EMAIL_API_URL);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer re_secret');
    const body = JSON.parse(init.body as string) as Record<string, string>;
    expect(body).toMatchObject({ from: EMAIL_API.EMAIL_FROM, to: email, subject: 'Confirmez votre compte VitaGlow' });
    expect(body.text).toMatch(/\/auth\/verify#token=[\w-]{43}/);
    expect(await query('select id from email_outbox where "to" = ?', email)).toEqual([]);
  });

  it('logs an error and still answers when the e-mail API is not configured', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const ctx = createExecutionContext();
    const res = await app.fetch(signupRequest(freshEmail()), { ...env, ENVIRONMENT: 'production' }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(201);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(lines.map((l) => JSON.parse(l) as { level: string; msg: string })).toContainEqual(
      expect.objectContaining({ level: 'error', msg: expect.stringContaining('EMAIL_API_URL') }),
    );
  });
});

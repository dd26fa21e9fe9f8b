import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { freshEmail } from './auth-helpers';

/** A request to the worker at `url` as a browser there would send it, with these bindings. */
async function at(url: string, bindings: Partial<Env> = {}, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const origin = new URL(url).origin;
  const headers = new Headers({ Origin: origin, 'Sec-Fetch-Site': 'same-origin', 'CF-Connecting-IP': '198.18.9.9' });
  if (init.method === 'POST') headers.set('Content-Type', 'application/json');
  new Headers(init.headers).forEach((value, name) => headers.set(name, value));
  const res = await app.fetch(new Request(url, { ...init, headers }), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('the development worker answers only to its own hosts', () => {
  it.each([
    'http://evil.example:8787/dev/outbox.json',
    'http://evil.example:8787/admin/dev-sign-in',
    'http://127.0.0.1.nip.io:8787/',
    'http://localhost.evil.example/api/health',
  ])('refuses %s (a DNS-rebinding page, or a forged Host)', async (url) => {
    const res = await at(url);
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/^Blocked request: this host/);
  });

  it.each([
    'http://localhost:8787/dev/outbox.json',
    'http://127.0.0.1:8787/dev/outbox.json',
    'http://[::1]:8787/dev/outbox.json',
    'http://shop.localhost:5173/dev/outbox.json',
    'https://vitaglow.test/dev/outbox.json',
  ])('answers %s (loopback, or PUBLIC_URL’s host)', async (url) => {
    expect((await at(url)).status).toBe(200);
  });

  it('takes only loopback names when PUBLIC_URL is not set', async () => {
    expect((await at('https://vitaglow.test/api/health', { PUBLIC_URL: '' })).status).toBe(403);
    expect((await at('http://localhost:8787/api/health', { PUBLIC_URL: '' })).status).toBe(200);
  });

  it('never puts a forged host into a reset link', async () => {
    const email = freshEmail('rebind');
    const forged = await at('http://evil.example/api/auth/forgot', {}, { method: 'POST', body: JSON.stringify({ email }) });
    expect(forged.status).toBe(403);
    const res = await at('http://localhost:8787/api/auth/forgot', { PUBLIC_URL: '' }, { method: 'POST', body: JSON.stringify({ email }) });
    expect(res.status).toBe(200);
  });

  it('leaves production to Cloudflare’s routing', async () => {
    const res = await at('https://shop.example.com/api/health', { ENVIRONMENT: 'production', PUBLIC_URL: 'https://shop.example.com' });
    expect(res.status).toBe(200);
  });

  it('takes a form only from the shop’s own origin, not from any page that names the same host', async () => {
    // No Fetch Metadata (an old browser): the Origin must be the shop's, PUBLIC_URL here.
    const res = await at(
      'https://vitaglow.test/api/auth/forgot',
      {},
      { method: 'POST', body: JSON.stringify({ email: freshEmail() }), headers: { 'Sec-Fetch-Site': '', Origin: 'http://localhost:8787' } },
    );
    expect(res.status).toBe(403);
  });
});

import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { SECURITY_HEADERS, VITE_DEV_CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '../../worker/lib/security-headers';
import { ORIGIN, call, document } from './http';
import { spyOnLogs } from './logs';

const brokenEnv = { ...env, ASSETS: { fetch: () => Promise.reject(new Error('boom')) } as unknown as Fetcher };

const responses: [string, () => Promise<Response>][] = [
  ['a known document', () => document('/')],
  ['an unknown document (404)', () => document('/nope')],
  ['a static file', () => document('/favicon.svg')],
  ['an API answer', () => call('/api/health')],
  ['an unknown API path (404)', () => call('/api/nope')],
  ['an unexpected error (500)', async () => app.fetch(new Request(`${ORIGIN}/`), brokenEnv)],
];

describe('security headers', () => {
  // The 500 case logs its error; keep the test output quiet.
  beforeEach(() => void spyOnLogs(() => {}));

  it.each(responses)('are all on %s', async (_kind, fetchIt) => {
    const res = await fetchIt();
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1];
    const expected = { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(nonce) };
    for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name), name).toBe(value);
  });

  it("admit hot reload's inline scripts behind Vite's dev server only, never in production", async () => {
    const viteDev = { ...env, VITE_DEV_SERVER: 'true' };
    const dev = await app.fetch(new Request(`${ORIGIN}/nope`), viteDev);
    expect(dev.headers.get('Content-Security-Policy')).toBe(VITE_DEV_CONTENT_SECURITY_POLICY);
    const production = await app.fetch(new Request(`https://vitaglow.test/api/health`), { ...viteDev, ENVIRONMENT: 'production' });
    expect(production.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy());
    expect((await call('/api/health')).headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy());
  });

  it('give each document a fresh style nonce, shared with the page through an element at the body’s end', async () => {
    const nonces = [];
    for (const path of ['/', '/nope']) {
      const res = await document(path);
      const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'/.exec(res.headers.get('Content-Security-Policy')!)?.[1];
      expect(await res.text()).toContain(`<template data-csp-nonce nonce="${nonce}"></template>`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    expect((await call('/api/health')).headers.get('Content-Security-Policy')).not.toContain('nonce-');
  });

  it('forbid inline scripts except the pre-paint script, framing, plugins and foreign bases', () => {
    const csp = SECURITY_HEADERS['Content-Security-Policy'];
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'self' https://checkout.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it('HSTS lasts at least a year', () => {
    const maxAge = Number(/max-age=(\d+)/.exec(SECURITY_HEADERS['Strict-Transport-Security'])?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  });

  it.each([
    ['a document', () => document('/')],
    ['a 404 document', () => document('/nope')],
    ['an API answer', () => call('/api/health')],
  ])('%s is never cached', async (_kind, fetchIt) => {
    expect((await fetchIt()).headers.get('Cache-Control')).toBe('no-store');
  });
});

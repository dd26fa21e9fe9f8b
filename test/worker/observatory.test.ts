import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { freshEmail, linkToken, signIn, signUp } from './auth-helpers';
import { document, post } from './http';

/**
 * The MDN HTTP Observatory's tests that can be judged without TLS, each held to its best result, plus
 * the HTTPS redirect and HSTS that production serves. Rules paraphrase the Observatory's scoring table.
 */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

describe('HTTP Observatory, best results', () => {
  it("CSP: implemented with no 'unsafe' sources and default-src 'none'", async () => {
    const csp = directives((await document('/')).headers.get('Content-Security-Policy')!);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    for (const [name, values] of csp) {
      expect(
        values.filter((v) => /unsafe|^\*$|^https?:$|^data:$/.test(v) && !(name === 'img-src' && v === 'data:')),
        name,
      ).toEqual([]);
    }
    expect(csp.get('script-src')?.every((v) => v === "'self'" || v.startsWith("'sha256-"))).toBe(true);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('form-action')).toBe(true);
  });

  it('X-Frame-Options: implemented through CSP frame-ancestors, and DENY for old browsers', async () => {
    const res = await document('/');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it.each(['/', '/api/health', '/favicon.svg'])(
    '%s: nosniff, a private Referrer-Policy, CORP and COOP same-origin, no CORS',
    async (path) => {
      const res = await document(path);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
        res.headers.get('Referrer-Policy'),
      );
      expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
      expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
      expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    },
  );

  it('CORS: a cross-origin preflight is not granted', async () => {
    const res = await app.fetch(
      new Request('https://vitaglow.test/api/newsletter', {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
      }),
      env,
    );
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('Cookies: every cookie is Secure, HttpOnly and SameSite, with the __Host- prefix', async () => {
    const email = freshEmail('observatory');
    await signUp(email);
    expect((await post('/api/auth/verify', { token: await linkToken(email, 'verify') })).status).toBeLessThan(300);
    const signin = await signIn(email);
    expect(signin.status).toBe(200);
    const cookies = signin.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Host-/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
      expect(cookie).toMatch(/;\s*Path=\//i);
      expect(cookie).not.toMatch(/;\s*Domain=/i);
    }
  });

  it('Redirection and HSTS in production: HTTP goes to HTTPS on the same host, HSTS ≥ 6 months', async () => {
    const production = { ...env, ENVIRONMENT: 'production' };
    const redirect = await app.fetch(new Request('http://vitaglow.test/'), production);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('Location')).toBe('https://vitaglow.test/');
    const page = await app.fetch(new Request('https://vitaglow.test/'), production);
    const maxAge = Number(/max-age=(\d+)/.exec(page.headers.get('Strict-Transport-Security') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(15_768_000);
  });
});

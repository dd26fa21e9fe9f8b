import { env } from 'cloudflare:workers';
import { type CryptoKey, type JWK, SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_ACCESS_COOKIE, developmentAccess } from '../../worker/admin/dev-access';
import app from '../../worker/index';
import { call, document } from './http';

/*
 * The console fails closed: only a token Cloudflare Access signed for this application opens it, in
 * production checked against the team's published keys. Each attack is refused with 401 or 403 (JSON on
 * the API, a plain page for documents), never the console.
 */

const AUD = 'a1b2c3d4e5f6-console-aud';
let teamCounter = 0;
/** A team domain per test: each gets key sets of its own in the worker's per-isolate cache. */
const newTeam = () => `https://vitaglow-${++teamCounter}.cloudflareaccess.com`;

interface Key {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function newKey(kid: string): Promise<Key> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  return { kid, privateKey: pair.privateKey, publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

let key: Key;
let otherKey: Key;
beforeAll(async () => {
  key = await newKey('team-key-1');
  otherKey = await newKey('team-key-2');
});

/** Serves the team's certs, as Access publishes them; every other fetch goes out as usual. */
function publishKeys(team: string, keys: () => JWK[]) {
  const passThrough = globalThis.fetch;
  const certs = vi.fn(() => Response.json({ keys: keys(), public_cert: {}, public_certs: [] }));
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init);
    return request.url === `${team}/cdn-cgi/access/certs` ? Promise.resolve(certs()) : passThrough(request);
  });
  return certs;
}

function sign(
  team: string,
  options: { key?: Key; kid?: string; aud?: string; iss?: string; exp?: number | string; email?: string | null } = {},
) {
  const signer = options.key ?? key;
  const jwt = new SignJWT(options.email === null ? {} : { email: options.email ?? 'ops@vitaglow.shop', type: 'app' })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? signer.kid })
    .setIssuer(options.iss ?? team)
    .setAudience(options.aud ?? AUD)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '1h');
  return jwt.sign(signer.privateKey);
}

/** A base64url segment. */
const b64 = (value: object | string) =>
  btoa(typeof value === 'string' ? value : JSON.stringify(value))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

async function hs256WithPublicKey(team: string): Promise<string> {
  const header = b64({ alg: 'HS256', kid: key.kid, typ: 'JWT' });
  const now = Math.floor(Date.now() / 1000);
  const payload = b64({ email: 'intruder@evil.example', iss: team, aud: AUD, iat: now, exp: now + 3600 });
  const secret = new TextEncoder().encode(JSON.stringify(key.publicJwk));
  const hmac = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode(`${header}.${payload}`)));
  return `${header}.${payload}.${b64(String.fromCharCode(...signature))}`;
}

function unsigned(team: string): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ email: 'intruder@evil.example', iss: team, aud: AUD, iat: now, exp: now + 3600 })}.`;
}

const production = (team: string | undefined, aud: string | undefined = AUD) => ({
  ...env,
  ENVIRONMENT: 'production',
  ACCESS_TEAM_DOMAIN: team ?? '',
  ACCESS_AUD: aud ?? '',
});

function askConsole(path: string, bindings: ReturnType<typeof production>, headers: Record<string, string> = {}) {
  return app.fetch(new Request(`https://vitaglow.test${path}`, { headers: { 'Sec-Fetch-Site': 'same-origin', ...headers } }), bindings, {
    waitUntil: () => {},
    passThroughOnException: () => {},
    props: {},
  } as unknown as ExecutionContext);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the console behind Cloudflare Access, in production', () => {
  it('opens to a token Access signed for this application, as that identity', async () => {
    const team = newTeam();
    publishKeys(team, () => [key.publicJwk]);
    const res = await askConsole('/api/admin/me', production(team), {
      'Cf-Access-Jwt-Assertion': await sign(team, { email: 'Ops@VitaGlow.shop' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: 'ops@vitaglow.shop' });
  });

  const attacks: [string, (team: string) => Promise<Record<string, string>>, number, string][] = [
    ['no token at all', async () => ({}), 401, 'access_required'],
    [
      'an expired token',
      async (team) => ({ 'Cf-Access-Jwt-Assertion': await sign(team, { exp: Math.floor(Date.now() / 1000) - 60 }) }),
      403,
      'access_denied',
    ],
    [
      'a token for another application (aud)',
      async (team) => ({ 'Cf-Access-Jwt-Assertion': await sign(team, { aud: 'another-app' }) }),
      403,
      'access_denied',
    ],
    [
      'a token from another team (iss)',
      async (team) => ({ 'Cf-Access-Jwt-Assertion': await sign(team, { iss: 'https://evil.cloudflareaccess.com' }) }),
      403,
      'access_denied',
    ],
    ['an unsigned token (alg none)', async (team) => ({ 'Cf-Access-Jwt-Assertion': unsigned(team) }), 403, 'access_denied'],
    [
      'HS256 signed with the public key as its secret',
      async (team) => ({ 'Cf-Access-Jwt-Assertion': await hs256WithPublicKey(team) }),
      403,
      'access_denied',
    ],
    [
      'a key the team never published (unknown kid)',
      async (team) => ({ 'Cf-Access-Jwt-Assertion': await sign(team, { key: otherKey }) }),
      403,
      'access_denied',
    ],
    [
      'a published kid on a token signed by another key',
      async (team) => ({ 'Cf-Access-Jwt-Assertion': await sign(team, { key: otherKey, kid: key.kid }) }),
      403,
      'access_denied',
    ],
    ['a token without an e-mail', async (team) => ({ 'Cf-Access-Jwt-Assertion': await sign(team, { email: null }) }), 403, 'access_denied'],
    [
      'a development token',
      async () => ({ 'Cf-Access-Jwt-Assertion': await developmentAccess.sign('dev@vitaglow.shop') }),
      403,
      'access_denied',
    ],
    [
      'the development sign-in cookie',
      async () => ({ Cookie: `${DEV_ACCESS_COOKIE}=${await developmentAccess.sign('dev@vitaglow.shop')}` }),
      401,
      'access_required',
    ],
    ['a token that is not a JWT', async () => ({ 'Cf-Access-Jwt-Assertion': 'not-a-jwt' }), 403, 'access_denied'],
  ];

  it.each(attacks)('refuses %s on the API and on the console page', async (_name, headersFor, status, code) => {
    const team = newTeam();
    publishKeys(team, () => [key.publicJwk]);
    const headers = await headersFor(team);
    const api = await askConsole('/api/admin/orders', production(team), headers);
    expect(api.status).toBe(status);
    expect(await api.json()).toMatchObject({ error: { code } });
    const page = await askConsole('/admin', production(team), headers);
    expect(page.status).toBe(status);
    const html = await page.text();
    expect(html).toContain('Console unavailable');
    expect(html).not.toContain('/assets/');
    expect(html).not.toContain('dev-sign-in');
  });

  it('stays closed when Access is not configured, whatever the token', async () => {
    const team = newTeam();
    publishKeys(team, () => [key.publicJwk]);
    for (const bindings of [production(undefined), production(team, ''), production('', AUD)]) {
      const res = await askConsole('/api/admin/me', bindings, { 'Cf-Access-Jwt-Assertion': await sign(team) });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: { code: 'access_not_configured' } });
    }
  });

  it("stays closed when the team's keys cannot be fetched", async () => {
    const team = newTeam();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network down'));
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await askConsole('/api/admin/me', production(team), { 'Cf-Access-Jwt-Assertion': await sign(team) });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: { code: 'access_unavailable' } });
  });

  it('follows a key rotation: a new kid is fetched, a key Access retired stops working', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const team = newTeam();
    let published = [key.publicJwk];
    const certs = publishKeys(team, () => published);
    const oldToken = await sign(team);
    expect((await askConsole('/api/admin/me', production(team), { 'Cf-Access-Jwt-Assertion': oldToken })).status).toBe(200);

    published = [otherKey.publicJwk];
    vi.setSystemTime(Date.now() + 60_000);
    const newToken = await sign(team, { key: otherKey });
    expect((await askConsole('/api/admin/me', production(team), { 'Cf-Access-Jwt-Assertion': newToken })).status).toBe(200);
    // The keys are kept at most ten minutes: after that the retired key is gone.
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expect((await askConsole('/api/admin/me', production(team), { 'Cf-Access-Jwt-Assertion': await sign(team) })).status).toBe(403);
    expect(certs.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('fetches the keys once for many requests', async () => {
    const team = newTeam();
    const certs = publishKeys(team, () => [key.publicJwk]);
    const token = await sign(team);
    for (let i = 0; i < 5; i++)
      expect((await askConsole('/api/admin/me', production(team), { 'Cf-Access-Jwt-Assertion': token })).status).toBe(200);
    expect(certs).toHaveBeenCalledTimes(1);
  });
});

describe('the console in local development', () => {
  it('signs an operator in through the development page, with the same verification', async () => {
    expect((await call('/api/admin/me')).status).toBe(401);
    const form = await call('/admin/dev-sign-in');
    expect(await form.text()).toContain('Operator e-mail');
    const signIn = await call('/admin/dev-sign-in', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=operator%40vitaglow-mail.com',
    });
    expect(signIn.status).toBe(303);
    const cookie = signIn.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const me = await call('/api/admin/me', { headers: { Cookie: cookie.split(';')[0] } });
    expect(await me.json()).toEqual({ email: 'operator@vitaglow-mail.com' });
  });

  it('refuses a development sign-in posted from another site, and any sign-in page in production', async () => {
    const crossSite = await call('/admin/dev-sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      body: 'email=operator%40vitaglow-mail.com',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('Set-Cookie')).toBeNull();
    expect((await askConsole('/admin/dev-sign-in', production(newTeam()))).status).toBe(404);
  });

  it('serves the console page, never indexed, to a signed-in operator', async () => {
    const cookie = `${DEV_ACCESS_COOKIE}=${await developmentAccess.sign('operator@vitaglow-mail.com')}`;
    const res = await call('/admin/orders', { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<title>Console | VitaGlow</title>');
    expect(html).toMatch(/<script type="module"[^>]*src="\/assets\/admin-[^"]+\.js"/);
  });
});

describe('the storefront', () => {
  it('never names the console’s code in its documents', async () => {
    for (const path of ['/', '/products', '/account', '/nope']) expect(await (await document(path)).text()).not.toContain('/assets/admin-');
  });
});

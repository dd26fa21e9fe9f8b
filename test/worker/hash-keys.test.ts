import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD, callWith, query, signedInUser } from './auth-helpers';
import { errorCode } from './payments-helpers';
import { call, newClientAddress, post } from './http';
import { DEAL_CART } from './payments-helpers';
import { countOf } from './rows';

/**
 * Issue 27, item 14: ANALYTICS_HASH_KEY is the one secret behind every keyed hash (unsubscribe links,
 * analytics subjects, client keys, checkout keys); each use gets a key of its own derived from it, so a
 * value computed for one use is worth nothing for another. In production, a feature whose key cannot be
 * derived refuses to run rather than use the development key anyone can read in the code.
 */

const KEY = 'production-hash-key';
const secrets = env as unknown as Record<string, string | undefined>;
const configured = secrets.ANALYTICS_HASH_KEY;

/** The deployed shop's secret, seen by the worker's module scope (analytics) and by each request alike. */
function useHashKey(): void {
  secrets.ANALYTICS_HASH_KEY = KEY;
}

afterEach(() => {
  secrets.ANALYTICS_HASH_KEY = configured;
});

const unsubscribeWith = (token: string) => call(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });

/** The subject the analytics row of the latest sign-in attempt holds. */
async function lastSigninSubject(): Promise<string> {
  const [row] = await query<{ subject_hash: string | null }>(
    "select subject_hash from analytics_events where name = 'signin' order by id desc limit 1",
  );
  expect(row.subject_hash).toMatch(/^[0-9a-f]{64}$/);
  return row.subject_hash!;
}

describe('one key per purpose', () => {
  it('a sign-in with a crafted "e-mail" leaves no usable unsubscribe signature in analytics_events', async () => {
    useHashKey();
    const email = `reader.${Date.now()}@vitaglow-mail.com`;
    expect((await post('/api/newsletter', { email })).status).toBe(201);
    const [subscription] = await query<{ id: number; generation: number }>(
      'select id, generation from email_subscribers where email = ?',
      email,
    );

    // What the unsubscribe link signs, sent as an "e-mail": analytics hashes whatever the attempt carried.
    const crafted = `newsletter-unsubscribe\n${subscription.id}.${subscription.generation}`;
    await post('/api/auth/signin', { email: crafted, password: PASSWORD });
    const forged = `${subscription.id}.${subscription.generation}.${(await lastSigninSubject()).slice(0, 32)}`;

    const res = await unsubscribeWith(forged);
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe('unsubscribe_link_invalid');
    expect(await countOf('email_subscribers where email = ? and unsubscribed_at is null', email)).toBe(1);
  });

  it('an unsubscribe link mailed before the keys were split still works', async () => {
    useHashKey();
    const email = `earlier.reader.${Date.now()}@vitaglow-mail.com`;
    expect((await post('/api/newsletter', { email })).status).toBe(201);
    const [subscription] = await query<{ id: number; generation: number }>(
      'select id, generation from email_subscribers where email = ?',
      email,
    );
    const signed = `${subscription.id}.${subscription.generation}`;
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(KEY), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`newsletter-unsubscribe\n${signed}`)));
    const signature = Array.from(mac, (b) => b.toString(16).padStart(2, '0'))
      .join('')
      .slice(0, 32);

    expect((await unsubscribeWith(`${signed}.${signature}`)).status).toBe(200);
    expect(await countOf('email_subscribers where email = ? and unsubscribed_at is not null', email)).toBe(1);
  });

  it('a sign-in with a crafted "e-mail" does not reproduce the key a deal code is bound to', async () => {
    useHashKey();
    const address = newClientAddress();
    const claimed = await post('/api/deals', DEAL_CART, { headers: { 'CF-Connecting-IP': address } });
    const { code } = (await claimed.json()) as { code: string };
    const [deal] = await query<{ client_key: string }>('select client_key from deal_codes where code = ?', code);

    await post('/api/auth/signin', { email: `client\n${address}`, password: PASSWORD });
    expect((await lastSigninSubject()).slice(0, deal.client_key.length)).not.toBe(deal.client_key);
  });
});

describe('production without ANALYTICS_HASH_KEY', () => {
  const production = { ENVIRONMENT: 'production', PUBLIC_URL: 'https://vitaglow.test', ANALYTICS_HASH_KEY: '' } satisfies Partial<Env>;

  it('refuses a deal code (503) rather than bind it to a client with the development key', async () => {
    const before = await countOf('deal_codes');
    const res = await callWith(production, '/api/deals', { method: 'POST', body: JSON.stringify(DEAL_CART) });
    expect([res.status, await errorCode(res)]).toEqual([503, 'unavailable']);
    expect(await countOf('deal_codes')).toBe(before);
  });

  it('refuses sign-in (503) rather than count attempts under keys anyone could compute', async () => {
    const { email } = await signedInUser();
    const res = await callWith(production, '/api/auth/signin', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
    expect([res.status, await errorCode(res)]).toEqual([503, 'unavailable']);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('__Host-vitaglow_session='))).toEqual([]);
  });
});

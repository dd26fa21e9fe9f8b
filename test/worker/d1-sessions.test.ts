import { describe, expect, it } from 'vitest';
import type { AccountOrder } from '../../core/api/orders';
import { D1_BOOKMARK_COOKIE } from '../../worker/middleware/d1-session';
import { PASSWORD, callWith, signedInUser } from './auth-helpers';
import { laggingReplica } from './d1-replica';
import { DEAL_CART } from './payments-helpers';

/**
 * Issue 18's reads near the shopper: D1's Sessions API with a replica far behind (test/worker/d1-replica.ts).
 * The bookmark cookie makes a shopper's own writes visible to their next request; reads of what others
 * write (Stripe's webhook, the console) go to the primary.
 */

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** A shopper's browser: keeps the cookies the worker sets and sends them back. */
function browserOn(DB: D1Database) {
  const jar = new Map<string, string>();
  return {
    jar,
    async fetch(path: string, init: RequestInit = {}): Promise<Response> {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const res = await callWith({ DB }, path, { ...init, headers: cookie ? { Cookie: cookie } : {} });
      for (const set of res.headers.getSetCookie()) {
        const [pair] = set.split(';');
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(name.length + 1);
        if (value === '' || /max-age=0/i.test(set)) jar.delete(name);
        else jar.set(name, value);
      }
      return res;
    },
  };
}

async function signedInBrowser() {
  const { email } = await signedInUser();
  const replica = laggingReplica();
  const browser = browserOn(replica.DB);
  const res = await browser.fetch('/api/auth/signin', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
  expect(res.status).toBe(200);
  return { email, browser, starts: replica.starts };
}

const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
const sessionUser = async (res: Response) => ((await res.json()) as { user: { email: string; newsletterSubscriber: boolean } | null }).user;

describe('reading your own writes through the bookmark cookie', () => {
  it('after sign-in: the answer carries the bookmark, and the next account read starts from it', async () => {
    const { browser, starts } = await signedInBrowser();
    const bookmark = browser.jar.get(D1_BOOKMARK_COOKIE);
    expect(bookmark).toMatch(BOOKMARK);
    expect(starts).toEqual(['first-primary']);

    const res = await browser.fetch('/api/account/orders');
    expect(res.status).toBe(200);
    expect(starts[1]).toBe(bookmark);
  });

  it('after checkout: the account’s order list shows the new order; without the bookmark the replica would not', async () => {
    const { browser } = await signedInBrowser();
    const placed = await browser.fetch('/api/create-payment', json(DEAL_CART));
    expect(placed.status).toBe(200);
    const reference = decodeURIComponent(new URL(((await placed.json()) as { url: string }).url).pathname.split('/').pop()!);

    const orders = async () =>
      ((await (await browser.fetch('/api/account/orders')).json()) as { orders: AccountOrder[] }).orders.map((o) => o.reference);
    expect(await orders()).toContain(reference);

    browser.jar.delete(D1_BOOKMARK_COOKIE);
    expect(await orders()).toEqual([]);
  });

  it('after subscribing: the session, read at the primary, says the shopper now saves on packages', async () => {
    const { email, browser, starts } = await signedInBrowser();
    const signedIn = browser.jar.get(D1_BOOKMARK_COOKIE)!;
    expect((await browser.fetch('/api/newsletter', json({ email, language: 'en' }))).status).toBe(201);
    const subscribed = browser.jar.get(D1_BOOKMARK_COOKIE)!;
    expect(subscribed > signedIn).toBe(true);

    expect(await sessionUser(await browser.fetch('/api/auth/session'))).toMatchObject({ email, newsletterSubscriber: true });
    expect(starts.at(-1)).toBe('first-primary');
  });

  it('a replica that has not caught up does not sign the shopper out: the session is confirmed at the primary', async () => {
    const { browser } = await signedInBrowser();
    browser.jar.delete(D1_BOOKMARK_COOKIE);
    const res = await browser.fetch('/api/account/orders');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('__Host-vitaglow_session='))).toEqual([]);
  });
});

describe('where each request’s session starts', () => {
  it('reads what Stripe’s webhook writes (an order’s status) at the primary, bookmark or not', async () => {
    const { browser, starts } = await signedInBrowser();
    await browser.fetch('/api/orders/VG-0000-0000-0000-0000');
    expect(starts.at(-1)).toBe('first-primary');
    browser.jar.delete(D1_BOOKMARK_COOKIE);
    await browser.fetch('/api/membership');
    expect(starts.at(-1)).toBe('first-primary');
  });

  it('starts a shopper’s first read at the nearest replica, and ignores a bookmark that is not one', async () => {
    const replica = laggingReplica();
    const browser = browserOn(replica.DB);
    await browser.fetch('/api/health');
    browser.jar.set(D1_BOOKMARK_COOKIE, 'x; drop table users');
    await browser.fetch('/api/account/orders');
    expect(replica.starts).toEqual(['first-unconstrained', 'first-unconstrained']);
  });

  it('keeps a newer bookmark the browser holds, and sets none on documents', async () => {
    const { email, browser } = await signedInBrowser();
    const newest = 'ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff';
    browser.jar.set(D1_BOOKMARK_COOKIE, newest);
    const res = await browser.fetch('/api/newsletter', json({ email, language: 'fr' }));
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith(`${D1_BOOKMARK_COOKIE}=`))).toEqual([]);

    const document = await browser.fetch('/');
    expect(document.headers.getSetCookie().filter((c) => c.startsWith(`${D1_BOOKMARK_COOKIE}=`))).toEqual([]);
  });

  it('sets the bookmark cookie HttpOnly, Secure, SameSite=Lax for the whole site', async () => {
    const { email } = await signedInUser();
    const res = await callWith({ DB: laggingReplica().DB }, '/api/auth/signin', json({ email, password: PASSWORD }));
    const set = res.headers.getSetCookie().find((c) => c.startsWith(`${D1_BOOKMARK_COOKIE}=`))!;
    expect(set.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Lax', 'Secure']);
  });
});

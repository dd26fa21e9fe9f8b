import { exports } from 'cloudflare:workers';
import { localisedPath } from '../../core/pages';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  callWith,
  errorOf,
  freshEmail,
  query,
  sessionOf,
  signIn,
  signedInMember,
  signedInUser,
  withCookie,
} from './auth-helpers';
import { ORIGIN, call, newClientAddress, post } from './http';
import { type OutboxMessage, confirmSubscription, outboxTo, outboxToken } from './mail-helpers';
import { consolePost } from './console-helpers';
import { DEAL_CART, TEST_DELIVERY, createPayment, orderRow, payLocally } from './payments-helpers';

/** Issue 17's data rights: one-click unsubscribe (RFC 8058), download my data, delete my account. */

async function subscribe(email: string, language = 'en'): Promise<string> {
  const res = await post('/api/newsletter', { email, language });
  expect(res.status).toBe(201);
  return ((await res.json()) as { couponCode: string }).couponCode;
}

/** The newest welcome e-mail to `email`, as the development outbox kept it. */
async function welcomeTo(email: string): Promise<OutboxMessage> {
  const messages = await outboxTo(email);
  expect(messages.length).toBeGreaterThan(0);
  return messages[0];
}

/** A mail client's one-click unsubscribe: a cross-site form POST to the List-Unsubscribe address. */
function oneClick(url: string, address = newClientAddress()): Promise<Response> {
  return exports.default.fetch(
    new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': address },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    }),
  );
}

const oneClickUrl = (message: OutboxMessage) => /^<(.+)>$/.exec(message.headers['List-Unsubscribe'])![1];
const tokenOf = (message: OutboxMessage) => new URL(oneClickUrl(message)).searchParams.get('token')!;

const couponCheck = async (code: string, email: string) => {
  const res = await post('/api/coupons/check', { code, email });
  return res.ok ? 'valid' : (await errorOf(res)).code;
};

const subscriberRow = async (email: string) =>
  (
    await query<{ unsubscribed_at: number | null; generation: number }>(
      'select unsubscribed_at, generation from email_subscribers where email = ?',
      email,
    )
  )[0];

describe('one-click unsubscribe', () => {
  it.each(['en', 'fr', 'ar'] as const)(
    'every welcome e-mail (%s) carries the RFC 8058 headers and links to the confirmation page (and the shop) in its language with the same token',
    async (language) => {
      const email = freshEmail('letter');
      await subscribe(email, language);
      const message = await welcomeTo(email);
      expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(oneClickUrl(message)).toMatch(new RegExp(`^${ORIGIN}/api/newsletter/unsubscribe\\?token=\\d+\\.1\\.[0-9a-f]{32}$`));
      expect(message.links).toContain(`${ORIGIN}${localisedPath('/unsubscribe', language)}#token=${encodeURIComponent(tokenOf(message))}`);
      expect(message.links).toContain(ORIGIN + localisedPath('/', language));
    },
  );

  it('a mail client’s cross-site POST unsubscribes without signing in or a redirect, and the unused coupon stops working', async () => {
    const email = freshEmail('letter');
    const coupon = await subscribe(email);
    await confirmSubscription(email);
    expect(await couponCheck(coupon, email)).toBe('valid');
    const message = await welcomeTo(email);

    const res = await oneClick(oneClickUrl(message));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true });
    expect((await subscriberRow(email)).unsubscribed_at).not.toBeNull();

    expect(await couponCheck(coupon, email)).toBe('invalid_coupon');
    const checkout = await post('/api/create-payment', {
      items: [{ id: 'multivitamin', quantity: 2 }],
      shipping: { id: 'free-us' },
      couponCode: coupon,
      couponEmail: email,
    });
    expect(checkout.status).toBe(400);
    expect((await errorOf(checkout)).code).toBe('invalid_coupon');
    // Used twice (a client retrying, the page after the header): still done, not an error.
    expect((await oneClick(oneClickUrl(message))).status).toBe(200);
  });

  it('the confirmation page’s own request (same origin, JSON) unsubscribes too', async () => {
    const email = freshEmail('letter');
    await subscribe(email);
    const res = await post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(tokenOf(await welcomeTo(email)))}`, {});
    expect(res.status).toBe(200);
    expect((await subscriberRow(email)).unsubscribed_at).not.toBeNull();
  });

  it('cannot be forged for another address: another id, an altered signature or a malformed token is 404, a missing one 400', async () => {
    const victim = freshEmail('victim');
    await subscribe(victim);
    const attacker = freshEmail('attacker');
    await subscribe(attacker);
    const [victimId] = (await query<{ id: number }>('select id from email_subscribers where email = ?', victim)).map((r) => r.id);
    const [, generation, signature] = tokenOf(await welcomeTo(attacker)).split('.');

    for (const token of [`${victimId}.${generation}.${signature}`, `${victimId}.1.${'0'.repeat(32)}`, 'not-a-token', `${victimId}.1`]) {
      const res = await oneClick(`${ORIGIN}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.status, token).toBe(404);
      expect((await errorOf(res)).code).toBe('unsubscribe_link_invalid');
    }
    const missing = await oneClick(`${ORIGIN}/api/newsletter/unsubscribe`);
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).code).toBe('invalid_request');
    expect((await subscriberRow(victim)).unsubscribed_at).toBeNull();
  });

  it('after subscribing again (confirmed from the e-mail) the old link no longer works, the coupon comes back and the new e-mail’s link works', async () => {
    const email = freshEmail('again');
    const coupon = await subscribe(email);
    await confirmSubscription(email);
    const first = await welcomeTo(email);
    expect((await oneClick(oneClickUrl(first))).status).toBe(200);

    const asked = await post('/api/newsletter', { email });
    expect([asked.status, await asked.json()]).toEqual([202, { confirmationSent: true }]);
    expect(await couponCheck(coupon, email)).toBe('invalid_coupon');
    expect((await post('/api/newsletter/confirm', { token: await outboxToken(email, '/newsletter/confirm') })).status).toBe(200);
    expect(await couponCheck(coupon, email)).toBe('valid');
    expect(await subscriberRow(email)).toMatchObject({ unsubscribed_at: null, generation: 2 });

    const replay = await oneClick(oneClickUrl(first));
    expect(replay.status).toBe(404);
    expect((await subscriberRow(email)).unsubscribed_at).toBeNull();

    // Subscribed again, a further sign-up is the duplicate it always was.
    expect((await post('/api/newsletter', { email })).status).toBe(409);
    const second = await welcomeTo(email);
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    expect((await oneClick(oneClickUrl(second))).status).toBe(200);
  });

  it('a script from one address is stopped by the per-client limit', async () => {
    const address = newClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await oneClick(`${ORIGIN}/api/newsletter/unsubscribe?token=1.1.${'0'.repeat(32)}`, address)).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('in production without the signing key, nobody is subscribed (503) rather than mailed a forgeable link', async () => {
    const email = freshEmail('nokey');
    const res = await callWith({ ENVIRONMENT: 'production', PUBLIC_URL: ORIGIN, ANALYTICS_HASH_KEY: '' }, '/api/newsletter', {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(503);
    expect(await query('select id from email_subscribers where email = ?', email)).toEqual([]);
  });
});

describe('download my data', () => {
  it('is for the signed-in owner only (401 otherwise)', async () => {
    const res = await call('/api/account/export');
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthenticated');
  });

  it('gives the account, its orders with their lines and the subscription as a JSON download, without secrets', async () => {
    const { email, cookie } = await signedInUser(freshEmail('export'));
    const coupon = await subscribe(email);
    const { reference } = await createPayment(DEAL_CART, withCookie(cookie));

    const res = await call('/api/account/export', withCookie(cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="vitaglow-my-data.json"');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const text = await res.text();
    const data = JSON.parse(text) as {
      account: { email: string; name: string };
      orders: { reference: string; totalCents: number; lines: { name: string; quantity: number }[] }[];
      newsletter: { email: string; couponCode: string };
      membership: null;
    };
    expect(data.account).toMatchObject({ email, name: 'Nadia Haddad' });
    expect(data.orders).toEqual([
      expect.objectContaining({
        reference,
        totalCents: 2999,
        lines: [expect.objectContaining({ name: 'Daily Multivitamin', quantity: 1 })],
      }),
    ]);
    expect(data.newsletter).toMatchObject({ email, couponCode: coupon });
    expect(data.membership).toBeNull();
    expect(text).not.toMatch(/pbkdf2|password|token|checkout_?key/i);
  });

  it('includes each order’s shipping address and shipment', async () => {
    const { cookie } = await signedInUser(freshEmail('export'));
    const { reference = '' } = await createPayment(DEAL_CART, withCookie(cookie));
    await payLocally(reference);
    await consolePost(`/orders/${reference}/ship`, { carrier: 'ups', trackingNumber: '1Z999AA10123456784' });
    const data = (await (await call('/api/account/export', withCookie(cookie))).json()) as { orders: Record<string, unknown>[] };
    expect(data.orders[0]).toMatchObject({
      shippingAddress: { ...TEST_DELIVERY },
      fulfilment: 'shipped',
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
  });
});

describe('delete my account', () => {
  const remove = (cookie: string | undefined, body: unknown) => post('/api/account/delete', body, withCookie(cookie));

  it('refuses without a session (401), without a password (400) and with a wrong one (403), leaving the account as it was', async () => {
    expect((await remove(undefined, { password: PASSWORD })).status).toBe(401);
    const { email, cookie } = await signedInUser(freshEmail('keep'));
    expect((await remove(cookie, {})).status).toBe(400);
    const wrong = await remove(cookie, { password: 'Not-The-Password-1' });
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).code).toBe('wrong_password');
    expect((await sessionOf(cookie)).user?.email).toBe(email);
  });

  it('refuses while a membership still renews (409): the card would go on being charged', async () => {
    const { cookie } = await signedInMember();
    const res = await remove(cookie, { password: PASSWORD });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('membership_active');
  });

  it('stops guessing the password from a borrowed session (429 after the sign-in limit)', async () => {
    const { cookie } = await signedInUser(freshEmail('guess'));
    const statuses: number[] = [];
    // Each try from another address: the count is the account's.
    for (let i = 0; i < 6; i++) statuses.push((await remove(cookie, { password: `Wrong-Guess-${i}` })).status);
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses[5]).toBe(429);
    expect((await remove(cookie, { password: PASSWORD })).status).toBe(429);
  });

  it('deletes the account, every session and the subscription; orders stay for bookkeeping without the buyer', async () => {
    const { email, cookie, userId } = await signedInUser(freshEmail('leave'));
    const otherDevice = (await signIn(email)).headers
      .getSetCookie()
      .find((c) => c.startsWith('__Host-vitaglow_session='))!
      .split(';')[0];
    await subscribe(email);
    const { reference } = await createPayment(DEAL_CART, withCookie(cookie));

    const res = await remove(cookie, { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('__Host-vitaglow_session=;') && /Max-Age=0/i.test(c))).toBe(true);

    expect((await sessionOf(cookie)).user).toBeNull();
    expect((await sessionOf(otherDevice)).user).toBeNull();
    expect(await query('select id from users where id = ?', userId)).toEqual([]);
    expect(await query('select token_hash from sessions where user_id = ?', userId)).toEqual([]);
    expect(await query('select id from email_subscribers where email = ?', email)).toEqual([]);
    expect(await query('select id from email_deliveries where "to" = ?', email)).toEqual([]);
    const order = await orderRow(reference!);
    expect(order).toMatchObject({ reference, total_cents: 2999, user_id: null, customer_email: null, customer_mailbox: null });

    const again = await signIn(email);
    expect(again.status).toBe(401);
  });

  it('erases the address of delivered orders at once and of an order on its way once it arrives, keeping country and state', async () => {
    const { cookie } = await signedInUser(freshEmail('ship'));
    const paid = async () => {
      const { reference = '' } = await createPayment(DEAL_CART, withCookie(cookie));
      expect((await payLocally(reference)).status).toBe(303);
      await consolePost(`/orders/${reference}/ship`, { carrier: 'ups', trackingNumber: '1Z999AA10123456784' });
      return reference;
    };
    const delivered = await paid();
    await consolePost(`/orders/${delivered}/deliver`);
    const onItsWay = await paid();

    expect((await remove(cookie, { password: PASSWORD })).status).toBe(200);
    const erased = {
      ship_name: null,
      ship_line1: null,
      ship_line2: null,
      ship_city: null,
      ship_postal_code: null,
      ship_phone: null,
      ship_state: 'TX',
      ship_country: 'US',
    };
    expect(await orderRow(delivered)).toMatchObject(erased);
    // Still on its way: the carrier needs the address until it is delivered.
    expect(await orderRow(onItsWay)).toMatchObject({
      ship_name: TEST_DELIVERY.name,
      ship_line1: TEST_DELIVERY.line1,
      ship_phone: TEST_DELIVERY.phone,
    });
    expect((await consolePost(`/orders/${onItsWay}/deliver`)).status).toBe(200);
    expect(await orderRow(onItsWay)).toMatchObject(erased);
  });
});

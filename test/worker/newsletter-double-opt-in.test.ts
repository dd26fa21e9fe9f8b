import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { errorOf, freshEmail, query } from './auth-helpers';
import { ORIGIN, newClientAddress, post } from './http';
import { outboxTo, outboxToken } from './mail-helpers';

/*
 * Issue 27, item 19: a sign-up proves nothing about the mailbox until its owner follows the e-mail's link
 * (double opt-in). A new subscriber still sees the code at once, but it is redeemable only once confirmed;
 * an address already on the list never gets a code back, and its stored spelling never changes.
 */

const CART = { items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } };

const subscribe = (email: string, language = 'en') => post('/api/newsletter', { email, language });

async function newSubscriber(email = freshEmail('optin')): Promise<{ email: string; couponCode: string }> {
  const res = await subscribe(email);
  expect(res.status).toBe(201);
  return { email, couponCode: ((await res.json()) as { couponCode: string }).couponCode };
}

const confirm = (token: string) => post('/api/newsletter/confirm', { token });

const checkCoupon = async (code: string, email: string) => {
  const res = await post('/api/coupons/check', { code, email });
  return res.ok ? 'valid' : (await errorOf(res)).code;
};

const subscriberRow = async (mailbox: string) =>
  (
    await query<{ email: string; language: string; unsubscribed_at: number | null; confirmed_at: number | null; generation: number }>(
      'select email, language, unsubscribed_at, confirmed_at, generation from email_subscribers where mailbox = ?',
      mailbox,
    )
  )[0];

/** A mail client's one-click unsubscribe, from the newest welcome e-mail to `email`. */
async function unsubscribeFromMail(email: string) {
  const [welcome] = (await outboxTo(email)).filter((m) => m.headers['List-Unsubscribe']);
  const url = /^<(.+)>$/.exec(welcome.headers['List-Unsubscribe'])![1];
  const res = await exports.default.fetch(
    new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': newClientAddress() },
      body: 'List-Unsubscribe=One-Click',
    }),
  );
  expect(res.status).toBe(200);
}

describe('a new subscriber', () => {
  it('sees the code at once; the welcome e-mail carries it with a confirmation link; it is redeemable only once confirmed', async () => {
    const { email, couponCode } = await newSubscriber();
    const [welcome] = await outboxTo(email);
    expect(welcome.text.split('\n\n')).toContain(couponCode);
    expect(welcome.links).toContainEqual(expect.stringMatching(new RegExp(`^${ORIGIN}/newsletter/confirm#token=\\d+\\.1\\.[0-9a-f]{32}$`)));
    expect((await subscriberRow(email)).confirmed_at).toBeNull();

    expect(await checkCoupon(couponCode, email)).toBe('coupon_unconfirmed');
    const before = await query<{ n: number }>('select count(*) as n from orders where coupon_code = ?', couponCode);
    const checkout = await post('/api/create-payment', { ...CART, couponCode, couponEmail: email });
    expect([checkout.status, (await errorOf(checkout)).code]).toEqual([400, 'coupon_unconfirmed']);
    expect(await query('select count(*) as n from orders where coupon_code = ?', couponCode)).toEqual(before);

    const confirmed = await confirm(await outboxToken(email, '/newsletter/confirm'));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ confirmed: true, resubscribed: false });
    expect((await subscriberRow(email)).confirmed_at).not.toBeNull();
    expect(await checkCoupon(couponCode, email)).toBe('valid');
    expect((await post('/api/create-payment', { ...CART, couponCode, couponEmail: email })).status).toBe(200);
    // The link again (a second click, a scanner after the shopper): still confirmed, nothing changes.
    expect((await confirm(await outboxToken(email, '/newsletter/confirm'))).status).toBe(200);
  });

  it('made-up addresses get a code nobody can ever redeem', async () => {
    for (let i = 0; i < 3; i++) {
      const { email, couponCode } = await newSubscriber(`made.up.${i}.${crypto.randomUUID().slice(0, 8)}@vitaglow-mail.com`);
      expect(await checkCoupon(couponCode, email)).toBe('coupon_unconfirmed');
    }
  });

  it('a forged, altered or unknown confirmation token is 404 and confirms nothing', async () => {
    const { email } = await newSubscriber();
    const [id, generation, signature] = (await outboxToken(email, '/newsletter/confirm')).split('.');
    const other = (await newSubscriber()).email;
    const [otherId] = (await outboxToken(other, '/newsletter/confirm')).split('.');
    for (const token of [
      `${id}.${generation}.${'0'.repeat(32)}`,
      `${otherId}.${generation}.${signature}`,
      `${id}.2.${signature}`,
      'not-a-token',
      `${id}.1`,
    ]) {
      const res = await confirm(token);
      expect(res.status, token).toBe(404);
      expect((await errorOf(res)).code).toBe('confirm_link_invalid');
    }
    expect((await subscriberRow(email)).confirmed_at).toBeNull();
    expect((await subscriberRow(other)).confirmed_at).toBeNull();
  });
});

describe('an address already on the list', () => {
  it('subscribed: another spelling of its mailbox gets 409, no code, and the stored address stays as it was', async () => {
    const email = `victim.${crypto.randomUUID().slice(0, 8)}@gmail.com`;
    await newSubscriber(email);
    // Two tries: the mailbox's third sign-up attempt within the hour (the limit counts per mailbox).
    for (const variant of [email.replace('@', '+x@'), email.replace('victim.', 'victim').toUpperCase()]) {
      const res = await subscribe(variant, 'ar');
      expect(res.status).toBe(409);
      expect(JSON.stringify(await res.json())).not.toMatch(/VITAGLOW/);
    }
    expect(await subscriberRow(email.replace('victim.', 'victim'))).toMatchObject({ email, language: 'en', unsubscribed_at: null });
  });

  it('unsubscribed: answers that a confirmation was sent, never the code; the owner’s mailbox decides; the spelling stays', async () => {
    const email = `leaver.${crypto.randomUUID().slice(0, 8)}@gmail.com`;
    const mailbox = email.replace('leaver.', 'leaver');
    const { couponCode } = await newSubscriber(email);
    await unsubscribeFromMail(email);
    const mailBefore = (await outboxTo(email)).length;

    const res = await subscribe(email.replace('@', '+x@'), 'fr');
    expect(res.status).toBe(202);
    const body = await res.json();
    expect(body).toEqual({ confirmationSent: true });
    expect(JSON.stringify(body)).not.toContain(couponCode);
    expect(await subscriberRow(mailbox)).toMatchObject({ email, language: 'en', unsubscribed_at: expect.any(Number), generation: 1 });
    expect(await outboxTo(email.replace('@', '+x@'))).toEqual([]);

    // The request goes to the address on the list, in its language, with a link and without the code.
    const messages = await outboxTo(email);
    expect(messages).toHaveLength(mailBefore + 1);
    const [request] = messages;
    expect(request.subject).toBe('Confirm your VitaGlow newsletter subscription');
    expect(request.text).not.toContain(couponCode);
    expect(await checkCoupon(couponCode, email)).toBe('invalid_coupon');

    const confirmed = await confirm(await outboxToken(email, '/newsletter/confirm'));
    expect(await confirmed.json()).toEqual({ confirmed: true, resubscribed: true });
    expect(await subscriberRow(mailbox)).toMatchObject({ email, unsubscribed_at: null, generation: 2, confirmed_at: expect.any(Number) });
    // Subscribed again: the welcome with the same coupon and a new unsubscribe link, and the coupon works.
    const [welcome] = await outboxTo(email);
    expect(welcome.text.split('\n\n')).toContain(couponCode);
    expect(welcome.headers['List-Unsubscribe']).toMatch(/\?token=\d+\.2\./);
    expect(await checkCoupon(couponCode, email)).toBe('valid');
  });

  it('an old welcome’s confirmation link does not subscribe again someone who left since', async () => {
    const { email } = await newSubscriber();
    const oldLink = await outboxToken(email, '/newsletter/confirm');
    await unsubscribeFromMail(email);
    const res = await confirm(oldLink);
    expect([res.status, (await errorOf(res)).code]).toEqual([404, 'confirm_link_invalid']);
    expect((await subscriberRow(email)).unsubscribed_at).not.toBeNull();
  });

  it('counts sign-ups per mailbox, so +tags cannot flood its owner with confirmation requests', async () => {
    const email = `flooded.${crypto.randomUUID().slice(0, 8)}@vitaglow-mail.com`;
    await newSubscriber(email);
    await unsubscribeFromMail(email);
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push((await subscribe(email.replace('@', `+${i}@`))).status);
    expect(statuses).toEqual([202, 202, 429, 429]);
    expect((await outboxTo(email)).filter((m) => m.subject === 'Confirm your VitaGlow newsletter subscription')).toHaveLength(2);
  });
});

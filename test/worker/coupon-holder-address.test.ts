import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiCall, StripeFake } from '../../tools/stripe-fake/fake';
import { signedInUser, withCookie } from './auth-helpers';
import { newClientAddress, post } from './http';
import { confirmSubscription } from './mail-helpers';
import { errorCode, holderOf, seedSubscriber } from './payments-helpers';
import { callWithStripe, useStripeFake } from './stripe-fake';

/*
 * Issue 27, item 11: a guest checkout with a guessed or shared newsletter code used to open Stripe with the
 * subscriber's own address filled in, a way to learn subscribers' addresses. The holder's address is never
 * revealed or prefilled: the buyer types their e-mail, and it must be the coupon's mailbox.
 */

let fake: StripeFake;
beforeEach(() => {
  fake = useStripeFake();
});

const CART = { items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } };
const fromClient = (address: string) => ({ headers: { 'CF-Connecting-IP': address } });
const checkout = (body: unknown, init: RequestInit = {}) =>
  callWithStripe('/api/create-payment', { ...init, method: 'POST', body: JSON.stringify(body) });
const sessionCalls = () => fake.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.method === 'POST');
const customerEmailOf = (c: ApiCall) => (c.params as Record<string, unknown>).customer_email;

describe('a guest checkout with a newsletter code', () => {
  it('without the buyer’s e-mail: 400 coupon_email_required, and Stripe is never asked', async () => {
    const code = await seedSubscriber();
    const res = await checkout({ ...CART, couponCode: code });
    expect([res.status, await errorCode(res)]).toEqual([400, 'coupon_email_required']);
    expect(sessionCalls()).toEqual([]);
  });

  it('with another mailbox’s e-mail: 400 invalid_coupon, as for a made-up code, and Stripe is never asked', async () => {
    const code = await seedSubscriber();
    const res = await checkout({ ...CART, couponCode: code, couponEmail: 'someone.else@vitaglow-mail.com' });
    expect([res.status, await errorCode(res)]).toEqual([400, 'invalid_coupon']);
    expect(sessionCalls()).toEqual([]);
  });

  it('with the coupon’s mailbox as the buyer typed it: Checkout is opened for what they typed, never the stored address', async () => {
    const code = await seedSubscriber();
    const typed = holderOf(code).replace('@', '+shop@');
    const res = await checkout({ ...CART, couponCode: code, couponEmail: typed });
    expect(res.status).toBe(200);
    expect(sessionCalls().map(customerEmailOf)).toEqual([typed]);
  });

  it('signed in as the holder, the account’s address is used and nothing needs typing', async () => {
    const { email, cookie } = await signedInUser();
    const subscribed = await post('/api/newsletter', { email, language: 'en' });
    const { couponCode } = (await subscribed.json()) as { couponCode: string };
    await confirmSubscription(email);
    const res = await checkout({ ...CART, couponCode }, withCookie(cookie));
    expect(res.status).toBe(200);
    expect(sessionCalls().map(customerEmailOf)).toEqual([email]);
  });
});

describe('the cart’s coupon check', () => {
  const check = (body: unknown, address = newClientAddress()) => post('/api/coupons/check', body, fromClient(address));

  it('asks a guest for the e-mail the code was sent to, and accepts only that mailbox', async () => {
    const code = await seedSubscriber();
    const email = holderOf(code);
    const missing = await check({ code });
    expect([missing.status, await errorCode(missing)]).toEqual([400, 'coupon_email_required']);
    const stranger = await check({ code, email: 'someone.else@vitaglow-mail.com' });
    expect([stranger.status, await errorCode(stranger)]).toEqual([400, 'invalid_coupon']);
    const owner = await check({ code, email: email.toUpperCase() });
    expect(owner.status).toBe(200);
    expect(JSON.stringify(await owner.json())).not.toContain(email);
  });

  it('counts a wrong e-mail for a code as a wrong guess: ten, and the client is stopped', async () => {
    const code = await seedSubscriber();
    const address = newClientAddress();
    for (let i = 0; i < 10; i++)
      expect(await errorCode(await check({ code, email: `guess.${i}@vitaglow-mail.com` }, address))).toBe('invalid_coupon');
    const refused = await check({ code, email: holderOf(code) }, address);
    expect([refused.status, await errorCode(refused)]).toEqual([429, 'rate_limited']);
  });
});

describe('a real code with the wrong e-mail and a made-up code (issue 36, item 18)', () => {
  const MADE_UP = 'VITAGLOWZZZZZZ';
  const answer = async (res: Response) => ({ status: res.status, type: res.headers.get('Content-Type'), body: await res.text() });

  it('get byte-identical answers from the cart’s coupon check, with an e-mail and without one', async () => {
    const code = await seedSubscriber();
    const ask = (body: unknown) => post('/api/coupons/check', body, fromClient(newClientAddress())).then(answer);
    const email = 'someone.else@vitaglow-mail.com';
    expect(await ask({ code, email })).toEqual(await ask({ code: MADE_UP, email }));
    expect(await ask({ code })).toEqual(await ask({ code: MADE_UP }));
  });

  it('get byte-identical answers at checkout, for a guest and for a signed-in shopper', async () => {
    const code = await seedSubscriber();
    const pay = (body: object, cookie = '') =>
      checkout({ ...CART, ...body }, { headers: { 'CF-Connecting-IP': newClientAddress(), Cookie: cookie } }).then(answer);
    const couponEmail = 'someone.else@vitaglow-mail.com';
    expect(await pay({ couponCode: code, couponEmail })).toEqual(await pay({ couponCode: MADE_UP, couponEmail }));
    expect(await pay({ couponCode: code })).toEqual(await pay({ couponCode: MADE_UP }));
    const { cookie } = await signedInUser();
    expect(await pay({ couponCode: code }, cookie)).toEqual(await pay({ couponCode: MADE_UP }, cookie));
    expect(sessionCalls()).toEqual([]);
  });
});

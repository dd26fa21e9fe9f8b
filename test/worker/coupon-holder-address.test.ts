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

  it('with another mailbox’s e-mail: 400 coupon_not_yours, and Stripe is never asked', async () => {
    const code = await seedSubscriber();
    const res = await checkout({ ...CART, couponCode: code, couponEmail: 'someone.else@vitaglow-mail.com' });
    expect([res.status, await errorCode(res)]).toEqual([400, 'coupon_not_yours']);
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
    expect([stranger.status, await errorCode(stranger)]).toEqual([400, 'coupon_not_yours']);
    const owner = await check({ code, email: email.toUpperCase() });
    expect(owner.status).toBe(200);
    expect(JSON.stringify(await owner.json())).not.toContain(email);
  });

  it('counts a wrong e-mail for a code as a wrong guess: ten, and the client is stopped', async () => {
    const code = await seedSubscriber();
    const address = newClientAddress();
    for (let i = 0; i < 10; i++)
      expect(await errorCode(await check({ code, email: `guess.${i}@vitaglow-mail.com` }, address))).toBe('coupon_not_yours');
    const refused = await check({ code, email: holderOf(code) }, address);
    expect([refused.status, await errorCode(refused)]).toEqual([429, 'rate_limited']);
  });
});

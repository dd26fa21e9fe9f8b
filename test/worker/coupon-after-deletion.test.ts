import { describe, expect, it } from 'vitest';
import { PASSWORD, freshEmail, signedInUser, withCookie } from './auth-helpers';
import { post } from './http';
import { confirmSubscription } from './mail-helpers';
import { createPayment, errorCode, orderRow, payLocally } from './payments-helpers';

/*
 * Issue 27, item 12: deleting an account removes its mailbox from its orders and its subscription, so
 * subscribing again used to issue a new first-order coupon that passed the first-order rule. A keyed-hash
 * marker of the mailbox that redeemed a coupon outlives the deletion.
 */

const CART = { items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } };

async function confirmedCoupon(email: string): Promise<string> {
  const res = await post('/api/newsletter', { email, language: 'en' });
  expect(res.status).toBe(201);
  const { couponCode } = (await res.json()) as { couponCode: string };
  await confirmSubscription(email);
  return couponCode;
}

describe('a first-order coupon after deleting the account', () => {
  it('a mailbox that redeemed a coupon, deleted its account and subscribed again gets coupon_not_first_order', async () => {
    const { email, cookie } = await signedInUser(freshEmail('again'));
    const first = await confirmedCoupon(email);
    const { reference } = await createPayment({ ...CART, couponCode: first }, withCookie(cookie));
    expect((await payLocally(reference!)).status).toBe(303);
    expect((await orderRow(reference!))!.status).toBe('paid');

    expect((await post('/api/account/delete', { password: PASSWORD }, withCookie(cookie))).status).toBe(200);
    expect((await orderRow(reference!))!.customer_email).toBeNull();

    // Subscribed again, as a guest with a +tag spelling: a new code, for the same person.
    const again = email.replace('@', '+back@');
    const second = await confirmedCoupon(again);
    expect(second).not.toBe(first);
    const res = await post('/api/create-payment', { ...CART, couponCode: second, couponEmail: again });
    expect([res.status, await errorCode(res)]).toEqual([400, 'coupon_not_first_order']);
  });

  it('a coupon whose order was never paid leaves no mark: the next subscription’s code still works', async () => {
    const { email, cookie } = await signedInUser(freshEmail('unpaid'));
    const first = await confirmedCoupon(email);
    expect((await createPayment({ ...CART, couponCode: first }, withCookie(cookie))).res.status).toBe(200);
    expect((await post('/api/account/delete', { password: PASSWORD }, withCookie(cookie))).status).toBe(200);

    const second = await confirmedCoupon(email);
    expect((await post('/api/create-payment', { ...CART, couponCode: second, couponEmail: email })).status).toBe(200);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { PASSWORD, freshEmail, query, signedInUser, withCookie } from './auth-helpers';
import { consolePost } from './console-helpers';
import { emailsSettled } from './mail-helpers';
import { DEAL_CART, TEST_DELIVERY, createPayment, orderRow, payLocally, placingBrowserCookie } from './payments-helpers';
import { post, call } from './http';
import { callWithStripe, useStripeFake } from './stripe-fake';

/*
 * Issue 36, item 16: an account deleted while one of its checkouts was open got its buyer back when that
 * checkout was paid later (e-mail, mailbox and address written by the payment), and nothing erased them. The
 * payment now brings back only what the carrier needs, and the order loses it once delivered.
 */

let fake: StripeFake;
beforeEach(() => {
  fake = useStripeFake();
});

const deleteAccount = (cookie: string) => post('/api/account/delete', { password: PASSWORD }, withCookie(cookie));

/** What a deleted account's order keeps: country and state, which sales tax is reckoned by, and nothing that names the buyer. */
const NOTHING_PERSONAL = {
  user_id: null,
  customer_email: null,
  customer_mailbox: null,
  ship_name: null,
  ship_line1: null,
  ship_line2: null,
  ship_city: null,
  ship_postal_code: null,
  ship_phone: null,
};

/** Ships and delivers the order from the console, checking the carrier had the address while it travelled. */
async function shipAndDeliver(reference: string, address: { name: string; phone: string }) {
  expect(await orderRow(reference)).toMatchObject({ ship_name: address.name, ship_phone: address.phone, customer_email: null });
  expect((await consolePost(`/orders/${reference}/ship`, { carrier: 'ups', trackingNumber: '1Z999AA10123456784' })).status).toBe(200);
  expect((await consolePost(`/orders/${reference}/deliver`)).status).toBe(200);
}

async function mailTo(email: string) {
  await emailsSettled();
  return query('select id from email_deliveries where "to" = ?', email);
}

describe('an account deleted while its checkout is open', () => {
  it('paid after the last units went (sold out, refunded): nothing personal remains, nothing ships', async () => {
    const { cookie } = await signedInUser(freshEmail('open-sold-out'));
    await query('insert into inventory (product_id, stock, low_threshold) values (?, ?, 0)', 'omega-3-plus', 1);
    const { reference = '' } = await createPayment(
      { items: [{ id: 'omega-3-plus', quantity: 1 }], shipping: { id: 'free-us' } },
      withCookie(cookie),
    );
    expect((await deleteAccount(cookie)).status).toBe(200);
    await query('update inventory set stock = 0 where product_id = ?', 'omega-3-plus');

    expect((await payLocally(reference, { email: 'gone.buyer@vitaglow-mail.com' })).status).toBe(303);
    expect(await orderRow(reference)).toMatchObject({
      ...NOTHING_PERSONAL,
      status: 'sold_out',
      fulfilment_status: 'cancelled',
      ship_state: 'TX',
      ship_country: 'US',
    });
  });

  it('paid later on the local test page and delivered: no e-mail, mailbox or address remain', async () => {
    const { cookie } = await signedInUser(freshEmail('open-local'));
    const { reference = '' } = await createPayment(DEAL_CART, withCookie(cookie));
    expect((await deleteAccount(cookie)).status).toBe(200);

    const payer = 'still.paying@vitaglow-mail.com';
    expect((await payLocally(reference, { email: payer })).status).toBe(303);
    expect(await orderRow(reference)).toMatchObject({ status: 'paid' });
    await shipAndDeliver(reference, TEST_DELIVERY);

    expect(await orderRow(reference)).toMatchObject({ ...NOTHING_PERSONAL, ship_state: 'TX', ship_country: 'US' });
    expect(await mailTo(payer)).toEqual([]);
  });

  it('paid later through Stripe Checkout (its webhook) and delivered: no e-mail, mailbox or address remain', async () => {
    const { cookie } = await signedInUser(freshEmail('open-stripe'));
    const res = await callWithStripe('/api/create-payment', {
      method: 'POST',
      body: JSON.stringify(DEAL_CART),
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(200);
    const sessionId = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
    const reference = (fake.state.sessions.get(sessionId)!.object.metadata as { order_reference: string }).order_reference;
    expect((await deleteAccount(cookie)).status).toBe(200);

    const payer = 'stripe.payer@vitaglow-mail.com';
    const shipping = { name: 'Mae Jemison', line1: '2101 E NASA Pkwy', city: 'Houston', state: 'TX', postal_code: '77058', country: 'US' };
    await fake.pay(sessionId, { email: payer, shipping, phone: '+1 281 555 0100' });
    await fake.settled();
    expect(await orderRow(reference)).toMatchObject({ status: 'paid' });
    await shipAndDeliver(reference, { name: shipping.name, phone: '+1 281 555 0100' });

    expect(await orderRow(reference)).toMatchObject({ ...NOTHING_PERSONAL, ship_state: 'TX', ship_country: 'US' });
    expect(await mailTo(payer)).toEqual([]);
  });

  it('never paid: the order keeps nothing personal', async () => {
    const { cookie } = await signedInUser(freshEmail('open-never'));
    const { reference = '' } = await createPayment(DEAL_CART, withCookie(cookie));
    expect((await deleteAccount(cookie)).status).toBe(200);
    const cancelled = await call(`/test-payment/${encodeURIComponent(reference)}/cancel`, {
      method: 'POST',
      headers: { Cookie: placingBrowserCookie(reference) },
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    expect(await orderRow(reference)).toMatchObject({ ...NOTHING_PERSONAL, status: 'expired' });
  });
});

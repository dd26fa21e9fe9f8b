import { describe, expect, it } from 'vitest';
import { query, signedInUser, withCookie } from './auth-helpers';
import { ORIGIN } from './http';
import { emailsSettled } from './mail-helpers';
import { claimDeal, createPayment, deliverWebhook, orderRow, payLocally, placeCartOrder, sessionEvent } from './payments-helpers';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The confirmation e-mails the development outbox holds for an order. */
async function confirmationsOf(reference: string) {
  await emailsSettled();
  return query<Mail>('select "to", subject, text from email_outbox where subject like ? order by id', `%${reference}%`);
}

describe('the order confirmation e-mail', () => {
  it('goes to the buyer once Stripe reports the payment, in the order’s language, however often Stripe says so', async () => {
    const { reference, order } = await placeCartOrder({
      items: [{ id: 'multivitamin', quantity: 2 }],
      shipping: { id: 'express-us' },
      language: 'fr',
    });
    const completed = sessionEvent('checkout.session.completed', order);
    expect((await deliverWebhook(completed)).status).toBe(200);
    expect((await deliverWebhook(completed)).status).toBe(200);
    expect((await deliverWebhook(sessionEvent('checkout.session.async_payment_succeeded', order))).status).toBe(200);

    const mails = await confirmationsOf(reference);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toBe('buyer@vitaglow-mail.com');
    expect(mail.subject).toBe(`Votre commande VitaGlow ${reference} est confirmée`);
    expect(mail.text).toContain(`Référence de commande\u00a0: ${reference}`);
    expect(mail.text).toContain('2 × Multivitamines du quotidien — 59,98');
    expect(mail.text).toContain('Livraison (');
    // The link opens the order at its language's address.
    expect(mail.text).toContain(`${ORIGIN}/fr/payment-success?session_id=${encodeURIComponent(reference)}`);
    expect((await orderRow(reference))!.status).toBe('paid');
  });

  it('waits for a delayed payment: nothing while the session is unpaid, one e-mail when the money arrives', async () => {
    const { reference, order } = await placeCartOrder();
    await deliverWebhook(sessionEvent('checkout.session.completed', order, { payment_status: 'unpaid' }));
    expect(await confirmationsOf(reference)).toEqual([]);

    await deliverWebhook(sessionEvent('checkout.session.async_payment_succeeded', order));
    const [mail] = await confirmationsOf(reference);
    expect(mail.subject).toBe(`Your VitaGlow order ${reference} is confirmed`);
    expect(mail.text).toContain('1 × Daily Multivitamin — $29.99');
    expect(mail.text).toContain('Total: $29.99');
  });

  it('is sent once when deliveries of the payment arrive together', async () => {
    const { reference, order } = await placeCartOrder();
    const events = Array.from({ length: 8 }, (_, i) =>
      sessionEvent(i % 2 ? 'checkout.session.completed' : 'checkout.session.async_payment_succeeded', order),
    );
    const answers = await Promise.all(events.map((event) => deliverWebhook(event)));
    expect(answers.map((res) => res.status)).toEqual(events.map(() => 200));
    expect(await confirmationsOf(reference)).toHaveLength(1);
  });

  it('is not sent for an order that expired', async () => {
    const { reference, order } = await placeCartOrder();
    await deliverWebhook(sessionEvent('checkout.session.expired', order));
    await deliverWebhook(sessionEvent('checkout.session.completed', order));
    expect((await orderRow(reference))!.status).toBe('expired');
    expect(await confirmationsOf(reference)).toEqual([]);
  });

  it('goes to a signed-in shopper who pays on the local test page, once, with the deal’s discount', async () => {
    const { email, cookie } = await signedInUser();
    const dealCode = await claimDeal();
    const cart = { items: [{ id: 'multivitamin', quantity: 2 }], shipping: { id: 'free-us' }, dealClaimed: true, dealCode, language: 'ar' };
    const { res, reference = '' } = await createPayment(cart, withCookie(cookie));
    expect(res.status).toBe(200);
    expect((await payLocally(reference)).status).toBe(303);
    expect((await payLocally(reference)).status).toBe(303);

    const mails = await confirmationsOf(reference);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(email);
    expect(mails[0].subject).toBe(`تم تأكيد طلبك من VitaGlow رقم \u2068${reference}\u2069`);
    expect(mails[0].text).toContain('الخصم: −');
  });

  it('goes to the address a guest gives on the local test page, as Stripe Checkout asks a guest for one', async () => {
    const { reference } = await placeCartOrder();
    const email = `guest.${Date.now()}@vitaglow-mail.com`;
    expect((await payLocally(reference, { email })).status).toBe(303);
    expect((await orderRow(reference))!).toMatchObject({ status: 'paid', customer_email: email });
    expect((await confirmationsOf(reference)).map((mail) => mail.to)).toEqual([email]);
  });
});

import { describe, expect, it } from 'vitest';
import { freshEmail, query, sessionOf, signedInUser, withCookie } from './auth-helpers';
import { post } from './http';
import { confirmSubscription, outboxToken } from './mail-helpers';
import { orderRow } from './payments-helpers';

/** A package bought through the API (local provider) by whoever holds the cookie; its order row. */
async function buyPackage(
  cookie: string | undefined,
  body: Record<string, unknown> = { packageDeal: { id: 'starter' }, ageConfirmed: true },
) {
  const res = await post('/api/create-payment', body, withCookie(cookie));
  expect(res.status).toBe(200);
  const reference = decodeURIComponent(new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!);
  return (await orderRow(reference))!;
}

const subscribe = async (email: string) => expect((await post('/api/newsletter', { email, language: 'en' })).status).toBe(201);

describe('newsletter subscribers save 10% on packages when signed in', () => {
  it('tells the storefront whether the signed-in shopper is a subscriber', async () => {
    const { email, cookie } = await signedInUser();
    expect((await sessionOf(cookie)).user).toMatchObject({ email, newsletterSubscriber: false });
    await subscribe(email);
    expect((await sessionOf(cookie)).user).toMatchObject({ email, newsletterSubscriber: true });
  });

  it('takes 10% off a subscriber’s package deal, and nothing for anyone else', async () => {
    const subscriber = await signedInUser();
    await subscribe(subscriber.email);
    expect(await buyPackage(subscriber.cookie)).toMatchObject({ subtotal_cents: 5999, discount_cents: 600, total_cents: 5399 });

    const member = await signedInUser();
    expect(await buyPackage(member.cookie)).toMatchObject({ discount_cents: 0, total_cents: 5999 });
    // A guest cannot be recognised, whatever address they subscribed with.
    await subscribe(freshEmail('guest'));
    expect(await buyPackage(undefined)).toMatchObject({ discount_cents: 0, total_cents: 5999 });
  });

  it('applies to the packages of a cart, not its products, and gives way to the newsletter coupon', async () => {
    const { email, cookie } = await signedInUser();
    await subscribe(email);
    await confirmSubscription(email);
    const cart = {
      items: [
        { id: 'essentials', quantity: 1 },
        { id: 'multivitamin', quantity: 1 },
      ],
      shipping: { id: 'free-us' },
      ageConfirmed: true,
    };
    expect(await buyPackage(cookie, cart)).toMatchObject({ subtotal_cents: 11998, discount_cents: 900, total_cents: 11098 });

    const [{ coupon_code: couponCode }] = await query<{ coupon_code: string }>(
      'select coupon_code from email_subscribers where email = ?',
      email,
    );
    // 20% of everything is the better offer: it is the one discount the order gets.
    expect(await buyPackage(cookie, { ...cart, couponCode })).toMatchObject({
      coupon_code: couponCode,
      discount_cents: 2400,
      total_cents: 9598,
    });
  });

  it('ends with the subscription: an address that unsubscribed saves nothing, though its session is older', async () => {
    const { email, cookie } = await signedInUser();
    await subscribe(email);
    expect((await sessionOf(cookie)).user).toMatchObject({ newsletterSubscriber: true });
    const token = await outboxToken(email, '/unsubscribe');
    expect((await post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {})).status).toBe(200);

    expect((await sessionOf(cookie)).user).toMatchObject({ email, newsletterSubscriber: false });
    expect(await buyPackage(cookie)).toMatchObject({ subtotal_cents: 5999, discount_cents: 0, total_cents: 5999 });
  });
});

import type { Language } from '../../core/language';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/** Shopper accounts for browser tests: made through the API and the development outbox, as an earlier visit would have. */

export const PASSWORD = 'Sunny-Mango-42';
let counter = 0;
export const freshEmail = () => `browser${++counter}.${Date.now()}@vitaglow-mail.com`;

/** The newest link to `path` (such as `/auth/verify` or `/unsubscribe`) e-mailed to `email`, from the development outbox. */
export async function outboxLink(page: Page, email: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: { links: string[] }[] };
      link = messages.flatMap((m) => m.links).find((l) => l.includes(`${path}#token=`));
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** A verified account made through the API, as a shopper who signed up earlier would have (`origin`: the server the page uses). */
export async function verifiedAccount(page: Page, email = freshEmail(), origin = baseUrl()): Promise<string> {
  const headers = { Origin: origin, 'Content-Type': 'application/json' };
  const created = await page.request.post('/api/auth/signup', { headers, data: { email, password: PASSWORD, name: 'Amira Saleh' } });
  expect(created.status(), await created.text()).toBe(201);
  const token = new URL(await outboxLink(page, email, '/auth/verify')).hash.slice('#token='.length);
  expect((await page.request.post('/api/auth/verify', { headers, data: { token } })).status()).toBe(200);
  return email;
}

/** Subscribes `email` to the newsletter from the page, as the storefront's form does; the answer's coupon code. */
export async function newsletterCoupon(page: Page, email: string, language: Language = 'en'): Promise<string> {
  // As the page's own form does: the subscription's e-mails link to its language's addresses.
  const { couponCode } = await page.evaluate(
    async ([address, lang]) => {
      const res = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: address, language: lang }),
      });
      return (await res.json()) as { couponCode: string };
    },
    [email, language],
  );
  return couponCode;
}

/** Confirms the newsletter subscription of `email` from its welcome e-mail's link (double opt-in), as its owner would. */
export async function confirmedSubscription(page: Page, email: string, origin = baseUrl()): Promise<void> {
  const token = new URL(await outboxLink(page, email, '/newsletter/confirm')).hash.slice('#token='.length);
  const res = await page.request.post('/api/newsletter/confirm', {
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    data: { token },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs the page's browser in through the API (the session cookie lands in its context). */
export async function signedIn(page: Page, email: string, origin = baseUrl()): Promise<void> {
  const headers = { Origin: origin, 'Content-Type': 'application/json' };
  const res = await page.request.post('/api/auth/signin', { headers, data: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The development console's sign-in (Access stands in locally), as an operator would use it; lands on Orders. */
export async function signInAsOperator(page: Page, email = 'operator@vitaglow-mail.com'): Promise<void> {
  await page.goto('/admin/dev-sign-in', { waitUntil: 'commit' });
  await page.getByLabel('Operator e-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
}

/** A member on the local test checkout: account and sign-in through the API, then the test page's Pay, as a shopper would. */
export async function paidMember(page: Page): Promise<string> {
  const email = await verifiedAccount(page, freshEmail());
  await signedIn(page, email);
  const res = await page.request.post('/api/create-checkout', {
    headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
    data: { priceType: 'monthly' },
  });
  expect(res.status(), await res.text()).toBe(200);
  // The test checkout is a page of the worker's own, not the app: nothing to wait for but the page.
  await page.goto(((await res.json()) as { url: string }).url, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL((url) => url.pathname === '/account');
  return email;
}

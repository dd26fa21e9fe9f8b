import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language';
import { formatPrice } from '../../core/money';
import { LAST_CHANCE_DEAL_MIN_CENTS } from '../../core/price-rules';
import { confirmedSubscription, freshEmail, newsletterCoupon, outboxLink, signedIn, verifiedAccount } from './accounts';
import { useBrowser } from './browser';
import { startIn, text } from './storefront-support';

/**
 * The worker's refusals at checkout (issue 15: deal codes bound to a client and a threshold, coupons bound
 * to a mailbox and a first order, per-client bursts), as the shopper reads them in each language.
 */

const browser = useBrowser();

/** $24.99: under the deal's threshold, so checkout goes straight to the worker. */
const SMALL_CART = { lines: [{ productId: 'magnesium-gummies', quantity: 1 }], shippingId: null };
/** $29.99: over it, so checkout offers the last-chance deal first. */
const DEAL_CART = { lines: [{ productId: 'multivitamin', quantity: 1 }], shippingId: null };

async function shopperWith(cart: unknown, language: Language): Promise<Page & { errors: string[] }> {
  const page = await browser.newPage();
  await startIn(page, language);
  await page.addInitScript((saved) => {
    if (sessionStorage.getItem('seeded')) return;
    localStorage.setItem('vitaglow-cart', saved);
    sessionStorage.setItem('seeded', '1');
  }, JSON.stringify(cart));
  await page.goto('/');
  return page;
}

/** The worker's answer for a refusal, in its JSON error shape (worker/lib/errors.ts). */
function refuse(status: number, code: string, details: Record<string, unknown> = {}) {
  return (route: Route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      headers: status === 429 ? { 'Retry-After': '60' } : {},
      body: JSON.stringify({ error: { code, message: 'refused', ...details } }),
    });
}

async function openCart(page: Page, language: Language) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: text(language, 'cart.button.openWithCount', { count: 1 }) })
    .click();
  const drawer = page.getByRole('dialog', { name: text(language, 'cart.drawer.title', { count: 1 }) });
  await drawer.waitFor();
  return drawer;
}

/** 'Secure Checkout · $X' for a cart of that many cents. */
const checkoutButton = (drawer: Locator, language: Language, cents: number) =>
  drawer.getByRole('button', { name: text(language, 'cart.checkout.button', { total: formatPrice(cents, language) }) });

/** 'Claim My 25% Off' in the deal offer. */
const claimButton = (page: Page, language: Language) =>
  page
    .getByRole('dialog', { name: text(language, 'cart.deal.title') })
    .getByRole('button', { name: text(language, 'cart.deal.claim', { percent: 25 }) });

/** The 'Checkout Error' toast carrying this message. */
const errorToast = (page: Page, language: Language, key: string) =>
  page
    .locator('[data-sonner-toast]')
    .filter({ hasText: text(language, 'cart.errors.title') })
    .getByText(text(language, key, { amount: formatPrice(LAST_CHANCE_DEAL_MIN_CENTS, language) }));

/** Chromium reports 4xx answers as console errors; nothing else may appear. */
const unexpectedErrors = (page: Page & { errors: string[] }) => page.errors.filter((e) => !/status of 4\d\d/.test(e));

describe('checkout refusals the shopper can act on', () => {
  it.each(['en', 'ar'] as const)(
    '%s: a newsletter code from another mailbox is refused for a signed-in shopper when applied, worded as an unknown code',
    async (language) => {
      const page = await shopperWith(SMALL_CART, language);
      const holder = freshEmail();
      const couponCode = await newsletterCoupon(page, holder);
      await confirmedSubscription(page, holder);
      await signedIn(page, await verifiedAccount(page));
      await page.reload();

      const drawer = await openCart(page, language);
      await drawer.getByLabel(text(language, 'cart.coupon.label')).fill(couponCode);
      // Signed in, the account's address is the one used: there is nothing to type.
      expect(await drawer.getByLabel(text(language, 'cart.coupon.emailLabel')).count()).toBe(0);
      await drawer.getByRole('button', { name: text(language, 'cart.coupon.apply') }).click();
      await drawer.getByRole('alert').getByText(text(language, 'cart.errors.couponInvalid')).waitFor();
      await checkoutButton(drawer, language, 2499).waitFor();
      expect(unexpectedErrors(page)).toEqual([]);
    },
  );

  it.each(['en', 'ar'] as const)(
    '%s: a newsletter code whose address is not confirmed yet says so, and works once the welcome e-mail’s link is followed',
    async (language) => {
      const page = await shopperWith(SMALL_CART, language);
      const email = freshEmail();
      const couponCode = await newsletterCoupon(page, email, language);

      let drawer = await openCart(page, language);
      await drawer.getByLabel(text(language, 'cart.coupon.label')).fill(couponCode);
      await drawer.getByLabel(text(language, 'cart.coupon.emailLabel')).fill(email);
      await drawer.getByRole('button', { name: text(language, 'cart.coupon.apply') }).click();
      await drawer.getByRole('alert').getByText(text(language, 'cart.errors.couponUnconfirmed')).waitFor();

      await page.goto(await outboxLink(page, email, '/newsletter/confirm'));
      await page.getByRole('status').getByText(text(language, 'newsletter.confirm.done')).waitFor();
      await page.goto('/');
      drawer = await openCart(page, language);
      await drawer.getByLabel(text(language, 'cart.coupon.label')).fill(couponCode);
      await drawer.getByLabel(text(language, 'cart.coupon.emailLabel')).fill(email);
      await drawer.getByRole('button', { name: text(language, 'cart.coupon.apply') }).click();
      await checkoutButton(drawer, language, 1999).waitFor();
      expect(unexpectedErrors(page)).toEqual([]);
    },
  );

  it.each([
    ['en', 'coupon_not_first_order', 'cart.errors.couponNotFirstOrder'],
    ['fr', 'coupon_not_first_order', 'cart.errors.couponNotFirstOrder'],
    ['ar', 'coupon_not_first_order', 'cart.errors.couponNotFirstOrder'],
  ] as const)('%s: %s says so in the cart', async (language, code, key) => {
    const page = await shopperWith(SMALL_CART, language);
    await page.route('**/api/create-payment', refuse(400, code));
    const drawer = await openCart(page, language);
    await checkoutButton(drawer, language, 2499).click();
    await errorToast(page, language, key).waitFor();
    expect(unexpectedErrors(page)).toEqual([]);
  });

  it.each(['en', 'fr', 'ar'] as const)(
    '%s: a deal code from another device, or a cart now under the threshold, is refused with its reason',
    async (language) => {
      for (const [code, key] of [
        ['deal_code_not_yours', 'cart.errors.dealNotYours'],
        ['deal_below_threshold', 'cart.errors.dealBelowThreshold'],
      ] as const) {
        const page = await shopperWith(DEAL_CART, language);
        await page.route('**/api/create-payment', refuse(400, code));
        const drawer = await openCart(page, language);
        await checkoutButton(drawer, language, 2999).click();
        await claimButton(page, language).click();
        await errorToast(page, language, key).waitFor();
        expect(unexpectedErrors(page)).toEqual([]);
      }
    },
  );

  it.each(['en', 'fr', 'ar'] as const)(
    '%s: a deal the worker will not issue, and a burst from one connection, each say so',
    async (language) => {
      const page = await shopperWith(DEAL_CART, language);
      await page.route('**/api/deals', refuse(400, 'deal_not_eligible'));
      const drawer = await openCart(page, language);
      const checkout = checkoutButton(drawer, language, 2999);
      const claim = claimButton(page, language);
      await checkout.click();
      await claim.click();
      await page
        .getByText(text(language, 'cart.errors.dealNotEligible', { amount: formatPrice(LAST_CHANCE_DEAL_MIN_CENTS, language) }))
        .waitFor();

      // The offer stays open after a refusal: the shopper may try again, or skip it.
      await page.route('**/api/deals', refuse(429, 'rate_limited', { retryAfter: 60, scope: 'client' }));
      await claim.click();
      await page.getByText(text(language, 'cart.errors.tooManyRequests')).first().waitFor();
      expect(unexpectedErrors(page)).toEqual([]);
    },
  );

  it('a burst at checkout is the connection’s, not the wrong-code limit', async () => {
    const page = await shopperWith(SMALL_CART, 'en');
    await page.route('**/api/create-payment', refuse(429, 'rate_limited', { retryAfter: 60, scope: 'client' }));
    const drawer = await openCart(page, 'en');
    await drawer.getByRole('button', { name: 'Secure Checkout · $24.99' }).click();
    await errorToast(page, 'en', 'cart.errors.tooManyRequests').waitFor();
    expect(await page.getByText(text('en', 'cart.errors.couponTooManyTries')).count()).toBe(0);
  });
});

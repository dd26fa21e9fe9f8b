import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { PASSWORD, confirmedSubscription, freshEmail, outboxLink, signedIn, verifiedAccount } from './accounts';
import { baseUrl, useBrowser } from './browser';
import { startIn, text } from './storefront-support';

/** Issue 17's data rights as a shopper meets them: the e-mail's unsubscribe link, and /account's download and delete. */

const browser = useBrowser();

/** Subscribes `email` through the API, confirmed, and returns its coupon and the unsubscribe link of the welcome e-mail. */
async function subscribed(page: Page, email: string, language: Language) {
  const res = await page.request.post('/api/newsletter', {
    headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
    data: { email, language },
  });
  expect(res.status()).toBe(201);
  const { couponCode } = (await res.json()) as { couponCode: string };
  await confirmedSubscription(page, email);
  return { couponCode, link: await outboxLink(page, email, '/unsubscribe') };
}

const couponAnswer = async (page: Page, code: string, email: string) =>
  (
    await page.request.post('/api/coupons/check', {
      headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
      data: { code, email },
    })
  ).status();

describe('unsubscribing from the newsletter', () => {
  it.each(['en', 'fr', 'ar'] as const)(
    '%s: the e-mail’s link unsubscribes at once and says so, and the coupon stops working',
    async (language) => {
      const page = await browser.newPage();
      await startIn(page, language);
      const email = freshEmail();
      const { couponCode, link } = await subscribed(page, email, language);
      expect(await couponAnswer(page, couponCode, email)).toBe(200);

      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: text(language, 'newsletter.unsubscribe.title') }).waitFor();
      await page.getByRole('status').getByText(text(language, 'newsletter.unsubscribe.done')).waitFor();
      await page.getByText(text(language, 'newsletter.unsubscribe.coupon')).waitFor();
      expect(await page.title()).toBe(text(language, 'meta.unsubscribe.title'));
      // The token leaves the address bar and the history once read.
      expect(new URL(page.url()).hash).toBe('');
      expect(await couponAnswer(page, couponCode, email)).toBe(400);
      await page.getByRole('link', { name: text(language, 'common.continueShopping') }).click();
      await page.waitForURL(baseUrl() + localisedPath('/', language));
      expect(page.errors).toEqual([]);
    },
  );

  it('a link that is not valid says so, without an error page', async () => {
    const page = await browser.newPage();
    await page.goto(`/unsubscribe#token=1.1.${'0'.repeat(32)}`);
    await page.getByRole('status').getByText(text('en', 'newsletter.unsubscribe.invalid')).waitFor();
    expect(page.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});

describe('my data on /account', () => {
  it('downloads the shopper’s data as a JSON file', async () => {
    const page = await browser.newPage();
    const email = await verifiedAccount(page, freshEmail());
    await signedIn(page, email);
    await page.goto('/account');
    const panel = page.getByRole('region', { name: text('en', 'auth.account.data.title') });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: text('en', 'auth.account.data.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('vitaglow-my-data.json');
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { account: { email: string } };
    expect(data.account.email).toBe(email);
  });

  it.each(['en', 'ar'] as const)('%s: deleting asks for the password in a real dialog, then signs out everywhere', async (language) => {
    const page = await browser.newPage();
    await startIn(page, language);
    const email = await verifiedAccount(page, freshEmail());
    await signedIn(page, email);
    await page.goto('/account');
    const t = (key: string) => text(language, key);
    const open = page
      .getByRole('region', { name: t('auth.account.data.title') })
      .getByRole('button', { name: t('auth.account.data.delete') });

    // Escape closes it and focus goes back to the button that opened it; nothing is deleted.
    await open.click();
    const dialog = page.getByRole('dialog', { name: t('auth.account.data.confirmTitle') });
    await dialog.waitFor();
    expect(await dialog.getByLabel(t('auth.account.data.password')).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);

    await open.click();
    await dialog.getByLabel(t('auth.account.data.password')).fill('Not-The-Password-1');
    await dialog.getByRole('button', { name: t('auth.account.data.confirm') }).click();
    await dialog.getByRole('alert').getByText(t('auth.account.data.wrongPassword')).waitFor();

    await dialog.getByLabel(t('auth.account.data.password')).fill(PASSWORD);
    await dialog.getByRole('button', { name: t('auth.account.data.confirm') }).click();
    await page.locator('[data-sonner-toast]').getByText(t('auth.account.data.deleted')).waitFor();
    await page.waitForURL(baseUrl() + localisedPath('/', language));
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('auth.button.signIn') })
      .waitFor();

    const again = await page.request.post('/api/auth/signin', {
      headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
      data: { email, password: PASSWORD },
    });
    expect(again.status()).toBe(401);
    expect(page.errors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
  });
});

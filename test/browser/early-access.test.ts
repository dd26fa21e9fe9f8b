import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { paidMember, signInAsOperator } from './accounts';
import { useBrowser } from './browser';
import { backToSeedVersion } from './catalogue-versions';
import { text } from './storefront-support';

/*
 * Issue 38, perk 2, as the operator and shoppers use it: a product given "Members first until" in the console and
 * published shows its note; a member buys it, a guest is refused in their language and offered the plans.
 */

const browser = useBrowser();
const PRODUCT = { slug: 'collagen-gummies', name: 'Marine Collagen Gummies' };

beforeAll(async () => {
  await backToSeedVersion(browser);
  const page = await browser.newPage();
  await signInAsOperator(page, 'publisher@vitaglow-mail.com');
  await page.goto('/admin/catalogue', { waitUntil: 'commit' });
  await page.getByRole('link', { name: PRODUCT.name, exact: true }).click();
  await page.getByLabel('Members first until (UTC)').fill('2030-01-01T09:00');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
  await page.goto('/admin/catalogue', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the draft?' });
  await dialog.getByText('1 early-access date changed').waitFor();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Published: the catalogue is now version \d+\.$/ })
    .waitFor();
});
afterAll(() => backToSeedVersion(browser));

const buyNow = (page: Page, language: Language) =>
  page
    .locator('main')
    .getByRole('button', { name: text(language, 'store.products.buyNow') })
    .first();

describe('a product in members’ early access, in Chromium', () => {
  it('is bought by a member', async () => {
    const page = await browser.newPage();
    await paidMember(page);
    await page.goto(`/products/${PRODUCT.slug}`);
    await page.getByText('Members’ early access until January 1, 2030').waitFor();
    await buyNow(page, 'en').click();
    await page.waitForURL(/\/test-payment\/VG-/);
    // The note rendered by the worker is the one the app draws: no hydration mismatch, no error.
    expect(page.errors).toEqual([]);
  });

  for (const language of ['en', 'fr', 'ar'] as const) {
    it(`is refused to a guest, who reads why and is offered the plans (${language})`, async () => {
      const page = await browser.newPage();
      await page.goto(localisedPath(`/products/${PRODUCT.slug}`, language));
      await page.getByText(text(language, 'store.earlyAccess.note', { date: 'X' }).split('X')[0]!.trim()).waitFor();
      await buyNow(page, language).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: text(language, 'cart.errors.title') });
      const name = await page.getByRole('heading', { level: 1 }).textContent();
      await toast.getByText(text(language, 'cart.errors.membersOnly', { products: name! })).waitFor();
      await toast.getByRole('button', { name: text(language, 'cart.errors.seePlans') }).click();
      const home = localisedPath('/', language).replace(/\/$/, '');
      await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === home && url.hash === '#plans');
      await page.locator('#plans').waitFor();
      expect(page.url()).not.toMatch(/test-payment/);
      // Only the refusal itself (403) is logged by the browser.
      expect(page.errors.filter((error) => !/\b403\b/.test(error))).toEqual([]);
    });
  }
});

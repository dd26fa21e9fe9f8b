import { describe, expect, it } from 'vitest';
import { paidMember, signInAsOperator } from './accounts';
import { text } from '../../tools/texts';
import { useBrowser } from './browser';
import { payOnTestPage } from './delivery';

const browser = useBrowser();

/*
 * Issue 38, perk 3 in Chromium: a member who bought the multivitamin sees in /account the day it runs out and a
 * product of the same goal with its label claims (each with its dagger), in English and Arabic, and turns the
 * reminders off; a reminder's link puts its items in the cart.
 */

const TEXTS = {
  en: {
    path: '/account',
    region: 'My supplies',
    item: '1 × Daily Multivitamin',
    runsOut: /^Runs out on /,
    suggestion: 'Magnesium Gummies',
    claim: 'Supports deep, restful sleep',
    reminders: 'E-mail me five days before a supply runs out',
  },
  ar: {
    path: '/ar/account',
    region: 'مخزوني',
    item: /الفيتامينات المتعددة اليومية/,
    runsOut: /^ينفد في /,
    suggestion: 'جيلي المغنيسيوم',
    claim: null,
    reminders: 'أرسل إليّ رسالة قبل نفاد المخزون بخمسة أيام',
  },
} as const;

describe('a member’s supplies in /account, in Chromium', () => {
  it('shows the run-out date and a suggestion with its dagger in en and ar, and turns reminders off', async () => {
    const page = await browser.newPage();
    await paidMember(page);
    // The member buys one multivitamin on the local test payment page.
    await page.goto('/products/multivitamin');
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Open cart/ })
      .click();
    await page
      .getByRole('dialog', { name: /^Your Cart/ })
      .getByRole('button', { name: /^Secure Checkout/ })
      .click();
    await page.getByRole('button', { name: 'No thanks, continue to checkout' }).click();
    await page.waitForURL(/\/test-payment\/VG-/);
    await payOnTestPage(page);
    await page.waitForURL(/\/payment-success\?session_id=VG-/);

    for (const language of ['en', 'ar'] as const) {
      const words = TEXTS[language];
      await page.goto(words.path);
      const panel = page.getByRole('region', { name: words.region });
      const supply = panel.getByRole('listitem').filter({ hasText: words.item });
      await supply.getByText(words.runsOut).waitFor();
      const suggestion = panel.getByRole('listitem').filter({ has: page.getByRole('link', { name: words.suggestion }) });
      await suggestion.waitFor();
      // Each reason is a claim: its dagger leads to the footer's notice.
      const daggers = suggestion.locator('a[href="#fda-notice"]');
      expect(await daggers.count()).toBeGreaterThan(0);
      expect(await suggestion.getByRole('listitem').count()).toBe(await daggers.count());
      if (words.claim) await suggestion.getByText(words.claim).waitFor();
      await page.locator('#fda-notice').waitFor({ state: 'attached' });
    }

    const reminders = page.getByRole('switch', { name: TEXTS.ar.reminders });
    expect(await reminders.isChecked()).toBe(true);
    const saved = page.waitForResponse((res) => res.url().endsWith('/api/account/supply-reminders') && res.status() === 200);
    await reminders.click();
    await saved;
    await page.goto(TEXTS.en.path);
    const off = page.getByRole('region', { name: TEXTS.en.region }).getByRole('switch', { name: TEXTS.en.reminders });
    await off.waitFor();
    expect(await off.isChecked()).toBe(false);
    expect(page.errors, page.errors.join('\n')).toEqual([]);
  });

  it('puts a reminder link’s items in the cart, and nothing for a malformed one', async () => {
    const page = await browser.newPage();
    // A package bought comes back as the package, at its price, not as its products one by one.
    await page.goto('/?reorder=omega-3-plus:2,magnesium-gummies:1,package:starter:1');
    const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
    await drawer.getByText('Omega-3 Plus').waitFor();
    await drawer.getByText('Magnesium Gummies').waitFor();
    await drawer.getByText(text('en', 'content.deals.starter.title')).waitFor();
    await page.waitForURL((url) => url.search === '');
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('vitaglow-cart') ?? 'null'));
    expect(cart.lines).toEqual([
      { productId: 'omega-3-plus', quantity: 2 },
      { productId: 'magnesium-gummies', quantity: 1 },
      { dealId: 'starter', quantity: 1 },
    ]);

    const other = await browser.newPage();
    await other.goto('/?reorder=omega-3-plus:500');
    await other.getByRole('heading', { level: 1 }).waitFor();
    expect(await other.evaluate(() => localStorage.getItem('vitaglow-cart'))).toBeNull();
    expect(page.errors, page.errors.join('\n')).toEqual([]);
  });
});

describe('the plan card, in Chromium', () => {
  it('leads from each line to the feature that makes it true', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const card = page.getByRole('article', { name: 'Monthly' });
    const hrefs = Object.fromEntries(
      await Promise.all(
        [
          'Members-only offers',
          'Early access to new flavors and products',
          'Personalized supplement recommendations',
          'Cancel anytime',
        ].map(async (line) => [line, await card.getByRole('link', { name: line }).getAttribute('href')]),
      ),
    );
    expect(hrefs).toEqual({
      'Members-only offers': '/products',
      'Early access to new flavors and products': '/products',
      'Personalized supplement recommendations': '/account',
      'Cancel anytime': '/account',
    });
    // Priority support opens the contact form; closing it gives focus back to the line.
    const support = card.getByRole('button', { name: 'Priority customer support' });
    await support.click();
    const dialog = page.getByRole('dialog', { name: 'Customer Service' });
    await dialog.getByRole('tab', { name: 'Customer Support', selected: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await support.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.errors, page.errors.join('\n')).toEqual([]);
  });
});

describe('servings per day in the console, in Chromium', () => {
  it('is a labelled field of the product editor, blank for one a day, taking whole numbers only (nothing saved)', async () => {
    const page = await browser.newPage();
    await signInAsOperator(page, 'servings@vitaglow-mail.com');
    await page.goto('/admin/catalogue', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Magnesium Gummies', exact: true }).click();
    const field = page.getByLabel('Servings per day', { exact: true });
    expect(await field.inputValue()).toBe('');
    expect(await field.getAttribute('aria-describedby')).toMatch(/hint/);
    await page.getByText('Blank: one a day.', { exact: false }).waitFor();
    await field.fill('1.5');
    await page.getByText('Enter a whole number.').waitFor();
    await field.fill('2');
    await page.getByText('Enter a whole number.').waitFor({ state: 'detached' });
    expect(page.errors, page.errors.join('\n')).toEqual([]);
  });
});

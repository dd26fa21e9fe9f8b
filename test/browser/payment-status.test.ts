import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const browser = useBrowser();

/** A saved cart and, optionally, a saved language, in place before the first script runs. */
async function returningShopper(page: Page, language?: 'fr' | 'ar') {
  await page.addInitScript(
    ({ lang }) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('vitaglow-cart', JSON.stringify({ lines: [{ productId: 'multivitamin', quantity: 1 }], shippingId: null }));
        if (lang) localStorage.setItem('vitaglow-language', lang);
        sessionStorage.setItem('seeded', '1');
      }
    },
    { lang: language },
  );
}

const savedLines = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('vitaglow-cart') ?? 'null') as { lines: unknown[] }).lines);

describe('/payment-success tells the truth about the order', () => {
  it.each([
    ['an unknown reference', '/payment-success?session_id=VG-0000-0000-0000-0000'],
    ['no reference at all', '/payment-success'],
  ])('%s: "Order Not Found", never a success, and the cart is kept', async (_label, path) => {
    const page = await browser.newPage();
    await returningShopper(page);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Order Not Found' }).waitFor();
    await page
      .getByRole('status')
      .getByText('We could not find this order. If you were charged, please contact our support team.')
      .waitFor();
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    expect(await page.getByText('A confirmation e-mail is on its way.').count()).toBe(0);
    expect(await savedLines(page)).toHaveLength(1);
    expect(await page.title()).toBe('Your Order | VitaGlow');
  });

  it('a cancelled order: not paid, nothing charged, back to the cart as it was', async () => {
    const page = await browser.newPage();
    await returningShopper(page);
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Open cart/ })
      .click();
    await page
      .getByRole('dialog', { name: /^Your Cart/ })
      .getByRole('button', { name: 'Secure Checkout · $29.99' })
      .click();
    await page.getByRole('button', { name: 'No thanks, continue to checkout' }).click();
    await page.waitForURL(/\/test-payment\/VG-/);
    const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/payment-cancelled$/);

    // The shopper goes back to the success address anyway (history, a bookmarked tab).
    await page.goto(`/payment-success?session_id=${encodeURIComponent(reference)}`);
    await page.getByRole('heading', { name: 'Payment Not Completed' }).waitFor();
    await page.getByText('This payment could not be completed, and nothing was charged.').waitFor();
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    expect(await savedLines(page)).toHaveLength(1);
    await page.getByRole('button', { name: 'Back to Cart' }).click();
    await page.getByRole('dialog', { name: 'Your Cart (1)' }).getByText('Daily Multivitamin').waitFor();
  });

  it.each([
    ['fr', 'Commande introuvable', 'ltr'],
    ['ar', 'الطلب غير موجود', 'rtl'],
  ] as const)('says it in %s too', async (language, heading, dir) => {
    const page = await browser.newPage();
    await returningShopper(page, language);
    // Stripe and the e-mails send the shopper back to the order's language's address.
    await page.goto(`/${language}/payment-success?session_id=VG-0000-0000-0000-0000`);
    await page.getByRole('heading', { name: heading }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
    expect(await savedLines(page)).toHaveLength(1);
  });
});

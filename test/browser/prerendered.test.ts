import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../core/catalogue';
import { useBrowser } from './browser';
import { startIn, text } from './storefront-support';

const browser = useBrowser();

/** Holds back the app's JavaScript until the returned function is called, as a slow network would. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('prerendered pages', () => {
  it('shows the home page and every product without JavaScript, as search engines read them', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: text('en', 'store.benefits.title') }).waitFor();
    await page.locator('#products').getByRole('heading', { name: 'Daily Multivitamin' }).waitFor();

    await page.goto('/products');
    for (const product of PRODUCTS) {
      await page.getByRole('heading', { name: text('en', `content.catalogue.${product.id}.name`), exact: true }).waitFor();
    }
  });

  it.each(['/', '/products'])('%s is taken over by the app as it is, and works', async (path) => {
    const page = await browser.newPage();
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    // The prerendered heading, before any script ran: the app must adopt it, not draw the page again.
    await heading.evaluate((node) => ((window as unknown as { prerenderedHeading: Element }).prerenderedHeading = node));
    release();

    // Until the app has taken over, the page is only markup: a click does nothing yet.
    const add = page.locator('#products, main').first().getByRole('button', { name: 'Add to Cart' }).first();
    const badge = page.getByRole('banner').getByRole('button', { name: 'Open cart (1)' });
    await expect.poll(async () => (await add.click(), badge.isVisible()), { timeout: 15_000, interval: 250 }).toBe(true);
    expect(await heading.evaluate((node) => (window as unknown as { prerenderedHeading: Element }).prerenderedHeading === node)).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it('never shows an Arabic shopper the English page, then renders theirs', async () => {
    const page = await browser.newPage();
    await startIn(page, 'ar');
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const english = page.getByRole('heading', { name: text('en', 'store.benefits.title'), includeHidden: true });
    await english.waitFor({ state: 'attached' });
    // The stylesheet blocks the first paint: what counts is the page once it has arrived.
    await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/')));
    expect(await english.isVisible()).toBe(false);
    release();

    await page.getByRole('heading', { name: text('ar', 'store.benefits.title') }).waitFor();
    expect(await english.count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it('shows a returning shopper their saved cart and wishlist', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      localStorage.setItem('vitaglow-cart', JSON.stringify({ lines: [{ productId: 'multivitamin', quantity: 2 }], shippingId: null, couponCode: null }));
      localStorage.setItem('vitaglow-wishlist', JSON.stringify(['multivitamin']));
    });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Open cart (1)' }).waitFor();
    const heart = page.locator('#products').getByRole('button', { name: text('en', 'store.wishlist.toggle', { name: 'Daily Multivitamin' }) });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(page.errors).toEqual([]);
  });
});

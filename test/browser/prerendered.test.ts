import { describe, expect, it } from 'vitest';
import { products } from '../../core/catalogue';
import { useBrowser } from './browser';
import { holdScripts, text } from './storefront-support';

const browser = useBrowser();

describe('prerendered pages', () => {
  it('shows the home page and every product without JavaScript, as search engines read them', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: text('en', 'store.benefits.title') }).waitFor();
    await page.locator('#products').getByRole('heading', { name: 'Daily Multivitamin' }).waitFor();

    await page.goto('/products');
    for (const product of products()) {
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

  it('paints only the first of the home page’s sections, then lays out the rest while idle, with no scrolling', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The stylesheet blocks the first paint, but a style read may come first on a loaded host: wait for its rules.
    await page.waitForFunction(() =>
      [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/') && sheet.cssRules.length > 0),
    );
    const visibilities = () =>
      page.locator('main > *').evaluateAll((sections) => sections.map((section) => getComputedStyle(section).contentVisibility));
    const before = await visibilities();
    expect(before[0]).toBe('visible');
    expect(before.length).toBeGreaterThan(3);
    expect(before.slice(1).every((value) => value === 'auto')).toBe(true);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.ready !== undefined);
    // Each section is laid out once while idle; then, its size remembered, it skips rendering off screen again.
    const laidOut = () =>
      page
        .locator('main > :not(:first-child)')
        .evaluateAll((sections) => sections.map((section) => section.hasAttribute('data-laid-out') && section.hasAttribute('data-sized')));
    await expect.poll(laidOut, { timeout: 10_000 }).toEqual(before.slice(1).map(() => true));
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-all-sections'))).toBe(true);
    expect(await visibilities()).toEqual(before);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it('moves an Arabic shopper whose choice predates the cookie onto an Arabic document before anything is painted', async () => {
    const page = await browser.newPage();
    // Saved by a visit from before the cookie: only in localStorage.
    await page.addInitScript(() => localStorage.setItem('vitaglow-language', 'ar'));
    const documents: string[] = [];
    page.on('response', (res) => res.request().resourceType() === 'document' && documents.push(res.headers()['content-language']));
    const painted: string[] = [];
    await page.exposeFunction('reportPaint', (lang: string) => painted.push(lang));
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'first-paint')
            (window as unknown as { reportPaint(l: string): void }).reportPaint(document.documentElement.lang);
      }).observe({ type: 'paint', buffered: true });
    });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: text('ar', 'store.benefits.title') }).waitFor();
    expect(await page.getByRole('heading', { name: text('en', 'store.benefits.title'), includeHidden: true }).count()).toBe(0);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.ready !== undefined);

    // The English answer was asked again with the saved choice, and only the Arabic one was painted.
    expect(documents).toEqual(['en', 'ar']);
    expect(painted).toEqual(['ar']);
    expect((await page.context().cookies()).find((c) => c.name === 'vitaglow-language')?.value).toBe('ar');
    expect(page.errors).toEqual([]);
  });

  it('shows a returning shopper their saved cart and wishlist', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      localStorage.setItem(
        'vitaglow-cart',
        JSON.stringify({ lines: [{ productId: 'multivitamin', quantity: 2 }], shippingId: null, couponCode: null }),
      );
      localStorage.setItem('vitaglow-wishlist', JSON.stringify(['multivitamin']));
    });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Open cart (1)' }).waitFor();
    const heart = page
      .locator('#products')
      .getByRole('button', { name: text('en', 'store.wishlist.toggle', { name: 'Daily Multivitamin' }) });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(page.errors).toEqual([]);
  });
});

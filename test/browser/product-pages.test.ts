import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { isSerious, runAxe } from '../../tools/axe';
import { nuErrors } from '../support/nu-checker';
import { baseUrl, useBrowser } from './browser';
import { startIn, text } from './storefront-support';

/*
 * A product's own page, /products/<slug>: as a shopper sees it in English and Arabic on a desktop and a
 * phone, reached from a card or a shared link, and buying from it.
 */

const browser = useBrowser();
const SCREENSHOTS = 'test-results/product-pages';

describe.each(['en', 'ar'] as const)('a product page in %s', (language: Language) => {
  const t = (key: string, params?: Record<string, string | number>) => text(language, key, params);

  it.each([1280, 375])('at %i px: name, price, benefits, facts, buttons and the trail, nothing wider than the screen', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await startIn(page, language);
    await page.goto('/products/creatine-gummies');
    const name = t('content.catalogue.creatine-gummies.name');
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.title()).toBe(`${name} | VitaGlow`);
    const trail = main.getByRole('navigation', { name: t('store.productPage.breadcrumbs') });
    expect(await trail.getByRole('link', { name: t('nav.home') }).getAttribute('href')).toBe(localisedPath('/', language));
    expect(await trail.getByRole('link', { name: t('nav.products') }).getAttribute('href')).toBe(localisedPath('/products', language));
    expect(await trail.locator('[aria-current="page"]').textContent()).toBe(name);
    await main.getByRole('img', { name: t('store.products.imageAlt', { name }) }).waitFor();
    expect(await main.locator('s').first().isVisible()).toBe(true);
    await main.getByRole('heading', { level: 2, name: t('store.products.benefitsHeading') }).waitFor();
    expect(
      await main
        .getByRole('listitem')
        .filter({ has: page.locator('svg') })
        .count(),
    ).toBe(6);
    for (const button of [t('store.products.buyNow'), t('store.cart.add'), t('store.wishlist.toggle', { name })]) {
      await main.getByRole('button', { name: button }).waitFor();
    }
    await main.getByText(t('facts.panel.disclosure')).click();
    await main.getByRole('table').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/creatine-gummies-${language}-${width}.png`, fullPage: true });
    await page.goto('/products/essentials-package');
    await main.getByRole('heading', { level: 1, name: t('content.deals.essentials.title') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/essentials-package-${language}-${width}.png`, fullPage: true });
    expect(page.errors).toEqual([]);
  });

  it('has no serious or critical accessibility violation (axe)', async () => {
    const page = await browser.newPage();
    await startIn(page, language);
    for (const path of ['/products/magnesium-gummies', '/products/starter-package']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      const serious = (await runAxe(page)).filter(isSerious);
      expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
    }
  });
});

describe('reaching a product page', () => {
  it('from a card’s name on the home page, and back through the trail', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.locator('#products').getByRole('link', { name: 'Daily Multivitamin', exact: true }).click();
    await page.waitForURL('**/products/multivitamin');
    await page.getByRole('heading', { level: 1, name: 'Daily Multivitamin' }).waitFor();
    expect(await page.title()).toBe('Daily Multivitamin | VitaGlow');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }).click();
    await page.waitForURL('**/products');
    await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
    expect(page.errors).toEqual([]);
  });

  it('from a shared link: the page opens prerendered in the language of its address, whatever the recipient chose before', async () => {
    const page = await browser.newPage();
    const res = await page.goto('/fr/products/essentials-package');
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: text('fr', 'content.deals.essentials.title') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.context().addCookies([{ name: 'vitaglow-language', value: 'ar', url: baseUrl() }]);
    await page.goto('/products/whey-vanilla');
    await page.getByRole('heading', { level: 1, name: text('en', 'content.catalogue.whey-vanilla.name') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(page.errors).toEqual([]);
  });

  it('an unknown product is the not-found page, with status 404', async () => {
    const page = await browser.newPage();
    const res = await page.goto('/products/no-such-thing');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
  });
});

describe('buying from a product page', () => {
  it('adds to the cart, opens the drawer from the toast, and checks out as from anywhere else', async () => {
    const page = await browser.newPage();
    await page.goto('/products/omega-3-plus');
    await page.locator('main').getByRole('button', { name: 'Add to Cart' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Omega-3 Plus added to cart' });
    await toast.getByRole('button', { name: 'View cart' }).click();
    const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
    await drawer.getByRole('heading', { name: 'Your Cart (1)' }).waitFor();
    await drawer.getByText('Omega-3 Plus').first().waitFor();
    await drawer.getByRole('button', { name: 'Secure Checkout · $27.99' }).click();
    await page.getByRole('button', { name: 'No thanks, continue to checkout' }).click();
    await page.waitForURL(/\/test-payment\/VG-/);
    await page.getByRole('heading', { name: 'Test payment' }).waitFor();
  });
});

describe('the W3C Nu HTML Checker on product pages', () => {
  it('finds no error in the served documents and the page the app renders', async () => {
    const documents: Record<string, string> = {};
    for (const language of ['en', 'fr', 'ar'] as const) {
      for (const slug of ['multivitamin', 'friends-package']) {
        const res = await fetch(new URL(localisedPath(`/products/${slug}`, language), baseUrl()), { headers: { Accept: 'text/html' } });
        documents[`/products/${slug} (${language})`] = await res.text();
      }
    }
    for (const language of ['en', 'ar'] as const) {
      const page = await browser.newPage();
      await startIn(page, language);
      await page.goto('/products/multivitamin');
      documents[`/products/multivitamin rendered (${language})`] = await page.content();
      await page.close();
    }
    expect(nuErrors(documents)).toEqual([]);
  });
});

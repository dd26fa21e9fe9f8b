import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { inView, text } from './storefront-support';

const browser = useBrowser();

const lang = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe('a URL per language in the storefront', () => {
  it('keeps in-app links inside the page’s language', async () => {
    const page = await browser.newPage();
    await page.goto('/fr/');
    await page
      .getByRole('navigation', { name: text('fr', 'nav.label') })
      .getByRole('link', { name: text('fr', 'nav.allProducts') })
      .click();
    await page.waitForURL((url) => url.pathname === '/fr/products');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('fr', 'store.legal.privacy.title') })
      .click();
    await page.waitForURL((url) => url.pathname === '/fr/privacy');
    expect(await page.title()).toBe(text('fr', 'meta.privacy.title'));
    expect(page.errors).toEqual([]);
  });

  it('switches from English to Arabic on the same page, keeping the filters and sort, and remembers it for the bare /', async () => {
    const page = await browser.newPage();
    await page.goto('/products?category=protein&sort=price-desc');
    await page.getByRole('combobox', { name: text('en', 'language.label') }).selectOption('ar');
    await page.waitForURL((url) => url.pathname === '/ar/products');
    expect(new URL(page.url()).search).toBe('?category=protein&sort=price-desc');
    expect(await lang(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect.poll(() => page.getByLabel(text('ar', 'store.catalogue.sortLabel')).inputValue()).toBe('price-desc');
    expect((await page.context().cookies()).find((c) => c.name === 'vitaglow-language')?.value).toBe('ar');

    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/ar/');
    expect(page.errors).toEqual([]);
  });

  it('switches from Arabic to English keeping the scroll target', async () => {
    const page = await browser.newPage();
    await page.goto('/ar/#about');
    await page.getByRole('combobox', { name: text('ar', 'language.label') }).selectOption('en');
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#about');
    expect(await lang(page)).toEqual({ lang: 'en', dir: 'ltr' });
    // The new document lays its sections out before it lands on the target, as a link to a section does.
    await expect.poll(() => inView(page, 'about'), { timeout: 5000 }).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it('the mobile menu’s list of languages goes to the same page in the chosen language', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto('/fr/terms');
    await page.getByRole('button', { name: text('fr', 'store.header.menu') }).click();
    await page
      .getByRole('group', { name: text('fr', 'language.label') })
      .getByRole('button', { name: 'العربية' })
      .click();
    await page.waitForURL((url) => url.pathname === '/ar/terms');
    expect(await lang(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});

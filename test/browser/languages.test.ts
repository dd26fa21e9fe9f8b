import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { baseUrl, useBrowser } from './browser';
import { text } from './storefront-support';

const browser = useBrowser();

/** A returning shopper: the language cookie an earlier visit left behind. */
async function returning(page: Page, value: string): Promise<void> {
  await page.context().addCookies([{ name: 'vitaglow-language', value, url: baseUrl() }]);
}

/** What the document says about its language, as the browser parsed it. */
const served = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
  }));

const DIRECTION = { en: 'ltr', fr: 'ltr', ar: 'rtl' } as const;

describe('the shopper’s language, from the first byte', () => {
  it.each(['en', 'fr', 'ar'] as const)('%s: the first document is in the saved language before any script runs', async (language) => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await returning(page, language);
    const response = await page.goto('/');
    expect(response?.headers()['content-language']).toBe(language);
    expect(await served(page)).toEqual({
      lang: language,
      dir: DIRECTION[language],
      title: text(language, 'meta.home.title'),
      description: text(language, 'meta.home.description'),
    });
    await page.getByRole('heading', { name: text(language, 'store.benefits.title') }).waitFor();
  });

  it.each(['en', 'fr', 'ar'] as const)('%s: the title follows the shopper through the app', async (language: Language) => {
    const page = await browser.newPage();
    await returning(page, language);
    await page.goto('/');
    expect(await page.title()).toBe(text(language, 'meta.home.title'));

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: text(language, 'store.legal.privacy.title') }).click();
    await page.waitForURL('**/privacy');
    await expect
      .poll(() => served(page))
      .toMatchObject({ title: text(language, 'meta.privacy.title'), description: text(language, 'meta.privacy.description') });

    await page.goBack();
    await expect.poll(() => page.title()).toBe(text(language, 'meta.home.title'));

    await page.goto(localisedPath('/no-such-page', language));
    await expect.poll(() => page.title()).toBe(text(language, 'meta.notFound.title'));
    expect(page.errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('changing language in the app goes to the same page at that language’s address', async () => {
    const page = await browser.newPage();
    await page.goto('/products');
    expect(await served(page)).toMatchObject({ lang: 'en', dir: 'ltr', title: text('en', 'meta.products.title') });

    await page.getByRole('combobox', { name: text('en', 'language.label') }).selectOption('ar');
    await expect.poll(() => served(page)).toMatchObject({ lang: 'ar', dir: 'rtl', title: text('ar', 'meta.products.title') });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'vitaglow-language');
    expect(cookie).toMatchObject({ value: 'ar', sameSite: 'Lax', httpOnly: false });
    // One year, give or take the test's own seconds.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    // The same page at the Arabic address: the document itself is Arabic.
    expect(new URL(page.url()).pathname).toBe('/ar/products');
    const html = await (await page.request.get('/ar/products')).text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain(`<title>${text('ar', 'meta.products.title')}</title>`);
    expect(page.errors).toEqual([]);
  });

  it('a cookie with a value the shop does not know means English, never an error', async () => {
    const page = await browser.newPage();
    await returning(page, 'klingon');
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await served(page)).toMatchObject({ lang: 'en', dir: 'ltr', title: text('en', 'meta.home.title') });
    await page.getByRole('heading', { name: text('en', 'store.benefits.title') }).waitFor();
    expect(page.errors).toEqual([]);
  });
});

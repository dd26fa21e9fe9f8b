import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../core/language';
import { PAGE_PATHS, localisedPath } from '../../core/pages';
import { nuErrors } from '../support/nu-checker';
import { baseUrl, useBrowser } from './browser';
import { startIn, text } from './storefront-support';

/**
 * Every document the shop serves, and the storefront as the app leaves it, passes the W3C Nu HTML
 * Checker with no error: the served documents of every page in every language, the not-found page, the
 * worker's own pages (test payment, development sign-in), and the DOM once the app has taken the page over.
 */
const browser = useBrowser();

/** A document at its address in a language (`/fr/products`); the worker's own pages are English only. */
async function served(path: string, language: Language = 'en'): Promise<string> {
  const res = await fetch(new URL(localisedPath(path, language), baseUrl()), { headers: { Accept: 'text/html' } });
  return res.text();
}

describe('the W3C Nu HTML Checker', () => {
  it('finds no error in any served document', async () => {
    const documents: Record<string, string> = {};
    for (const path of [...PAGE_PATHS, '/no-such-page']) {
      for (const language of LANGUAGES) documents[`${path} (${language})`] = await served(path, language);
    }
    documents['/admin/dev-sign-in'] = await served('/admin/dev-sign-in');
    const order = await fetch(new URL('/api/create-payment', baseUrl()), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl(), 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } }),
    });
    const { url } = (await order.json()) as { url: string };
    documents['/test-payment/<reference>'] = await (
      await fetch(url, {
        headers: {
          Cookie: order.headers
            .getSetCookie()
            .map((c) => c.split(';')[0])
            .join('; '),
        },
      })
    ).text();
    expect(documents['/test-payment/<reference>']).toContain('<h1>Test payment</h1>');
    expect(nuErrors(documents)).toEqual([]);
  });

  it('finds no error in the storefront the app renders, in en and ar', async () => {
    const documents: Record<string, string> = {};
    for (const language of ['en', 'ar'] as const) {
      const page = await browser.newPage();
      await startIn(page, language);
      for (const path of ['/', '/products', '/privacy']) {
        await page.goto(path);
        await page.waitForFunction(() => document.documentElement.dataset.ready !== undefined);
        documents[`${path} (${language})`] = await page.content();
      }
      await page.close();
    }
    expect(nuErrors(documents)).toEqual([]);
  });

  it('finds no error in the storefront with the cart drawer or a dialog open (its tabs too), in en and ar', async () => {
    const documents: Record<string, string> = {};
    for (const language of ['en', 'ar'] as const) {
      const page = await browser.newPage();
      await startIn(page, language);
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.dataset.ready !== undefined);
      const card = page.locator('#products article').first();
      await card.getByRole('button', { name: text(language, 'store.cart.add') }).click();
      await page.locator('#cart-button').click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('listitem').first().waitFor();
      documents[`/ with the cart open (${language})`] = await page.content();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await card.getByRole('button', { name: text(language, 'store.products.viewBenefits') }).click();
      await page.getByRole('dialog').getByRole('heading').first().waitFor();
      documents[`/ with a product's benefits open (${language})`] = await page.content();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: text(language, 'store.service.topics.shipping') })
        .click();
      await page.getByRole('dialog').getByRole('tabpanel').getByRole('table').waitFor();
      documents[`/ with customer service's tabs open (${language})`] = await page.content();
      await page.close();
    }
    expect(nuErrors(documents)).toEqual([]);
  });
});

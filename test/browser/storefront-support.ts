import type { Page } from 'playwright-core';
import type { Language } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { baseUrl } from './browser';

/** Shared by the storefront-*.test.ts files; texts come from the dictionaries the shop itself uses. */
export { text } from '../../tools/texts';

/**
 * Makes the page start in a language, as a returning shopper's saved choice would (the cookie and
 * localStorage), and has its goto('/products') open that language's address (`/fr/products`), as the
 * shop's own links in that language do.
 */
export async function startIn(page: Page, language: Language): Promise<void> {
  await page.context().addCookies([{ name: 'vitaglow-language', value: language, url: baseUrl() }]);
  await page.addInitScript((lang) => localStorage.setItem('vitaglow-language', lang), language);
  const goto = page.goto.bind(page);
  page.goto = (url, options) => goto(url.startsWith('/') ? localisedPath(url, language) : url, options);
}

/** Holds back the app's JavaScript until the returned function is called, as a slow network would. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The ids of the home page's anchored sections, in page order. */
export async function sectionOrder(page: Page): Promise<string[]> {
  return page.$$eval('main [id]', (nodes) =>
    nodes
      .map((n) => n.id)
      .filter((id) => ['benefits', 'plans', 'deals', 'products', 'about', 'testimonials', 'newsletter', 'contact'].includes(id)),
  );
}

/** True once the element's top edge is within the viewport, below the fixed header. */
export async function inView(page: Page, id: string): Promise<boolean> {
  return page.evaluate((target) => {
    const top = document.getElementById(target)!.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  }, id);
}

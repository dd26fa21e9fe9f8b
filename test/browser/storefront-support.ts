import type { Page } from 'playwright-core';
import { type Language, dictionaryOf } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { baseUrl } from './browser';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { formatNumber } from '../../web/components/ui/format';
import { isPluralForms, pluralCategory } from '../../i18n/plural';

/** Shared by the storefront-*.test.ts files: texts come from the dictionaries the shop itself uses. */

const DICTIONARIES = { en, fr, ar };

/**
 * The text of a dictionary key with its {{params}} filled in, as the page shows it. A counted text takes
 * the form Intl.PluralRules gives `params.count`, a number, written the language's way.
 */
export function text(language: Language, key: string, params: Record<string, string | number> = {}): string {
  let value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], DICTIONARIES[dictionaryOf(language)]);
  if (isPluralForms(value)) {
    // As the app does (i18n/plural.ts): the count chooses the form and is written the language's way.
    const count = Number(params.count);
    value = value[pluralCategory(language, count)] ?? value.other;
    params = { ...params, count: formatNumber(count, language) };
  }
  if (typeof value !== 'string') throw new Error(`No text at ${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name]));
}

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
    nodes.map((n) => n.id).filter((id) => ['benefits', 'plans', 'deals', 'products', 'about', 'testimonials', 'newsletter', 'contact'].includes(id)),
  );
}

/** True once the element's top edge is within the viewport, below the fixed header. */
export async function inView(page: Page, id: string): Promise<boolean> {
  return page.evaluate((target) => {
    const top = document.getElementById(target)!.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  }, id);
}

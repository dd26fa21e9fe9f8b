import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAGES, PAGE_PATHS, localisedPath } from '../../core/pages';
import { text } from '../../tools/texts';
import { verifiedAccount, PASSWORD } from './accounts';
import { baseUrl, useBrowser } from './browser';

const browser = useBrowser();
const LANGUAGES = ['en', 'ar'] as const;
const APP_DRAWN = PAGE_PATHS.filter((path) => !PAGES[path].prerendered);

/**
 * The scripts a page downloads that hold its language's whole dictionary, told by a text only that has (the
 * not-found page's title): a page the app draws starts with the texts its document brings (issue 37).
 */
function dictionaryDownloads(page: Page, language: (typeof LANGUAGES)[number]): string[] {
  const marker = text(language, 'notFound.title');
  const found: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    void res.text().then(
      (body) => body.includes(marker) && found.push(res.url()),
      () => undefined,
    );
  });
  return found;
}

describe('pages the app draws start without downloading the dictionary', () => {
  it.each(LANGUAGES)('%s: each shows its heading and texts, and no text is missing', async (language) => {
    const page = await browser.newPage();
    const downloads = dictionaryDownloads(page, language);
    for (const path of APP_DRAWN) {
      await page.goto(localisedPath(path, language), { waitUntil: 'networkidle' });
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect((await heading.textContent())?.trim(), path).not.toBe('');
    }
    expect(downloads).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it.each(LANGUAGES)('%s: /account signed out asks to sign in; its button opens the sign-in dialog in that language', async (language) => {
    const page = await browser.newPage();
    const downloads = dictionaryDownloads(page, language);
    await page.goto(localisedPath('/account', language), { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByText(text(language, 'auth.account.signInPrompt')).waitFor();
    // Nothing opened unasked, and nothing of the dialog downloaded.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(downloads).toEqual([]);
    await main.getByRole('button', { name: text(language, 'auth.account.signIn') }).click();
    const dialog = page.getByRole('dialog', { name: text(language, 'auth.dialog.title') });
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it.each(LANGUAGES)('%s: /account signed in shows every panel, and the header’s menu comes with the first click', async (language) => {
    const page = await browser.newPage();
    const email = await verifiedAccount(page);
    const signedIn = await page.request.post('/api/auth/signin', {
      headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
      data: { email, password: PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    const downloads = dictionaryDownloads(page, language);
    await page.goto(localisedPath('/account', language), { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByText(email).waitFor();
    for (const title of [
      'profile',
      'membership.title',
      'supplies.title',
      'orders.title',
      'reviewInvitations.title',
      'data.title',
    ] as const) {
      await main.getByRole('heading', { name: text(language, `auth.account.${title}`) }).waitFor();
    }
    expect(downloads).toEqual([]);
    // The menu's code came with nothing so far: the click brings it, and it opens on its first item.
    await page
      .getByRole('banner')
      .getByRole('button', { name: text(language, 'auth.button.menu', { email }) })
      .click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(text(language, 'auth.menu.myAccount'));
    expect(page.errors).toEqual([]);
  });
});

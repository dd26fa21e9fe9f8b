import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_STORAGE, type StorageKind, displayName, entryFor, shopperEntries } from '../../core/cookies';
import type { Language } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { SUPPORT } from '../../core/content';
import { isSerious, runAxe } from '../../tools/axe';
import { PASSWORD, verifiedAccount } from './accounts';
import { baseUrl, useBrowser } from './browser';
import { payOnTestPage } from './delivery';
import { startIn, text } from './storefront-support';

/**
 * The cookie policy tells the truth: a shopper's journeys (browse, change language, keep a wishlist, choose
 * a plan, sign in, buy on the local test-payment page, open /account) leave in the browser exactly what
 * core/cookies.ts lists, the list the /cookies page shows: nothing it does not name, and every shopper entry
 * at some point.
 *
 * Not in these journeys, on purpose: the console's development sign-in cookie (`vitaglow_dev_operator`,
 * worker/admin/dev-access.ts). Only /admin/dev-sign-in sets it, a page for the shop's operators that answers
 * 404 outside development, so no shopper ever gets it; core/cookies.ts lists it with `shopper: false` and the
 * shopper's page leaves it out. A journey here that met it would fail.
 */

const browser = useBrowser();

const DAY_S = 24 * 60 * 60;

interface Seen {
  kind: StorageKind;
  name: string;
  /** The address at which it was first seen, to say where an unlisted one came from. */
  at: string;
}

/**
 * Records everything the page's context is given: cookies from every response's Set-Cookie and from the
 * context's jar, and every key written to localStorage or sessionStorage, also one removed at once (a
 * successful sign-in removes its attempt count).
 */
async function watchBrowser(page: Page) {
  const seen = new Map<string, Seen>();
  const note = (kind: StorageKind, name: string, at: string) => {
    if (!seen.has(`${kind} ${name}`)) seen.set(`${kind} ${name}`, { kind, name, at });
  };
  const reading: Promise<void>[] = [];

  await page
    .context()
    .exposeBinding('vitaglowStorageWritten', ({ page: from }, kind: StorageKind, key: string) => note(kind, key, from.url()));
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      const report = (window as unknown as { vitaglowStorageWritten?: (kind: string, key: string) => Promise<void> })
        .vitaglowStorageWritten;
      void report?.(this === window.localStorage ? 'localStorage' : 'sessionStorage', String(key)).catch(() => {});
      setItem.call(this, key, value);
    };
  });
  page.context().on('response', (response) => {
    reading.push(
      response.headersArray().then(
        (headers) => {
          for (const { name, value } of headers) {
            if (name.toLowerCase() === 'set-cookie') note('cookie', value.slice(0, value.indexOf('=')).trim(), response.url());
          }
        },
        () => {},
      ),
    );
  });

  /** What the browser holds now: the context's cookies and the origin's storage keys. */
  const look = async () => {
    for (const cookie of await page.context().cookies()) note('cookie', cookie.name, page.url());
    const keys = await page.evaluate(() => ({ localStorage: Object.keys(localStorage), sessionStorage: Object.keys(sessionStorage) }));
    for (const key of keys.localStorage) note('localStorage', key, page.url());
    for (const key of keys.sessionStorage) note('sessionStorage', key, page.url());
  };

  return {
    look,
    async everything(): Promise<Seen[]> {
      await look();
      await Promise.all(reading);
      return [...seen.values()];
    },
  };
}

const t = (key: string, params?: Record<string, string | number>) => text('en', key, params);
const header = (page: Page) => page.getByRole('banner');
/** Waits for the page to be shown in `language` (its dictionary may have to load first). */
const shownIn = (page: Page, language: Language) => page.waitForFunction((l) => document.documentElement.lang === l, language);

describe('what a shopper’s browser is given', () => {
  it('is exactly what the cookie policy lists', { timeout: 120_000 }, async () => {
    const page = await browser.newPage();
    const watch = await watchBrowser(page);
    // Signed up and verified, as a shopper who did so on an earlier visit (the API's cookies land in the jar).
    const email = await verifiedAccount(page);

    // Browsing the home page and the catalogue.
    await page.goto('/');
    await watch.look();
    await page.goto('/products');
    await watch.look();

    // A wishlist.
    const multivitamin = t('content.catalogue.multivitamin.name');
    await page
      .getByRole('main')
      .getByRole('button', { name: t('store.wishlist.toggle', { name: multivitamin }) })
      .click();
    await page.getByText(t('store.wishlist.added', { name: multivitamin })).waitFor();

    // Another language through the header's control, then back.
    await header(page)
      .getByRole('combobox', { name: text('en', 'language.label') })
      .selectOption('fr');
    await shownIn(page, 'fr');
    await watch.look();
    await header(page)
      .getByRole('combobox', { name: text('fr', 'language.label') })
      .selectOption('en');
    await shownIn(page, 'en');

    // A plan chosen signed out opens the sign-in dialog (the plan is remembered for the tab); closing it forgets the plan.
    await page.goto('/');
    await page.locator('#plans').getByRole('button', { name: 'Start Yearly Plan' }).click();
    const welcome = page.getByRole('dialog', { name: 'Welcome to VitaGlow' });
    await welcome.waitFor();
    await watch.look();
    await page.keyboard.press('Escape');
    await welcome.waitFor({ state: 'detached' });

    // Signing in through the header's dialog.
    await header(page).getByRole('button', { name: 'Sign In' }).click();
    const form = welcome.getByRole('tabpanel');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Welcome back!').waitFor();
    await welcome.waitFor({ state: 'detached' });
    await watch.look();

    // A cart, checked out and paid on the local test-payment page.
    await page.getByRole('article', { name: multivitamin }).getByRole('button', { name: 'Add to Cart' }).click();
    await header(page)
      .getByRole('button', { name: /^Open cart/ })
      .click();
    await page
      .getByRole('dialog', { name: /^Your Cart/ })
      .getByRole('button', { name: /^Secure Checkout/ })
      .click();
    await page.getByRole('button', { name: 'No thanks, continue to checkout' }).click();
    await page.waitForURL(/\/test-payment\/VG-/);
    await watch.look();
    await payOnTestPage(page, email);
    await page.waitForURL(/\/payment-success\?session_id=VG-/);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await watch.look();

    // The account page, with the shopper's data rights.
    await page.goto('/account');
    await page.getByRole('region', { name: t('auth.account.data.title') }).waitFor();

    const seen = await watch.everything();
    const unlisted = seen.filter((s) => !entryFor(s.kind, s.name));
    expect(unlisted, 'set in the browser but not in core/cookies.ts (and so not on /cookies)').toEqual([]);
    const forOperators = seen.filter((s) => entryFor(s.kind, s.name)?.shopper === false);
    expect(forOperators, 'a shopper got what only operators in development should').toEqual([]);
    const neverSet = shopperEntries('cookie', 'localStorage', 'sessionStorage').filter(
      (entry) => !seen.some((s) => entryFor(s.kind, s.name) === entry),
    );
    expect(
      neverSet.map((e) => `${e.kind} ${e.name}`),
      'listed on /cookies but never set in the journeys',
    ).toEqual([]);

    // The lifetimes the page states, as the browser holds the cookies.
    const now = Date.now() / 1000;
    const cookies = new Map((await page.context().cookies()).map((c) => [c.name, c]));
    const expiresIn = (name: string) => cookies.get(name)!.expires - now;
    const about = (seconds: number) => [seconds - 600, seconds + 60];
    const within = (value: number, [low, high]: number[]) => value >= low && value <= high;
    expect(within(expiresIn('__Host-vitaglow_session'), about(30 * DAY_S)), 'session: 30 days after sign-in').toBe(true);
    expect(within(expiresIn('__Host-vitaglow_checkout'), about(30 * DAY_S)), 'checkout: 30 days').toBe(true);
    expect(within(expiresIn('vitaglow-language'), about(365 * DAY_S)), 'language: a year').toBe(true);
    expect(cookies.get('__Host-vitaglow_d1')!.expires, 'D1 bookmark: the browser session').toBe(-1);
    for (const name of ['__Host-vitaglow_session', '__Host-vitaglow_checkout', '__Host-vitaglow_d1'])
      expect(cookies.get(name)!.httpOnly, name).toBe(true);
    expect(cookies.get('vitaglow-language')!.httpOnly).toBe(false);
    expect(page.errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});

describe('the cookie policy', () => {
  it.each(['en', 'ar'] as const)('%s: names every shopper cookie and storage key in its tables', async (language: Language) => {
    const page = await browser.newPage();
    await startIn(page, language);
    await page.goto('/cookies');
    await page.getByRole('heading', { level: 1, name: text(language, 'store.legal.cookies.title') }).waitFor();

    const tables = [
      { caption: 'store.legal.cookies.cookies.caption', entries: shopperEntries('cookie'), columns: 3 },
      { caption: 'store.legal.cookies.storage.caption', entries: shopperEntries('localStorage', 'sessionStorage'), columns: 4 },
    ];
    for (const { caption, entries, columns } of tables) {
      const table = page.getByRole('table', { name: text(language, caption) });
      expect(await table.getByRole('columnheader').count()).toBe(columns);
      expect(await table.getByRole('rowheader').allTextContents()).toEqual(entries.map(displayName));
      for (const entry of entries) {
        const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: displayName(entry), exact: true }) });
        await row.getByText(text(language, entry.purposeKey)).waitFor();
        await row.getByText(text(language, entry.lifetimeKey)).waitFor();
      }
    }
    for (const entry of BROWSER_STORAGE.filter((e) => !e.shopper)) expect(await page.getByText(entry.name).count(), entry.name).toBe(0);
    const privacy = page.getByRole('main').getByRole('link', { name: text(language, 'store.legal.cookies.control.link') });
    expect(await privacy.getAttribute('href')).toBe(localisedPath('/privacy', language));
    expect((await runAxe(page)).filter(isSerious)).toEqual([]);
    expect(page.errors).toEqual([]);
  });
});

describe('the privacy policy', () => {
  it.each(['en', 'fr'] as const)(
    '%s: its rights are real links, to /account, the cookie policy and the support address',
    async (language: Language) => {
      const page = await browser.newPage();
      await startIn(page, language);
      await page.goto('/privacy');
      const main = page.getByRole('main');
      for (const key of ['collect', 'use', 'sharing', 'retention', 'browser', 'rights']) {
        await main.getByRole('heading', { level: 2, name: text(language, `store.legal.privacy.${key}.heading`) }).waitFor();
      }
      const accountLinks = main.getByRole('link', { name: text(language, 'store.legal.privacy.rights.accountLink') });
      expect(await accountLinks.count()).toBe(2);
      expect(await accountLinks.first().getAttribute('href')).toBe(localisedPath('/account', language));
      expect(await main.getByRole('link', { name: text(language, 'store.legal.privacy.browser.link') }).getAttribute('href')).toBe(
        localisedPath('/cookies', language),
      );
      expect(await main.getByRole('link', { name: SUPPORT.email }).getAttribute('href')).toBe(`mailto:${SUPPORT.email}`);
      expect((await runAxe(page)).filter(isSerious)).toEqual([]);

      await accountLinks.first().click();
      await page.waitForURL(`${baseUrl()}${localisedPath('/account', language)}`);
      expect(page.errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    },
  );
});

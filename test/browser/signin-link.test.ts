import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { RATE_LIMITS, SIGNIN_ACCOUNT_LIMIT } from '../../core/rate-limits';
import { PASSWORD, outboxLink, verifiedAccount } from './accounts';
import { baseUrl, useBrowser } from './browser';
import { text } from './storefront-support';

/**
 * Issue 27, item 10, in Chromium: an attacker with ten IPv6 /64s fails fifty passwords on the owner's account
 * at once, which trips its ceiling; the owner, signing in with the right password, is told a one-time link is
 * on its way, opens it from the e-mail and is signed in while the ceiling still holds.
 */

const browser = useBrowser();
let networks = 0;

/** Fifty wrong passwords from ten /64s, five each, every request from another address in its /64. */
async function tripTheCeiling(page: Page, email: string): Promise<void> {
  const run = `${Date.now() % 0xffff}`;
  const attempts = Array.from({ length: SIGNIN_ACCOUNT_LIMIT.max / RATE_LIMITS.signin.max }, () => ++networks).flatMap((network) =>
    Array.from({ length: RATE_LIMITS.signin.max }, (_, i) =>
      page.request.post('/api/auth/signin', {
        headers: {
          Origin: baseUrl(),
          'Content-Type': 'application/json',
          'CF-Connecting-IP': `2001:db8:${run}:${network.toString(16)}::${i + 1}`,
        },
        data: { email, password: 'Wrong-Password-1' },
      }),
    ),
  );
  expect((await Promise.all(attempts)).map((res) => res.status())).toEqual(Array(SIGNIN_ACCOUNT_LIMIT.max).fill(401));
}

async function signInThroughDialog(page: Page, language: Language, email: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: text(language, 'auth.button.signIn') })
    .click();
  const form = page.getByRole('dialog', { name: text(language, 'auth.dialog.title') }).getByRole('tabpanel');
  await form.getByLabel(text(language, 'auth.fields.email'), { exact: true }).fill(email);
  await form.getByLabel(text(language, 'auth.fields.password'), { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: text(language, 'auth.login.submit'), exact: true }).click();
  return form;
}

describe('the owner gets in while the ceiling on failed sign-ins holds', () => {
  it.each(['en', 'ar'] as const)('%s: the right password brings a one-time link, and the link signs the owner in', async (language) => {
    const page = await browser.newPage();
    await page.addInitScript((lang) => localStorage.setItem('vitaglow-language', lang), language);
    const email = await verifiedAccount(page);
    await tripTheCeiling(page, email);

    await page.goto('/');
    const form = await signInThroughDialog(page, language, email);
    await form
      .getByRole('status')
      .filter({ hasText: text(language, 'auth.messages.signinLinkSent', { email }) })
      .waitFor();
    expect((await page.context().cookies()).filter((c) => c.name === '__Host-vitaglow_session')).toEqual([]);

    const link = await outboxLink(page, email, '/auth/sign-in-link');
    await page.goto(link);
    // The e-mail's link, and so the account page, is at the sign-in's language's address.
    await page.waitForURL((url) => url.pathname === localisedPath('/account', language));
    expect(new URL(page.url()).hash).toBe('');
    await page
      .getByRole('banner')
      .getByRole('button', { name: text(language, 'auth.button.menu', { email }) })
      .waitFor();
    expect(await page.title()).toBe(text(language, 'meta.account.title'));

    // The ceiling still holds for passwords, and the link was good once.
    const again = await page.request.post('/api/auth/signin', {
      headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
      data: { email, password: PASSWORD },
    });
    expect([again.status(), ((await again.json()) as { error: { code: string } }).error.code]).toEqual([429, 'signin_link_sent']);
    await page.goto(link);
    await page.getByRole('heading', { name: text(language, 'auth.signInLink.title'), level: 1 }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: text(language, 'auth.signInLink.failure') })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    // Chromium logs each refused request (401, 429, 400) as a console error; nothing else may fail.
    expect(page.errors.filter((e) => !/status of (400|401|429)/.test(e))).toEqual([]);
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { verifiedAccount, signedIn } from './accounts';
import { useBrowser } from './browser';
import { startIn, text } from './storefront-support';
import { doubleTextSize, whollyOnScreen } from './wcag-support';

const browser = useBrowser();

/**
 * The storefront's own menu button, tabs and mobile menu (issue 28: they replaced Radix's), used as a keyboard
 * user does, in English and Arabic, where the arrows follow the reading direction.
 */

async function pageIn(language: Language, viewport = { width: 1280, height: 800 }) {
  const page = await browser.newPage({ viewport });
  await startIn(page, language);
  return page;
}

const isFocused = (control: Locator) => control.evaluate((el) => el === document.activeElement);

/** The arrow that moves forward in the reading direction, and the one that moves back. */
const arrows = (language: Language) => (language === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']);

async function openMobileMenu(page: Page, language: Language) {
  const toggle = page.getByRole('banner').getByRole('button', { name: text(language, 'store.header.menu') });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: text(language, 'store.header.menu') });
  await menu.waitFor();
  return { toggle, menu };
}

describe.each(['en', 'ar'] as const)('keyboard-only controls, in %s', (language) => {
  it('the account menu: a menu button whose arrows, Home, End and Escape work, focus returning to it', async () => {
    const page = await pageIn(language);
    const email = await verifiedAccount(page);
    await signedIn(page, email);
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: text(language, 'auth.button.menu', { email }) });
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const account = menu.getByRole('menuitem', { name: text(language, 'auth.menu.myAccount') });
    const signOut = menu.getByRole('menuitem', { name: text(language, 'auth.menu.signOut') });
    await expect.poll(() => isFocused(account)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(signOut)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(account)).toBe(true);
    await page.keyboard.press('End');
    expect(await isFocused(signOut)).toBe(true);
    await page.keyboard.press('Home');
    expect(await isFocused(account)).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await isFocused(button)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // ArrowUp opens it on its last item; Enter there signs out.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => isFocused(signOut)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText(text(language, 'auth.messages.signedOut')).waitFor();
    expect(page.errors).toEqual([]);
  });

  it('the customer-service tabs: one tab stop, arrows in the reading direction, Home and End', async () => {
    const page = await pageIn(language);
    await page.goto('/');
    const trigger = page.getByRole('contentinfo').getByRole('button', { name: text(language, 'store.service.topics.faq') });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text(language, 'store.service.title') });
    const tab = (id: string) => dialog.getByRole('tab', { name: text(language, `store.service.topics.${id}`) });
    await tab('faq').waitFor();
    expect(
      await dialog
        .getByRole('tablist')
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((t) => t.tabIndex)),
    ).toEqual([0, -1, -1, -1, -1]);
    await tab('faq').focus();
    const [forward, back] = arrows(language);
    await page.keyboard.press(forward);
    expect(await isFocused(tab('shipping'))).toBe(true);
    expect(await tab('shipping').getAttribute('aria-selected')).toBe('true');
    const panel = dialog.getByRole('tabpanel', { name: text(language, 'store.service.topics.shipping') });
    await panel.getByRole('table').waitFor();
    await page.keyboard.press(back);
    await page.keyboard.press(back);
    expect(await isFocused(tab('support'))).toBe(true);
    await page.keyboard.press('Home');
    expect(await tab('faq').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    expect(await isFocused(tab('support'))).toBe(true);
    expect(
      await dialog
        .getByRole('tablist')
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((t) => t.tabIndex)),
    ).toEqual([-1, -1, -1, -1, 0]);
    // Tab leaves the list for the panel.
    await page.keyboard.press('Tab');
    expect(await isFocused(dialog.getByRole('tabpanel'))).toBe(true);
  });

  it('the sign-in tabs follow the reading direction too', async () => {
    const page = await pageIn(language);
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: text(language, 'auth.button.signIn') })
      .click();
    const dialog = page.getByRole('dialog', { name: text(language, 'auth.dialog.title') });
    const login = dialog.getByRole('tab', { name: text(language, 'auth.dialog.login') });
    const signup = dialog.getByRole('tab', { name: text(language, 'auth.dialog.signup') });
    await login.focus();
    await page.keyboard.press(arrows(language)[0]);
    expect(await signup.getAttribute('aria-selected')).toBe('true');
    await dialog
      .getByRole('tabpanel', { name: text(language, 'auth.dialog.signup') })
      .getByLabel(text(language, 'auth.fields.confirmPassword'))
      .waitFor();
  });

  it('the mobile menu at 320 px and 200 % text: first link focused, Tab stays inside, every control on screen, Escape returns focus', async () => {
    const page = await pageIn(language, { width: 320, height: 640 });
    await doubleTextSize(page);
    await page.goto('/');
    const { toggle, menu } = await openMobileMenu(page, language);
    const links = menu.getByRole('navigation').getByRole('link');
    await expect.poll(() => isFocused(links.first())).toBe(true);
    const controls = await menu.locator('a, button').count();
    for (let i = 0; i < controls; i++) {
      const focused = menu.locator(':focus');
      expect(await focused.count(), `step ${i}`).toBe(1);
      expect(await whollyOnScreen(page, focused), `step ${i}`).toBe(true);
      await page.keyboard.press('Tab');
    }
    // Past the last control, Tab comes back to the first.
    expect(await isFocused(links.first())).toBe(true);
    expect(await menu.locator('nav').evaluate((nav) => nav.parentElement!.scrollWidth <= nav.parentElement!.clientWidth)).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await isFocused(toggle)).toBe(true);
  });
});

describe.each(['en', 'fr', 'ar'] as const)('the mobile menu language list, from %s', (language) => {
  it('offers every language in its own language and applies the one chosen, without passing through another', async () => {
    const page = await pageIn(language, { width: 375, height: 740 });
    await page.goto('/');
    const { menu } = await openMobileMenu(page, language);
    const list = menu.getByRole('group', { name: text(language, 'language.label') });
    const buttons = list.getByRole('button');
    expect(await buttons.evaluateAll((all) => all.map((b) => [b.getAttribute('lang'), b.textContent]))).toEqual([
      ['en', 'English'],
      ['fr', 'Français'],
      ['ar', 'العربية'],
    ]);
    expect(await list.getByRole('button', { pressed: true }).getAttribute('lang')).toBe(language);
    const to = language === 'en' ? 'ar' : 'en';
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await list.locator(`[lang="${to}"]`).focus();
    await page.keyboard.press('Enter');
    // The same page at the chosen language's address, and no other on the way (the new page's router may
    // record its own address once more as it starts).
    await page.waitForURL((url) => url.pathname === localisedPath('/', to));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(to);
    expect([...new Set(visited.filter((path) => path !== localisedPath('/', language)))]).toEqual([localisedPath('/', to)]);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    const again = await openMobileMenu(page, to);
    await expect
      .poll(() =>
        again.menu
          .getByRole('group', { name: text(to, 'language.label') })
          .getByRole('button', { pressed: true })
          .getAttribute('lang'),
      )
      .toBe(to);
    expect(page.errors).toEqual([]);
  });
});

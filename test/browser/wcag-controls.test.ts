import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { MAX_LINE_QUANTITY } from '../../core/price-rules';
import { useBrowser } from './browser';
import { startIn, text } from './storefront-support';
import { coveredAtItsMiddle, doubleTextSize, recordLanguageChanges, tabTo, whollyOnScreen, withSavedCart } from './wcag-support';

const browser = useBrowser();

/**
 * WCAG 2.2 AA in the controls every shopper uses (issue 28, part 4), met the way the audit met them: at
 * 320 px, at 200 % text, by keyboard only, in English and Arabic. axe and Lighthouse pass without these.
 */

const MULTIVITAMIN = 'content.catalogue.multivitamin.name';

async function pageIn(language: Language, viewport: { width: number; height: number }) {
  const page = await browser.newPage({ viewport });
  await startIn(page, language);
  return page;
}

const savedQuantity = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('vitaglow-cart')!).lines[0].quantity as number);

/** Opens the cart from the header by keyboard and returns the drawer. */
async function openCartByKeyboard(page: Page, language: Language) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: text(language, 'cart.button.openWithCount', { count: 1 }) })
    .focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: text(language, 'cart.drawer.title', { count: 1 }) });
  await drawer.waitFor();
  return drawer;
}

describe.each(['en', 'ar'] as const)('WCAG 2.2 AA in the shop controls, in %s', (language) => {
  it('1.4.10 Reflow: at 320×256 every control of the cart drawer can be reached and is on screen when focused', async () => {
    const page = await pageIn(language, { width: 320, height: 256 });
    await withSavedCart(page, [{ productId: 'multivitamin', quantity: 1 }]);
    await page.goto('/');
    const drawer = await openCartByKeyboard(page, language);
    const footerButtons = [
      drawer.getByRole('button', { name: text(language, 'cart.checkout.button', { total: '' }).trim() }).first(),
      drawer.getByRole('button', { name: text(language, 'cart.drawer.continueShopping') }),
      drawer.getByRole('button', { name: text(language, 'cart.drawer.clear') }),
    ];
    for (const button of footerButtons) {
      expect(await tabTo(page, button), (await button.textContent()) ?? undefined).toBe(true);
      // Focus scrolls a focused control into view only where its container can scroll.
      await expect.poll(() => whollyOnScreen(page, button), { timeout: 2000 }).toBe(true);
    }
  });

  it('1.4.4 Resize Text: at 200 % text the header keeps every control on screen and above the page', async () => {
    const viewport = language === 'en' ? { width: 1280, height: 800 } : { width: 375, height: 700 };
    const page = await pageIn(language, viewport);
    await doubleTextSize(page);
    await page.goto('/');
    const banner = page.getByRole('banner');
    const cart = banner.getByRole('button', { name: text(language, 'cart.button.open') });
    expect(await whollyOnScreen(page, cart)).toBe(true);
    for (const control of await banner.locator('a:visible, button:visible, select:visible').all()) {
      if (await control.evaluate((el) => el.matches('.sr-only, .sr-only *'))) continue;
      expect(await whollyOnScreen(page, control), await control.evaluate((el) => el.outerHTML.slice(0, 120))).toBe(true);
    }
    expect(await banner.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().width <= innerWidth)).toBe(true);
    // The page starts below the header, whatever its height.
    const headerBottom = (await banner.boundingBox())!.y + (await banner.boundingBox())!.height;
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(headerBottom);
    // And the cart opens from it by keyboard.
    await cart.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: text(language, 'cart.drawer.title', { count: 0 }) }).waitFor();
  });

  it('2.4.3 Focus Order: lowering a quantity to 1 or raising it to the most keeps focus on the button, in the drawer', async () => {
    const page = await pageIn(language, { width: 1280, height: 800 });
    await withSavedCart(page, [{ productId: 'multivitamin', quantity: 2 }]);
    await page.goto('/');
    const drawer = await openCartByKeyboard(page, language);
    const name = text(language, MULTIVITAMIN);
    const fewer = drawer.getByRole('button', { name: text(language, 'cart.line.decrease', { name }) });
    expect(await tabTo(page, fewer)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => savedQuantity(page)).toBe(1);
    await expect.poll(() => fewer.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await fewer.getAttribute('aria-disabled')).toBe('true');
    // Pressed again at 1: nothing happens, and focus stays.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const more = drawer.getByRole('button', { name: text(language, 'cart.line.increase', { name }) });
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await savedQuantity(page)).toBe(1);
  });

  it('2.4.3 Focus Order: raising a quantity to the most keeps focus on the button', async () => {
    const page = await pageIn(language, { width: 1280, height: 800 });
    await withSavedCart(page, [{ productId: 'multivitamin', quantity: MAX_LINE_QUANTITY - 1 }]);
    await page.goto('/');
    const drawer = await openCartByKeyboard(page, language);
    const name = text(language, MULTIVITAMIN);
    const more = drawer.getByRole('button', { name: text(language, 'cart.line.increase', { name }) });
    expect(await tabTo(page, more)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => savedQuantity(page)).toBe(MAX_LINE_QUANTITY);
    await expect.poll(() => more.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await more.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await savedQuantity(page)).toBe(MAX_LINE_QUANTITY);
  });

  it('2.4.3 Focus Order: opening the mobile menu focuses its first link', async () => {
    const page = await pageIn(language, { width: 375, height: 700 });
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: text(language, 'store.header.menu') })
      .focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: text(language, 'store.header.menu') });
    await menu.waitFor();
    const first = menu.getByRole('navigation').getByRole('link').first();
    expect(await first.textContent()).toBe(text(language, 'nav.home'));
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('3.2.2 On Input: arrows on the header language control change nothing until a language is confirmed', async () => {
    const page = await pageIn(language, { width: 1280, height: 800 });
    await page.goto('/');
    const languages = await recordLanguageChanges(page);
    const control = page.getByRole('banner').getByRole('combobox', { name: text(language, 'language.label') });
    await control.focus();
    await page.keyboard.press(language === 'en' ? 'ArrowDown' : 'ArrowUp');
    await page.waitForTimeout(1000);
    expect(await languages()).toEqual([]);
    // The list is open: the arrows move through it, Enter applies the one reached.
    const other = language === 'en' ? 'ar' : 'en';
    await page.keyboard.press(language === 'en' ? 'ArrowDown' : 'ArrowUp');
    await page.keyboard.press(language === 'en' ? 'ArrowDown' : 'ArrowUp');
    await page.keyboard.press('Enter');
    // The language applied is another document: the same page at that language's address.
    await page.waitForURL((url) => url.pathname === localisedPath('/', other));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(other);
  });

  it('2.5.8 Target Size: the toast close button is at least 24×24 px at 375 px', async () => {
    const page = await pageIn(language, { width: 375, height: 700 });
    await page.goto('/');
    const card = page.getByRole('article', { name: text(language, MULTIVITAMIN) });
    await card.getByRole('button', { name: text(language, 'store.cart.add') }).click();
    const close = page.locator('[data-sonner-toast] [data-close-button]').first();
    await close.waitFor();
    const box = (await close.boundingBox())!;
    // sonner moves it by a percentage of its size: a few millionths of a pixel are lost on the way.
    expect(Math.round(box.width)).toBeGreaterThanOrEqual(24);
    expect(Math.round(box.height)).toBeGreaterThanOrEqual(24);
  });

  it('2.4.11 Focus Not Obscured: a fresh "added to cart" toast does not cover the drawer controls at 375 px', async () => {
    const page = await pageIn(language, { width: 375, height: 700 });
    await page.goto('/');
    const card = page.getByRole('article', { name: text(language, MULTIVITAMIN) });
    await card.getByRole('button', { name: text(language, 'store.cart.add') }).click();
    await page.getByText(text(language, 'store.cart.added', { name: text(language, MULTIVITAMIN) })).waitFor();
    // Well within the toast's 4 s: the drawer opens by keyboard and Shift+Tab wraps to its last controls.
    const drawer = await openCartByKeyboard(page, language);
    // The drawer's lines and buttons render just after it shows (CartDrawerPanel.tsx).
    await drawer.getByRole('button', { name: text(language, 'cart.drawer.clear') }).waitFor();
    for (const name of ['cart.drawer.clear', 'cart.drawer.continueShopping']) {
      await page.keyboard.press('Shift+Tab');
      const button = drawer.getByRole('button', { name: text(language, name) });
      expect(await button.evaluate((el) => el === document.activeElement), name).toBe(true);
      await page.waitForTimeout(500);
      expect(await coveredAtItsMiddle(button), name).toBe(false);
    }
  });
});

describe.each(['fr', 'ar'] as const)('WCAG 2.2 AA 3.1.2 Language of Parts, in %s', (language) => {
  it("names the toast region and each toast's close button in the page's language", async () => {
    const page = await pageIn(language, { width: 1280, height: 800 });
    await page.goto('/');
    const card = page.getByRole('article', { name: text(language, MULTIVITAMIN) });
    await card.getByRole('button', { name: text(language, 'store.cart.add') }).click();
    // The region itself has no box of its own: its toasts are what shows.
    const region = page.getByRole('region', { name: text(language, 'store.toasts.region') });
    await region.getByRole('button', { name: text(language, 'store.toasts.close') }).waitFor();
    expect(await region.getAttribute('aria-label')).not.toMatch(/^Notifications alt\+T$/);
    expect(await page.getByRole('button', { name: 'Close toast' }).count()).toBe(0);
  });
});

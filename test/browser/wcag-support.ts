import type { Locator, Page } from 'playwright-core';

/** Shared by wcag-controls.test.ts: the ways a keyboard, zoom or screen-reader user meets the controls. */

/** A saved cart, as the storefront keeps it in localStorage, in place before the first script runs. */
export async function withSavedCart(page: Page, lines: { productId: string; quantity: number }[]): Promise<void> {
  await page.addInitScript(
    (saved) => {
      if (!sessionStorage.getItem('cart-seeded')) {
        localStorage.setItem('vitaglow-cart', saved);
        sessionStorage.setItem('cart-seeded', '1');
      }
    },
    JSON.stringify({ lines, shippingId: null }),
  );
}

/**
 * Text at 200 %, as a shopper who sets Chrome's font size to 'Very large' (32 px) sees it: the default
 * size every rem and em is measured from, media queries in rem included.
 */
export async function doubleTextSize(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

/** The focused element's accessible name as the tests use it: its aria-label or its text. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
  });

/** Presses Tab until the focused element is `target` (at most `limit` times); false if it never is. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return true;
  }
  return false;
}

/** Whether the whole of the element's box is inside the viewport. */
export async function whollyOnScreen(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize()!;
  if (!box) return false;
  return box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= viewport.width + 0.5 && box.y + box.height <= viewport.height + 0.5;
}

/** Whether something else (a toast, an overlay) is painted over the element's middle. */
export const coveredAtItsMiddle = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !(top && el.contains(top));
  });

/** Every value `<html lang>` takes from now on, in order. */
export async function recordLanguageChanges(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { langsSeen: string[] }).langsSeen = seen;
    new MutationObserver(() => {
      const lang = document.documentElement.lang;
      if (seen.at(-1) !== lang) seen.push(lang);
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  });
  return () => page.evaluate(() => (window as unknown as { langsSeen: string[] }).langsSeen);
}

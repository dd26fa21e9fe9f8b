import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { startIn } from './storefront-support';
import { doubleTextSize } from './wcag-support';

const browser = useBrowser();

/**
 * WCAG 1.4.10 and 1.4.4 together, past what either asks alone: on a 320 px screen with text at 200 % (the
 * screen is then 10 rem wide), nothing on the storefront's pages is wider than the screen or cut off at its
 * edge. A data table may scroll in its own box (the Supplement Facts); the page itself never scrolls sideways.
 */
const PAGES = ['/', '/products', '/products/omega-3-plus', '/products/starter-package'];

describe.each(['en', 'fr', 'ar'] as const)('every page at 320 px with text twice its size, in %s', (language) => {
  it.each(PAGES)('%s fits the screen', async (path) => {
    const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
    await doubleTextSize(page);
    await startIn(page, language);
    await page.goto(path);
    // Every section laid out (web/lib/sections-layout.ts), so that each has its real width.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-all-sections'));
    const wider = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const scrollsSideways = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
      const found: string[] = [];
      for (const el of document.querySelectorAll('body *')) {
        if (el.closest('[aria-hidden="true"]') || !el.checkVisibility()) continue;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || (box.left >= -1 && box.right <= width + 1)) continue;
        let ancestor = el.parentElement;
        while (ancestor && ancestor !== document.body && !scrollsSideways(ancestor)) ancestor = ancestor.parentElement;
        if (ancestor && ancestor !== document.body) continue;
        found.push(`<${el.localName} class="${el.getAttribute('class') ?? ''}"> ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
      return { scrollWidth: document.documentElement.scrollWidth, width, found: found.slice(0, 10) };
    });
    expect(wider.found).toEqual([]);
    expect(wider.scrollWidth).toBe(wider.width);
    expect(page.errors).toEqual([]);
  });
});

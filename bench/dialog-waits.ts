import { type Locator, type Page, chromium } from 'playwright-core';
import type { Language } from '../core/language.ts';
import { localisedPath } from '../core/pages.ts';
import { CHROMIUM_ARGS, findChromium } from '../tools/chromium.ts';
import { idle } from './interactions.ts';

/*
 * Issue 37: how long a tap on the home page waits for the dialog it opens, measured from outside: from the tap's
 * release (`pointerup`: a button acts on release, and how long a finger rests is the shopper's) to the presentation
 * of the first frame that shows the dialog's title, as the browser reports it (Element Timing). Event Timing
 * (bench/interactions.ts) ends at the tap's next paint, before a dialog whose code comes on first use is on screen;
 * and a tap that the boot script holds (on a part whose code has not come, web/components/ui/later.tsx) shows there
 * only as the held tap.
 * Two ways of tapping, each on a fresh, settled page, the dialog's first opening:
 * - `resting`: the button scrolled into view, the pointer at rest on it and the page quiet, then the press (as a
 *   mouse user taps, and as bench/interactions.ts does);
 * - `at once after an instant scroll`: a key pressed first and the page quiet again (a keyboard user has pressed
 *   keys before), then scrolled into view instantly and pressed at once, as a keyboard user's Tab scrolls a button
 *   into view and Enter follows.
 */

export interface DialogWaitFigure {
  name: string;
  language: Language;
  /** The worst wait (ms) over every try. */
  worstMs: number;
  tries: number;
}

type Way = 'resting' | 'at once after an instant scroll';

const CONTROLS: { name: string; control(page: Page, t: (key: string) => string): Locator }[] = [
  {
    name: "a product's benefits",
    control: (page, t) =>
      page
        .locator('#products article')
        .first()
        .getByRole('button', { name: t('store.products.viewBenefits') }),
  },
  {
    name: "a deal's details",
    control: (page, t) =>
      page
        .locator('#deals article')
        .first()
        .getByRole('button', { name: t('store.deals.details') }),
  },
];

async function tapAndWait(page: Page, control: Locator, way: Way): Promise<number> {
  let at: { x: number; y: number };
  if (way === 'resting') {
    await control.scrollIntoViewIfNeeded();
    await control.hover();
    await idle(page);
    const box = (await control.boundingBox())!;
    at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
  if (way !== 'resting') {
    // A keyboard user has pressed keys before the Tab that brings the button into view: the page has seen them, and
    // had its quiet moments in between.
    await page.keyboard.press('Tab');
    // Keys come a few hundred milliseconds apart, and the grid is a dozen Tabs down: the parts still waiting have
    // had their idle time by then (web/components/ui/later.tsx), at most 5 s here.
    await page.waitForFunction(() => !document.querySelector('[data-later]'), undefined, { timeout: 5_000 }).catch(() => undefined);
    await idle(page);
    at = await control.evaluate((el) => {
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = el.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
  }
  // The dialog's title is marked for Element Timing as it is inserted (before its first paint), so the browser itself
  // reports when the frame that first shows it was presented. A stamp taken by the page after that frame (a message
  // posted from its animation-frame callback) waits behind every task queued before it: after an instant scroll, the
  // images the scroll started loading are decoded first, and such a stamp read 50-110 ms late at 4x CPU.
  await page.evaluate(() => {
    const tap = { up: 0, drawn: 0 };
    (window as unknown as { __tap: typeof tap }).__tap = tap;
    addEventListener('pointerup', (event) => (tap.up ||= event.timeStamp), { capture: true, once: true });
    // A dialog rendered ahead of its tap, closed (web/components/ui/useLazyDialog.ts), is in the page already.
    const mark = () => {
      for (const title of document.querySelectorAll('dialog h2:not([elementtiming])')) title.setAttribute('elementtiming', 'dialog');
    };
    mark();
    new MutationObserver(mark).observe(document.body, { subtree: true, childList: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { renderTime: number }[]) tap.drawn ||= entry.renderTime;
    }).observe({ type: 'element' });
  });
  await page.mouse.move(at!.x, at!.y);
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForFunction(() => (window as unknown as { __tap: { drawn: number } }).__tap.drawn > 0);
  return page.evaluate(() => {
    const { up, drawn } = (window as unknown as { __tap: { up: number; drawn: number } }).__tap;
    return drawn - up;
  });
}

/** Each control, each way, `tries` times per language, with the CPU slowed `cpuRate` times. */
export async function measureDialogWaits(
  baseUrl: string,
  options: { tries: number; cpuRate: number; languages: readonly Language[]; text: (language: Language, key: string) => string },
): Promise<DialogWaitFigure[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const figures: DialogWaitFigure[] = [];
  try {
    for (const language of options.languages) {
      for (const { name, control } of CONTROLS) {
        for (const way of ['resting', 'at once after an instant scroll'] as const) {
          let worstMs = 0;
          for (let attempt = 0; attempt < options.tries; attempt++) {
            const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
            const page = await context.newPage();
            await page.goto(localisedPath('/', language), { waitUntil: 'networkidle' });
            await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
            await idle(page);
            const cdp = await context.newCDPSession(page);
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuRate });
            const t = (key: string) => options.text(language, key);
            worstMs = Math.max(worstMs, await tapAndWait(page, control(page, t), way));
            await context.close();
          }
          figures.push({
            name: `open ${name}, tapped ${way} (tap to dialog on screen)`,
            language,
            worstMs: Math.round(worstMs),
            tries: options.tries,
          });
        }
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

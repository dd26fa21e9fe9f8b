import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language';
import { useBrowser } from './browser';
import { startIn, text } from './storefront-support';

const browser = useBrowser();

/**
 * Parts of a page whose code is not in its initial JavaScript (web/components/ui/later.tsx): the footer, whose code
 * comes with the shopper's first touch, click or key, and the home page's sections below its first screen, whose code
 * comes as they near the screen. The worker renders them with the page; until their code runs, a tap on them is held
 * and then carried out once.
 */

const waiting = (part: Locator) => part.locator('[data-later]').count();

async function openIn(language: Language, path: string, viewport = { width: 1280, height: 720 }): Promise<Page & { errors: string[] }> {
  const page = await browser.newPage({ viewport });
  await startIn(page, language);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page;
}

describe.each<Language>(['en', 'ar'])('parts of a page adopted later, in %s', (language) => {
  it('the footer is shown whole before its code runs, and its first tap opens customer service', async () => {
    const page = await openIn(language, '/privacy');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('heading', { name: text(language, 'store.footer.customerService') }).waitFor();
    // On the first screen, but nobody has acted yet: its code has not been asked for.
    expect(await waiting(footer)).toBe(1);

    await footer.getByRole('button', { name: text(language, 'store.service.topics.faq') }).click();
    const dialog = page.getByRole('dialog', { name: text(language, 'store.service.title') });
    await dialog.waitFor();
    expect(await dialog.getByRole('tab', { name: text(language, 'store.service.topics.faq') }).getAttribute('aria-selected')).toBe('true');
    expect(await waiting(footer)).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it('by keyboard: Tab to the footer’s shipping button and Enter opens customer service on shipping', async () => {
    const page = await openIn(language, '/privacy');
    const footer = page.getByRole('contentinfo');
    const trigger = footer.getByRole('button', { name: text(language, 'store.service.topics.shipping') });
    for (let presses = 0; presses < 80 && !(await trigger.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text(language, 'store.service.title') });
    await dialog.waitFor();
    expect(await dialog.getByRole('tab', { name: text(language, 'store.service.topics.shipping') }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('a home section’s code comes as it nears the screen, and a tap made at once after scrolling to it happens once', async () => {
    const page = await openIn(language, '/');
    const plans = page.locator('main > div').filter({ has: page.locator('#plans') });
    const plansWaiting = () =>
      page
        .locator('[data-later]')
        .filter({ has: page.locator('#plans') })
        .count();
    expect(await plansWaiting()).toBe(1);

    // Scrolled to at once and tapped at once, as a keyboard user's Tab would: the tap waits for the section's code.
    const support = plans.getByRole('button', { name: text(language, 'content.plans.features.support') }).first();
    await support.evaluate((button) => button.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await support.click();
    const dialog = page.getByRole('dialog', { name: text(language, 'store.service.title') });
    await dialog.waitFor();
    expect(await dialog.getByRole('tab', { name: text(language, 'store.service.topics.support') }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await plansWaiting()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it('the home page’s product cards add to the cart once, tapped as soon as they are scrolled to', async () => {
    const page = await openIn(language, '/');
    const products = page.locator('main > div').filter({ has: page.locator('#products') });
    const productsWaiting = () =>
      page
        .locator('[data-later]')
        .filter({ has: page.locator('#products') })
        .count();
    expect(await productsWaiting()).toBe(1);
    const add = products.getByRole('button', { name: text(language, 'store.cart.add') }).first();
    await add.evaluate((button) => button.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await add.click();
    await expect
      .poll(() =>
        page.evaluate(() => (JSON.parse(localStorage.getItem('vitaglow-cart') ?? '{"lines":[]}') as { lines: unknown[] }).lines.length),
      )
      .toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const quantities = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('vitaglow-cart') ?? '{"lines":[]}') as { lines: { quantity: number }[] }).lines,
    );
    expect(quantities.map((line) => line.quantity)).toEqual([1]);
    expect(await productsWaiting()).toBe(0);
  });
});

it('a product page’s reviews keep their markup until they near the screen, then sort in the app', async () => {
  const page = await openIn('en', '/products/omega-3-plus');
  const reviews = page.locator('#reviews');
  await reviews.getByRole('heading', { name: text('en', 'store.reviews.heading') }).waitFor();
  expect(await page.locator('[data-later]').filter({ has: reviews }).count()).toBe(1);
  await reviews.scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator('[data-later]').filter({ has: reviews }).count()).toBe(0);
  expect(page.errors).toEqual([]);
});

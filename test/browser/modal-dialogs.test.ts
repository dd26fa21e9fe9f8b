import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { startIn, text } from './storefront-support';

const browser = useBrowser();

/**
 * What a modal dialog owes the page behind it (web/components/ui/useModalDialog.ts): it is no longer the
 * platform's `showModal()`, whose inert page restyled the whole document, so each of these is ours to keep.
 * The cart drawer and a product's benefits dialog, in English and Arabic (the drawer comes from the other side).
 */
describe.each(['en', 'ar'] as const)('a modal dialog, in %s', (language) => {
  async function home() {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await startIn(page, language);
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    return page;
  }

  /** A point on the dimmed page beside the drawer, on the start side. */
  const besideTheDrawer = { x: language === 'ar' ? 1180 : 100, y: 400 };

  it('hides the page from assistive technology, keeps it still, and closes on a tap beside the panel', async () => {
    const page = await home();
    await page
      .getByRole('main')
      .getByRole('button', { name: text(language, 'store.cart.add') })
      .first()
      .click();
    const cartButton = page.getByRole('banner').getByRole('button', { name: text(language, 'cart.button.openWithCount', { count: 1 }) });
    await cartButton.click();
    const drawer = page.getByRole('dialog', { name: text(language, 'cart.drawer.title', { count: 1 }) });
    await drawer.getByRole('button', { name: text(language, 'cart.drawer.clear') }).waitFor();
    expect(await drawer.getAttribute('aria-modal')).toBe('true');
    // Only the dialog is left to a screen reader: the header, the page and the footer are hidden.
    for (const landmark of ['banner', 'main', 'contentinfo'] as const) expect(await page.getByRole(landmark).count()).toBe(0);

    // A wheel on the dimmed page or in the panel moves neither the page nor anything under it.
    const scrolled = () => page.evaluate(() => scrollY);
    const before = await scrolled();
    await page.mouse.move(besideTheDrawer.x, besideTheDrawer.y);
    await page.mouse.wheel(0, 1200);
    await page.mouse.move(language === 'ar' ? 200 : 1080, 400);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(300);
    expect(await scrolled()).toBe(before);

    // A tap beside the panel lands on the dialog, not on the page under it: it closes, nothing else happens.
    const address = page.url();
    await page.mouse.click(besideTheDrawer.x, besideTheDrawer.y);
    await drawer.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(address);
    await expect.poll(() => cartButton.evaluate((el) => el === document.activeElement)).toBe(true);
    for (const landmark of ['banner', 'main', 'contentinfo'] as const) expect(await page.getByRole(landmark).count()).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it('a dialog keeps Tab inside, closes on Escape and gives focus back, the page hidden only while it is open', async () => {
    const page = await home();
    const benefits = page
      .locator('#products')
      .getByRole('button', { name: text(language, 'store.products.viewBenefits') })
      .first();
    await benefits.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await page.getByRole('banner').count()).toBe(0);
    const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await inside()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => benefits.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it('a card dialog built ahead of its tap stays out of reach until opened, and opens whole every time', async () => {
    const page = await home();
    // Once the shopper engages and the page is idle, the cards' dialogs are built, closed (web/components/ui/useLazyDialog.ts).
    await page.mouse.move(5, 5);
    const built = page.locator('dialog h2');
    await expect.poll(() => built.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('dialog').evaluateAll((dialogs) => dialogs.filter((d) => d.checkVisibility()).length)).toBe(0);
    // Tab never lands inside one: the keyboard meets only the page's own controls.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(false);
    }
    const card = page.locator('#products article').first();
    const name = (await card.getByRole('heading').textContent())!;
    const benefits = card.getByRole('button', { name: text(language, 'store.products.viewBenefits') });
    for (let opening = 0; opening < 2; opening++) {
      await benefits.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await dialog.getByRole('heading', { name: text(language, 'store.products.benefitsHeading') }).waitFor();
      expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => benefits.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    expect(page.errors).toEqual([]);
  });
});

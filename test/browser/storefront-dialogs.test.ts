import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { inView } from './storefront-support';

const browser = useBrowser();

async function home() {
  const page = await browser.newPage();
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Premium Health Supplements' }).waitFor();
  return page;
}

const card = (scope: Page | Locator, name: string) => scope.getByRole('article', { name, exact: true });

describe("the storefront's dialogs, cart and navigation", () => {
  it('opens and closes the product dialogs with the keyboard, giving focus back', async () => {
    const page = await home();
    const products = page.locator('#products');
    const name = 'Daily Multivitamin';
    const enlarge = products.getByRole('button', { name: `Enlarge the image of ${name}` });
    await enlarge.focus();
    await page.keyboard.press('Enter');
    const imageDialog = page.getByRole('dialog', { name });
    await imageDialog.getByRole('img', { name: `${name}, product photo` }).waitFor();
    await page.keyboard.press('Escape');
    await imageDialog.waitFor({ state: 'detached' });
    await expect.poll(() => enlarge.evaluate((el) => el === document.activeElement)).toBe(true);

    const benefits = card(products, name).getByRole('button', { name: 'View Benefits' });
    await benefits.focus();
    await page.keyboard.press('Enter');
    const benefitsDialog = page.getByRole('dialog', { name });
    await benefitsDialog.getByText('A complete once-a-day blend', { exact: false }).waitFor();
    // At most five of the product's six benefits on the home grid, each a claim with its dagger to the FDA notice.
    expect(await benefitsDialog.getByRole('listitem').allTextContents()).toEqual(
      [
        'Supports steady, natural energy',
        'Helps strengthen your immune system',
        'Promotes mental clarity and focus',
        'Supports strong bones and teeth',
        'Nourishes skin, hair and nails',
      ].map((claim) => `${claim}†See the FDA notice`),
    );
    // Focus is trapped in the dialog; its close button is reached by Tab and pressed with Enter.
    const close = benefitsDialog.getByRole('button', { name: 'Close' });
    for (let i = 0; i < 3 && !(await close.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await benefitsDialog.waitFor({ state: 'detached' });
    // Focus comes back once the dialog has closed.
    await expect.poll(() => benefits.evaluate((el) => el === document.activeElement)).toBe(true);

    const details = card(page.locator('#deals'), 'Starter Pack').getByRole('button', { name: 'View Details' });
    await details.focus();
    await page.keyboard.press('Enter');
    const dealDialog = page.getByRole('dialog', { name: 'Starter Pack' });
    await dealDialog.getByRole('heading', { name: 'What’s included' }).waitFor();
    await dealDialog.getByText('1 × Pre-Workout').waitFor();
    await dealDialog.getByText('$34.98 (37% off)').waitFor();
    await page.keyboard.press('Escape');
    await dealDialog.waitFor({ state: 'detached' });
    expect(page.errors).toEqual([]);
  });

  it('counts distinct cart lines when the same product is added twice', async () => {
    const page = await home();
    const multivitamin = card(page.locator('#products'), 'Daily Multivitamin');
    await multivitamin.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Daily Multivitamin added to cart').waitFor();
    await multivitamin.getByRole('button', { name: 'Add to Cart' }).click();
    await card(page.locator('#deals'), 'Friends Pack').getByRole('button', { name: 'Add to Cart' }).click();

    await page.getByRole('banner').getByRole('button', { name: 'Open cart (2)' }).waitFor();
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('vitaglow-cart')))!);
    expect(saved.lines).toEqual([
      { productId: 'multivitamin', quantity: 2 },
      { dealId: 'friends', quantity: 1 },
    ]);
  });

  it('scrolls to sections from the header, on the home page and from another page', async () => {
    const page = await home();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect.poll(() => inView(page, 'about'), { timeout: 5000 }).toBe(true);
    await page.getByRole('banner').getByRole('link', { name: 'Shop Now' }).click();
    await expect.poll(() => inView(page, 'products'), { timeout: 5000 }).toBe(true);

    await nav.getByRole('link', { name: 'All Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
    await nav.getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#contact');
    await expect.poll(() => inView(page, 'contact'), { timeout: 5000 }).toBe(true);
  });

  // Testimonials were the other far section: with no featured review there is none (issue 39).
  it.each(['about', 'contact'])('lands on #%s when the address names it, on a phone too', async (section) => {
    for (const viewport of [undefined, { width: 375, height: 740 }]) {
      const page = await browser.newPage({ viewport });
      await page.goto(`/#${section}`);
      await expect.poll(() => inView(page, section), { timeout: 5000 }).toBe(true);
      // Still there once every image and late layout has settled.
      await page.waitForLoadState('networkidle');
      expect(await inView(page, section)).toBe(true);
    }
  });

  it('opens the customer-service dialog on the chosen topic, shipping generated from the shipping table', async () => {
    const page = await home();
    const footer = page.getByRole('contentinfo');
    const trigger = footer.getByRole('button', { name: 'Shipping Info' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Customer Service' });
    expect(await dialog.getByRole('tab', { name: 'Shipping Info' }).getAttribute('aria-selected')).toBe('true');
    const rows = dialog.getByRole('row');
    await rows.filter({ hasText: 'Free Standard Shipping' }).getByText('Free', { exact: true }).waitFor();
    await rows.filter({ hasText: 'Express Shipping' }).getByText('$7.99').waitFor();
    await rows.filter({ hasText: 'Express Shipping' }).getByText('free on orders of $75 or more').waitFor();
    await rows.filter({ hasText: 'International Express' }).getByText('$29.99').waitFor();

    // Tabs follow the arrow keys.
    await dialog.getByRole('tab', { name: 'Shipping Info' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.getByRole('tab', { name: 'Returns & Refunds' }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByText('30-day money-back guarantee.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);

    await footer.getByRole('button', { name: 'FAQ' }).click();
    expect(await dialog.getByRole('tab', { name: 'FAQ' }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByText('Do I need an account to order?').waitFor();
  });

  it('leads from the footer to the legal pages', async () => {
    const page = await home();
    for (const [name, path] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookies'],
    ]) {
      await page.getByRole('contentinfo').getByRole('link', { name }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(4);
    }
    const direct = await page.goto('/terms');
    expect(direct?.status()).toBe(200);
    expect(await page.title()).toBe('Terms of Service | VitaGlow');
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language';
import { useBrowser } from './browser';
import { startIn, text } from './storefront-support';

/**
 * Muscle-building supplements are for adults (New York GBL § 391-oo): every checkout holding one asks the
 * shopper to confirm they are 18 or older, and the worker refuses one that arrives without it.
 */
const browser = useBrowser();

const CREATINE_CART = { lines: [{ productId: 'creatine-gummies', quantity: 1 }], shippingId: null, couponCode: null };

async function shopperWithCart(language: Language, cart: unknown): Promise<Page> {
  const page = await browser.newPage();
  await startIn(page, language);
  await page.addInitScript((saved) => localStorage.setItem('vitaglow-cart', saved), JSON.stringify(cart));
  return page;
}

async function openCart(page: Page, language: Language) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: text(language, 'cart.button.openWithCount', { count: 1 }) })
    .click();
  const drawer = page.getByRole('dialog', {
    name: new RegExp(`^${text(language, 'cart.drawer.title', { count: 1 }).replace(/[()]/g, '\\$&')}`),
  });
  await drawer.waitFor();
  return drawer;
}

/** The drawer's checkout button. */
async function pressCheckout(page: Page, language: Language) {
  const drawer = page.getByRole('dialog').first();
  await drawer
    .getByRole('button', { name: new RegExp(`^${text(language, 'cart.checkout.button', { total: 'X' }).split('X')[0]}`) })
    .click();
}

/** Checks out from the drawer, declining the last-chance deal when it is offered. */
async function checkOut(page: Page, language: Language) {
  await pressCheckout(page, language);
  const skip = page.getByRole('button', { name: text(language, 'cart.deal.skip') });
  await skip
    .or(page.getByRole('heading', { name: 'Test payment' }))
    .first()
    .waitFor();
  if (await skip.isVisible()) await skip.click();
}

/** Sends the checkout as a page that skips the box would: without `ageConfirmed`. */
async function dropAgeConfirmation(page: Page) {
  await page.route('**/api/create-payment', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    delete body.ageConfirmed;
    await route.continue({ postData: JSON.stringify(body) });
  });
}

describe('the 18-or-older confirmation', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`in the cart, in ${language}: asked beside the checkout button, required, then accepted`, async () => {
      const page = await shopperWithCart(language, CREATINE_CART);
      await page.goto('/');
      const drawer = await openCart(page, language);
      const adult = drawer.getByRole('checkbox', { name: text(language, 'store.age.confirm') });
      await adult.waitFor();
      expect(await adult.isChecked()).toBe(false);
      await drawer.getByText(text(language, 'store.age.why')).waitFor();

      await pressCheckout(page, language);
      await drawer.getByRole('alert').getByText(text(language, 'store.age.required')).waitFor();
      await expect.poll(() => adult.evaluate((box) => box === document.activeElement)).toBe(true);
      expect(page.url()).not.toMatch(/test-payment/);

      await page.keyboard.press('Space');
      expect(await adult.isChecked()).toBe(true);
      await checkOut(page, language);
      await page.waitForURL(/\/test-payment\/VG-/);
      await page.getByRole('cell', { name: 'Creatine Gummies' }).waitFor();
      await page.close();
    });
  }

  it('is not asked for a cart without muscle-building products', async () => {
    const page = await shopperWithCart('en', {
      lines: [{ productId: 'magnesium-gummies', quantity: 1 }],
      shippingId: null,
      couponCode: null,
    });
    await page.goto('/');
    const drawer = await openCart(page, 'en');
    await drawer.getByRole('button', { name: /^Secure Checkout/ }).waitFor();
    expect(await drawer.getByRole('checkbox').count()).toBe(0);
    await page.close();
  });

  it('with Buy Now on the home page, in ar: asked when the shopper buys, then accepted', async () => {
    const page = await browser.newPage();
    await startIn(page, 'ar');
    await page.goto('/');
    const whey = page.locator('main').getByRole('article', { name: text('ar', 'content.catalogue.whey-chocolate.name'), exact: true });
    expect(await whey.getByRole('checkbox').count()).toBe(0);
    await whey.getByRole('button', { name: text('ar', 'store.products.buyNow') }).click();
    const adult = whey.getByRole('checkbox', { name: text('ar', 'store.age.confirm') });
    await whey.getByRole('alert').getByText(text('ar', 'store.age.required')).waitFor();
    await expect.poll(() => adult.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(page.url()).not.toMatch(/test-payment/);
    await adult.check();
    await whey.getByRole('button', { name: text('ar', 'store.products.buyNow') }).click();
    await page.waitForURL(/\/test-payment\/VG-/);
    await page.getByRole('cell', { name: 'Chocolate Whey Protein' }).waitFor();
    await page.close();
  });

  it('refused by the worker when the confirmation does not arrive, in words the shopper reads (cart in ar, Buy Now in fr)', async () => {
    const cart = await shopperWithCart('ar', CREATINE_CART);
    await dropAgeConfirmation(cart);
    await cart.goto('/');
    const drawer = await openCart(cart, 'ar');
    await drawer.getByRole('checkbox', { name: text('ar', 'store.age.confirm') }).check();
    await checkOut(cart, 'ar');
    await cart.getByText(text('ar', 'cart.errors.ageRequired')).waitFor();
    expect(cart.url()).not.toMatch(/test-payment/);
    await cart.close();

    const page = await browser.newPage();
    await startIn(page, 'fr');
    await dropAgeConfirmation(page);
    await page.goto('/');
    const preWorkout = page.getByRole('article', { name: text('fr', 'content.catalogue.pre-workout.name'), exact: true });
    await preWorkout.getByRole('button', { name: text('fr', 'store.products.buyNow') }).click();
    await preWorkout.getByRole('checkbox', { name: text('fr', 'store.age.confirm') }).check();
    await preWorkout.getByRole('button', { name: text('fr', 'store.products.buyNow') }).click();
    await page.getByText(text('fr', 'cart.errors.ageRequired')).waitFor();
    expect(page.url()).not.toMatch(/test-payment/);
    await page.close();
  });
});

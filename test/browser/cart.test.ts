import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmedSubscription, newsletterCoupon } from './accounts';
import { useBrowser } from './browser';
import { payOnTestPage } from './delivery';

const browser = useBrowser();

type TestPage = Page & { errors: string[] };

/** A saved cart, as the storefront keeps it in localStorage, in place before the first script runs. */
async function withSavedCart(page: Page, cart: unknown) {
  await page.addInitScript((saved) => {
    if (!sessionStorage.getItem('cart-seeded')) {
      localStorage.setItem('vitaglow-cart', saved);
      sessionStorage.setItem('cart-seeded', '1');
    }
  }, JSON.stringify(cart));
}

const ONE_MULTIVITAMIN = { lines: [{ productId: 'multivitamin', quantity: 1 }], shippingId: null };

const cartButton = (page: Page, name: string | RegExp = /^Open cart/) => page.getByRole('banner').getByRole('button', { name });

async function openCart(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
  await drawer.waitFor();
  return drawer;
}

async function totalsOf(drawer: Locator) {
  const summary = drawer.getByRole('definition');
  return summary.allTextContents();
}

async function savedCart(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('vitaglow-cart') ?? 'null'));
}

/** Chromium reports 4xx answers as console errors; nothing else may appear. */
const unexpectedErrors = (page: TestPage) => page.errors.filter((e) => !/status of 4\d\d/.test(e));

describe('the cart drawer', () => {
  it('takes products and a package from the home page, with the badge, rows, totals and the free-express bar', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const multivitamin = page.getByRole('article', { name: 'Daily Multivitamin' });
    await multivitamin.getByRole('button', { name: 'Add to Cart' }).click();
    await multivitamin.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('article', { name: 'Starter Pack' }).getByRole('button', { name: 'Add to Cart' }).click();
    // The badge counts lines, not units.
    await cartButton(page, 'Open cart (2)').waitFor();

    const drawer = await openCart(page);
    await drawer.getByRole('heading', { name: 'Your Cart (2)' }).waitFor();
    const rows = drawer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    expect(await rows.count()).toBe(2);
    await rows.nth(0).getByText('Daily Multivitamin').waitFor();
    await rows.nth(0).getByText('$29.99 each').waitFor();
    await rows.nth(1).getByText('Starter Pack').waitFor();
    await rows.nth(1).getByText('Package deal').waitFor();
    expect(await totalsOf(drawer)).toEqual(['$119.97', 'FREE', '$119.97']);
    await drawer.getByText("You've unlocked FREE express shipping!").waitFor();

    // Minus stops at 1; remove takes the line out.
    const fewer = drawer.getByRole('button', { name: 'Remove one Daily Multivitamin' });
    await fewer.click();
    expect(await fewer.isDisabled()).toBe(true);
    await drawer.getByRole('button', { name: 'Remove Starter Pack from cart' }).click();
    await drawer.getByRole('heading', { name: 'Your Cart (1)' }).waitFor();
    await drawer.getByText('Add $45.01 for FREE express shipping').waitFor();
    const bar = drawer.getByRole('progressbar', { name: 'Progress toward free express shipping' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('39');

    // Shipping: five options; express costs $7.99 below $75 and nothing from $75.
    expect(await drawer.getByRole('radio').count()).toBe(5);
    expect(await drawer.getByRole('radio', { name: /Free Standard Shipping/ }).isChecked()).toBe(true);
    await drawer.getByRole('radio', { name: /Express Shipping/ }).check();
    expect(await totalsOf(drawer)).toEqual(['$29.99', '$7.99', '$37.98']);
    await drawer.getByRole('button', { name: 'Add one more Daily Multivitamin' }).click();
    await drawer.getByRole('button', { name: 'Add one more Daily Multivitamin' }).click();
    expect(await totalsOf(drawer)).toEqual(['$89.97', 'FREE', '$89.97']);
    await drawer.getByRole('button', { name: 'Secure Checkout · $89.97' }).waitFor();
    // Totals are announced politely.
    await drawer.getByText('Subtotal $89.97, shipping FREE, total $89.97').waitFor({ state: 'attached' });

    // The drawer sits at the inline end: the right in English.
    const rightEdge = async () => {
      const box = (await drawer.boundingBox())!;
      return Math.round(box.x + box.width);
    };
    await expect.poll(rightEdge).toBe(page.viewportSize()!.width);

    expect(await savedCart(page)).toEqual({
      lines: [{ productId: 'multivitamin', quantity: 3 }],
      shippingId: 'express-us',
      couponCode: null,
    });
    await page.reload();
    await cartButton(page, 'Open cart (1)').waitFor();
    expect(unexpectedErrors(page)).toEqual([]);
  });

  it('is keyboard usable: opens from the header, closes with Escape and gives focus back', async () => {
    const page = await browser.newPage();
    await withSavedCart(page, ONE_MULTIVITAMIN);
    await page.goto('/');
    await cartButton(page).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Your Cart (1)' });
    await drawer.waitFor();
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('cart-button');
  });

  it('shows the empty state and clears a full cart', async () => {
    const page = await browser.newPage();
    await withSavedCart(page, { lines: [{ productId: 'whey-vanilla', quantity: 2 }], shippingId: 'overnight-us' });
    await page.goto('/');
    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: 'Clear Cart' }).click();
    await drawer.getByText('Your cart is empty').waitFor();
    expect(await savedCart(page)).toEqual({ lines: [], shippingId: null, couponCode: null });
    await drawer.getByRole('button', { name: 'Continue Shopping' }).click();
    await drawer.waitFor({ state: 'detached' });
  });

  it('drops what a saved cart cannot keep and says so', async () => {
    const page = await browser.newPage();
    await withSavedCart(page, {
      lines: [
        { productId: 'multivitamin', quantity: 1 },
        { productId: '7', name: 'cart.items.old', quantity: 1 },
      ],
      shippingId: null,
    });
    await page.goto('/');
    await page.getByText('Cart cleared - please re-add products').waitFor();
    await cartButton(page, 'Open cart (1)').waitFor();
  });
});

describe('checkout with the local payment provider', () => {
  it('offers the deal; claiming it shows the code and savings, then pays and confirms the order', async () => {
    const page = await browser.newPage();
    await withSavedCart(page, ONE_MULTIVITAMIN);
    await page.goto('/');
    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: 'Secure Checkout · $29.99' }).click();

    const offer = page.getByRole('dialog', { name: 'Wait! Your last-chance deal' });
    await offer.getByText('You save $7.50').waitFor();
    await offer.getByRole('button', { name: 'Claim My 25% Off' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Deal Claimed' });
    await toast.getByText(/^Code DEAL-[A-Z0-9]{8}: you save \$7\.50$/).waitFor();

    await page.waitForURL(/\/test-payment\/VG-/);
    await page.getByRole('heading', { name: 'Test payment' }).waitFor();
    await page
      .getByRole('row', { name: /Discount/ })
      .getByText('−$7.50')
      .waitFor();
    await page.getByRole('row', { name: /Total/ }).getByText('$22.49').waitFor();
    await payOnTestPage(page);

    await page.waitForURL(/\/payment-success\?session_id=VG-/);
    const reference = new URL(page.url()).searchParams.get('session_id')!;
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.getByText(`Order reference: ${reference}`).waitFor();
    await page.getByText('Your order is confirmed.').waitFor();
    await page.getByRole('region', { name: 'Order summary' }).getByText('$22.49').waitFor();
    await page.getByText('A confirmation e-mail is on its way.').waitFor();
    await cartButton(page, 'Open cart').waitFor();
    expect((await savedCart(page)).lines).toEqual([]);
    expect(unexpectedErrors(page)).toEqual([]);
  });

  it('skipping the deal checks out at full price; cancelling keeps the cart', async () => {
    const page = await browser.newPage();
    await withSavedCart(page, ONE_MULTIVITAMIN);
    await page.goto('/');
    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: 'Secure Checkout · $29.99' }).click();
    await page.getByRole('button', { name: 'No thanks, continue to checkout' }).click();

    await page.waitForURL(/\/test-payment\/VG-/);
    await page.getByRole('row', { name: /Total/ }).getByText('$29.99').waitFor();
    expect(await page.getByRole('row', { name: /Discount/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.waitForURL(/\/payment-cancelled$/);
    await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
    await page.getByText('No charge was made. Your cart has been saved.').waitFor();
    await cartButton(page, 'Open cart (1)').waitFor();
    await page.getByRole('button', { name: 'View Cart' }).click();
    await page.getByRole('dialog', { name: 'Your Cart (1)' }).getByText('Daily Multivitamin').waitFor();
  });

  it('does not offer the deal for a cart of $25 or less', async () => {
    const page = await browser.newPage();
    await withSavedCart(page, { lines: [{ productId: 'magnesium-gummies', quantity: 1 }], shippingId: null });
    await page.goto('/');
    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: 'Secure Checkout · $24.99' }).click();
    await page.waitForURL(/\/test-payment\/VG-/);
  });

  it('applies a newsletter coupon: 20% off the products in the totals and at checkout, no deal offered', async () => {
    const page = await browser.newPage();
    await withSavedCart(page, { lines: [{ productId: 'multivitamin', quantity: 1 }], shippingId: 'overnight-us' });
    await page.goto('/');
    const email = `cart${Date.now()}@vitaglow-mail.com`;
    const couponCode = await newsletterCoupon(page, email);
    await confirmedSubscription(page, email);

    const drawer = await openCart(page);
    const field = drawer.getByLabel('Have a code?');
    const address = drawer.getByLabel('The e-mail address it was sent to');
    // A guest types the address the code was sent to: the shop never fills it in.
    await field.fill(couponCode);
    expect(await address.inputValue()).toBe('');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await drawer.getByRole('alert').getByText('Enter the e-mail address this code was sent to.').waitFor();
    await address.fill('someone.else@vitaglow-mail.com');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    // A real code with another address reads as an unknown code: the answer says nothing of which codes exist.
    await drawer.getByRole('alert').getByText('This code is not valid.').waitFor();
    await field.fill('VITAGLOWNOPE00');
    await address.fill(email);
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await drawer.getByRole('alert').getByText('This code is not valid.').waitFor();

    await field.fill(couponCode.toLowerCase());
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await drawer.getByText(`Code ${couponCode} applied: 20% off your products`).waitFor();
    expect(await totalsOf(drawer)).toEqual(['$29.99', '$19.99', '-$6.00', '$43.98']);

    await drawer.getByRole('button', { name: 'Secure Checkout · $43.98' }).click();
    await page.waitForURL(/\/test-payment\/VG-/);
    await page.getByRole('row', { name: /Total/ }).getByText('$43.98').waitFor();
    await page.getByText(email).first().waitFor();
  });

  it('shows an unknown code’s refusal where the shopper is looking, on a phone too', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await withSavedCart(page, ONE_MULTIVITAMIN);
    await page.goto('/');
    const drawer = await openCart(page);
    const field = drawer.getByLabel('Have a code?');
    await field.scrollIntoViewIfNeeded();
    await field.fill('NOPE12345678');
    await drawer.getByLabel('The e-mail address it was sent to').fill('shopper@vitaglow-mail.com');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    const alert = drawer.getByRole('alert').getByText('This code is not valid.');
    await alert.waitFor();
    // Not only present but drawn on screen: the topmost element at the message's centre is the message.
    await expect
      .poll(() =>
        alert.evaluate((node) => {
          const box = node.getBoundingClientRect();
          return node.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        }),
      )
      .toBe(true);
  });

  it('says so when this address has tried too many codes', async () => {
    const page = await browser.newPage();
    await withSavedCart(page, ONE_MULTIVITAMIN);
    await page.goto('/');
    await page.route('**/api/coupons/check', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: '{"error":{"code":"rate_limited","message":"x","retryAfter":600}}',
      }),
    );
    const drawer = await openCart(page);
    await drawer.getByLabel('Have a code?').fill('VITAGLOWABC123');
    await drawer.getByLabel('The e-mail address it was sent to').fill('shopper@vitaglow-mail.com');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await drawer.getByRole('alert').getByText('Too many codes tried. Please wait a few minutes and try again.').waitFor();
  });

  it('buys a product now and a package straight from the home page, an adult confirming for the muscle-building ones', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const preWorkout = page.getByRole('article', { name: 'Pre-Workout' });
    await preWorkout.getByRole('button', { name: 'Buy Now' }).click();
    // Only an adult may buy a pre-workout: the shop asks first, with focus on the question.
    const adult = preWorkout.getByRole('checkbox', { name: 'I confirm I am 18 or older' });
    await preWorkout.getByRole('alert').getByText('Please tick the box to confirm you are 18 or older.').waitFor();
    expect(await adult.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(page.url()).not.toMatch(/test-payment/);
    await page.keyboard.press('Space');
    await preWorkout.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL(/\/test-payment\/VG-/);
    await page.getByRole('cell', { name: 'Pre-Workout' }).waitFor();
    await page.getByRole('row', { name: /Total/ }).getByText('$34.99').waitFor();

    await page.goto('/');
    // Slow the payment call down enough to see the toast that precedes it.
    await page.route('**/api/create-payment', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    const essentials = page.getByRole('article', { name: 'Essentials Bundle' });
    await essentials.getByRole('button', { name: 'Buy Package Deal' }).click();
    await essentials.getByRole('checkbox', { name: 'I confirm I am 18 or older' }).check();
    await essentials.getByRole('button', { name: 'Buy Package Deal' }).click();
    await page.getByText('Processing package deal and redirecting to secure checkout').waitFor();
    await page.waitForURL(/\/test-payment\/VG-/);
    await page.getByRole('cell', { name: 'Essentials Bundle' }).waitFor();
    await page
      .getByRole('row', { name: /Shipping/ })
      .getByText('$0.00')
      .waitFor();
    await page.getByRole('row', { name: /Total/ }).getByText('$89.99').waitFor();
  });

  it('says why a purchase from the home page could not start, and stays on the page', async () => {
    const page = (await browser.newPage()) as TestPage;
    await page.goto('/');
    await page.route('**/api/create-payment', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"payments_unavailable","message":"x"}}' }),
    );
    await page.getByRole('article', { name: 'Daily Multivitamin' }).getByRole('button', { name: 'Buy Now' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Checkout Error' });
    await toast.getByText('Payments are temporarily unavailable. Please try again in a few minutes.').waitFor();

    await page.route('**/api/create-payment', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"x"}}' }),
    );
    const essentials = page.getByRole('article', { name: 'Essentials Bundle' });
    await essentials.getByRole('button', { name: 'Buy Package Deal' }).click();
    await essentials.getByRole('checkbox', { name: 'I confirm I am 18 or older' }).check();
    await essentials.getByRole('button', { name: 'Buy Package Deal' }).click();
    await page.locator('[data-sonner-toast]').getByText('Failed to process package checkout. Please try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(page.errors.filter((e) => !/status of 5\d\d/.test(e))).toEqual([]);
  });

  it('works the same in Arabic, with the drawer on the left', async () => {
    const page = await browser.newPage();
    await withSavedCart(page, ONE_MULTIVITAMIN);
    await page.addInitScript(() => localStorage.setItem('vitaglow-language', 'ar'));
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'فتح سلة التسوق (1)' }).click();
    const drawer = page.getByRole('dialog', { name: 'سلة التسوق (1)' });
    await drawer.waitFor();
    // It slides in from the left; once settled its left edge is the viewport's.
    await expect.poll(async () => Math.round((await drawer.boundingBox())!.x)).toBe(0);
    await drawer.getByRole('radio', { name: /^شحن سريع/ }).check();
    await drawer.getByRole('button', { name: /^الدفع الآمن/ }).click();
    await page
      .getByRole('dialog', { name: 'لحظة! عرض الفرصة الأخيرة لك' })
      .getByRole('button', { name: /^احصل على خصم/ })
      .click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'تم تفعيل العرض' }).waitFor();

    await page.waitForURL(/\/test-payment\/VG-/);
    await payOnTestPage(page);
    await page.waitForURL(/\/payment-success\?session_id=VG-/);
    await page.getByRole('heading', { name: 'تم الدفع بنجاح!' }).waitFor();
    await page.getByText('تم تأكيد طلبك.').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect((await savedCart(page)).lines).toEqual([]);
    expect(unexpectedErrors(page)).toEqual([]);
  });
});

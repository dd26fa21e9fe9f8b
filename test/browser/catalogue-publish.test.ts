import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../core/language';
import { formatPrice } from '../../core/money';
import { PNG } from '../support/image-fixtures';
import { signInAsOperator } from './accounts';
import { useBrowser } from './browser';
import { backToSeedVersion } from './catalogue-versions';
import { payOnTestPage } from './delivery';
import { text } from './storefront-support';

/*
 * Issue 37 as the operator and the shopper use it: a product added in the console with a photo and its texts
 * in three languages is previewed, published, and then on /products, on its French page and in the sitemap,
 * and bought at its price; a tab opened before a price change is told the new price at checkout. Every page
 * renders from the published version; no build or deploy is involved.
 */

const browser = useBrowser();

const TEXTS = {
  English: [
    'Sleep Gummies',
    'Melatonin-free gummies for your evening routine.',
    'Sleep Gummies, product photo',
    '2 gummies',
    'Magnesium',
    'Pectin, sugar',
  ],
  French: [
    'Gummies Sommeil',
    'Des gummies sans mélatonine pour vos soirées.',
    'Gummies Sommeil, photo du produit',
    '2 gummies',
    'Magnésium',
    'Pectine, sucre',
  ],
  Arabic: ['جيلي النوم', 'جيلي خالٍ من الميلاتونين لروتينك المسائي.', 'صورة المنتج جيلي النوم', 'قطعتا جيلي', 'المغنيسيوم', 'بكتين، سكر'],
};

async function operator() {
  const page = await browser.newPage();
  await signInAsOperator(page, 'publisher@vitaglow-mail.com');
  return page;
}

async function publishDraft(page: Page, summary: string): Promise<void> {
  await page.goto('/admin/catalogue', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the draft?' });
  await dialog.getByText(summary).waitFor();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Published: the catalogue is now version \d+\.$/ })
    .waitFor();
}

async function setPrice(page: Page, name: string, dollars: string): Promise<void> {
  await page.goto('/admin/catalogue', { waitUntil: 'commit' });
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByLabel('Price (US dollars)', { exact: true }).fill(dollars);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
}

const cartButton = (page: Page, language: Language) =>
  page.getByRole('banner').getByRole('button', { name: text(language, 'cart.button.openWithCount', { count: 1 }) });

/** The cart drawer of a cart of one item, opened if it is not. */
async function openCart(page: Page, language: Language = 'en'): Promise<Locator> {
  const drawer = page.getByRole('dialog', { name: text(language, 'cart.drawer.title', { count: 1 }) });
  if (await drawer.isVisible()) return drawer;
  await cartButton(page, language).click();
  await drawer.waitFor();
  return drawer;
}

const checkoutButton = (drawer: Locator, language: Language, cents: number) =>
  drawer.getByRole('button', { name: text(language, 'cart.checkout.button', { total: formatPrice(cents, language) }) });

beforeAll(() => backToSeedVersion(browser));
afterAll(() => backToSeedVersion(browser));

describe('a catalogue published from the console', () => {
  it('adds a product with a photo and three languages, previews it, publishes it, and sells it at its price', async () => {
    const page = await operator();
    await page.goto('/admin/catalogue', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Add a product' }).click();
    await page.getByRole('heading', { name: 'Product: new product', level: 1 }).waitFor();
    await page.getByLabel('Upload a photo (JPEG, PNG, WebP or AVIF, at most 5 MB)').setInputFiles({
      name: 'sleep-gummies.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG.base64, 'base64'),
    });
    await page.getByRole('status').filter({ hasText: 'Uploaded:' }).waitFor();
    for (const [language, [name, description, alt]] of Object.entries(TEXTS)) {
      await page.getByLabel(`Name (${language})`, { exact: true }).fill(name!);
      await page.getByLabel(`Description (${language})`, { exact: true }).fill(description!);
      await page.getByLabel(`Image alt text (${language})`, { exact: true }).fill(alt!);
    }
    await page.getByLabel('Slug', { exact: true }).fill('sleep-gummies');
    await page.getByLabel('Price (US dollars)', { exact: true }).fill('19.99');
    await page.getByLabel('Published (shown and sold)').check();
    await page.getByLabel('This product has a Supplement Facts panel').check();
    for (const [language, [, , , serving, nutrient, other]] of Object.entries(TEXTS)) {
      await page.getByLabel(`Serving size (${language})`, { exact: true }).fill(serving!);
      await page.getByLabel(`Nutrient 1 (${language})`, { exact: true }).fill(nutrient!);
      await page.getByLabel(`Other ingredients (${language})`, { exact: true }).fill(other!);
    }
    await page.getByLabel('Amount of nutrient 1').fill('84');
    await page.getByLabel('Daily Value nutrient of row 1').selectOption('magnesium');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();

    // The preview: the saved draft's page in French, in a tab of its own, as a shopper would see it.
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('navigation', { name: 'Preview its page' }).getByRole('link', { name: 'French' }).click(),
    ]);
    await preview.waitForLoadState();
    expect(new URL(preview.url()).pathname).toBe('/admin/preview/fr/products/sleep-gummies');
    await preview.getByRole('heading', { level: 1, name: 'Gummies Sommeil' }).waitFor();
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // Not published yet: shoppers have no such page.
    const shopper = await browser.newPage();
    expect((await shopper.goto('/fr/products/sleep-gummies'))?.status()).toBe(404);

    await publishDraft(page, '1 product added');

    await shopper.goto('/products');
    const card = shopper.locator('main').getByRole('article', { name: 'Sleep Gummies', exact: true });
    await card.getByText('$19.99').waitFor();
    // The photo the operator uploaded, served from R2 under its content hash.
    await card.locator('img[src^="/media/"][src$=".png"]').waitFor();
    expect((await shopper.goto('/fr/products/sleep-gummies'))?.status()).toBe(200);
    await shopper.getByRole('heading', { level: 1, name: 'Gummies Sommeil' }).waitFor();
    const arabic = await shopper.request.get('/ar/products/sleep-gummies');
    expect(await arabic.text()).toContain('جيلي النوم');
    const sitemap = await (await shopper.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/fr/products/sleep-gummies');

    await shopper.goto('/products/sleep-gummies');
    await shopper.getByRole('heading', { level: 1, name: 'Sleep Gummies' }).waitFor();
    await shopper
      .locator('main')
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click();
    await checkoutButton(await openCart(shopper), 'en', 1999).click();
    await shopper.waitForURL(/\/test-payment\/VG-/);
    await shopper
      .getByRole('row', { name: /Sleep Gummies/ })
      .getByText('$19.99')
      .waitFor();
    await payOnTestPage(shopper);
    await shopper.waitForURL(/\/payment-success\?session_id=VG-/);
    expect(page.errors.filter((error) => !/\b(404)\b/.test(error))).toEqual([]);
  });

  it('tells a tab opened before a price change the new price at checkout, and then charges it', async () => {
    const shopper = await browser.newPage();
    await shopper.addInitScript(() => {
      if (sessionStorage.getItem('cart-seeded')) return;
      localStorage.setItem('vitaglow-cart', JSON.stringify({ lines: [{ productId: 'magnesium-gummies', quantity: 1 }], shippingId: null }));
      sessionStorage.setItem('cart-seeded', '1');
    });
    await shopper.goto('/fr');
    const before = checkoutButton(await openCart(shopper, 'fr'), 'fr', 2499);
    await before.waitFor();

    const page = await operator();
    await setPrice(page, 'Magnesium Gummies', '22.99');
    await publishDraft(page, '1 price changed');

    await before.click();
    await shopper.locator('[data-sonner-toast]').getByText(text('fr', 'cart.errors.pricesChanged')).waitFor();
    await checkoutButton(await openCart(shopper, 'fr'), 'fr', 2299).click();
    await shopper.waitForURL(/\/test-payment\/VG-/);
    await shopper
      .getByRole('row', { name: /Magnesium/ })
      .getByText('$22.99')
      .waitFor();
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueDocument } from '../../core/catalogue-document';
import { formatPrice } from '../../core/money';
import SEED_JSON from '../../catalogue/v3.json';
import { largeCatalogue } from '../../tools/large-catalogue';
import { signInAsOperator } from './accounts';
import { useBrowser } from './browser';
import { backToSeedVersion, publishDocument } from './catalogue-versions';
import { startIn, text } from './storefront-support';

/*
 * Issue 37, "Scale", as a shopper meets it: 100 products published from the console's API, so each page carries
 * only what it shows. /products goes a page at a time through its links, in English and Arabic; a product added
 * to the cart from page 3 is still named and priced in the cart on page 1 (the page asks for it before it starts);
 * a filter loads the page the worker renders for it.
 */

const browser = useBrowser();
const LARGE = largeCatalogue(SEED_JSON as unknown as CatalogueDocument, 100);
const names = (from: number, to: number) => LARGE.products.slice(from, to).map((product) => product.texts.en.name);

beforeAll(async () => {
  await backToSeedVersion(browser);
  await publishDocument(browser, LARGE);
});
afterAll(() => backToSeedVersion(browser));

const main = (page: Page) => page.locator('main');
const cardNames = (page: Page) => main(page).getByRole('article').locator('h3').allTextContents();

describe('/products with 100 products', () => {
  it('goes a page at a time through its links, and keeps a product from page 3 in the cart on page 1', async () => {
    const page = await browser.newPage();
    await page.goto('/products');
    await page.getByRole('status').getByText('100 products').waitFor();
    await page.getByText('Page 1 of 5').waitFor();
    expect(await cardNames(page)).toEqual(names(0, 24));

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.search === '?page=2');
    await page.getByText('Page 2 of 5').waitFor();
    expect(await cardNames(page)).toEqual(names(24, 48));
    await pages.getByRole('link', { name: 'Page 3' }).click();
    await page.waitForURL((url) => url.search === '?page=3');
    await page.getByText('Page 3 of 5').waitFor();

    const chosen = LARGE.products[50];
    await main(page).getByRole('article', { name: chosen.texts.en.name }).getByRole('button', { name: 'Add to Cart' }).click();
    await pages.getByRole('link', { name: 'Page 1' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByText('Page 1 of 5').waitFor();
    await page
      .getByRole('banner')
      .getByRole('button', { name: text('en', 'cart.button.openWithCount', { count: 1 }) })
      .click();
    const drawer = page.getByRole('dialog', { name: text('en', 'cart.drawer.title', { count: 1 }) });
    await drawer.getByText(chosen.texts.en.name).waitFor();
    await drawer.getByText(formatPrice(chosen.priceCents, 'en')).first().waitFor();
    expect(page.errors).toEqual([]);
  });

  it('loads the page the worker renders for a filter', async () => {
    const page = await browser.newPage();
    await page.goto('/products?page=4');
    await page.getByText('Page 4 of 5').waitFor();
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Protein' }).click();
    await page.waitForURL((url) => url.search === '?category=protein');
    const protein = LARGE.products.filter((product) => product.category === 'protein');
    await page.getByRole('status').getByText(`${protein.length} products`).waitFor();
    expect(await cardNames(page)).toEqual(protein.slice(0, 24).map((product) => product.texts.en.name));

    expect(page.errors).toEqual([]);
  });

  it('puts a supply reminder’s products in the cart from the home page, which does not carry them', async () => {
    const page = await browser.newPage();
    const far = LARGE.products[80];
    await page.goto(`/?reorder=${far.slug}:2`);
    const drawer = page.getByRole('dialog', { name: text('en', 'cart.drawer.title', { count: 1 }) });
    await drawer.getByText(far.texts.en.name).waitFor();
    await drawer
      .getByText(formatPrice(2 * far.priceCents, 'en'))
      .first()
      .waitFor();
    expect(page.errors).toEqual([]);
  });

  it('pages in Arabic', async () => {
    const page = await browser.newPage();
    await startIn(page, 'ar');
    await page.goto('/products?page=5');
    await page.getByText(text('ar', 'products.pages.status', { page: '5', pageCount: '5' })).waitFor();
    expect(await main(page).getByRole('article').count()).toBe(4);
    await page
      .getByRole('navigation', { name: text('ar', 'products.pages.label') })
      .getByRole('link', { name: text('ar', 'products.pages.previous') })
      .waitFor();
    expect(page.errors).toEqual([]);
  });
});

describe('the console’s catalogue with 100 products', () => {
  it('lists the draft’s products 50 to a page and finds one by its French name', async () => {
    const page = await browser.newPage();
    await signInAsOperator(page, 'lister@vitaglow-mail.com');
    await page.goto('/admin/catalogue', { waitUntil: 'commit' });
    const products = page.getByRole('table', { name: 'Products of the draft' });
    await products.getByRole('link', { name: names(0, 1)[0], exact: true }).waitFor();
    expect(await products.getByRole('row').count()).toBe(51);
    await page.getByRole('navigation', { name: 'Pages of products' }).getByText('Page 1 of 2 · 100 in all').waitFor();

    await page.getByRole('navigation', { name: 'Pages of products' }).getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.search === '?page=2');
    await products.getByRole('link', { name: names(99, 100)[0], exact: true }).waitFor();
    expect(await products.getByRole('link', { name: names(0, 1)[0], exact: true }).count()).toBe(0);

    const wanted = LARGE.products[73];
    const search = page.getByRole('search', { name: 'Search the draft’s products' });
    await search.getByLabel('Name or slug').fill(wanted.texts.fr.name);
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === wanted.texts.fr.name);
    await products.getByRole('link', { name: wanted.texts.en.name, exact: true }).click();
    await page.getByRole('heading', { name: `Product: ${wanted.texts.en.name}`, level: 1 }).waitFor();
    expect(page.errors).toEqual([]);
  });
});

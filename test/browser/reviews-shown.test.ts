import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSerious, runAxe } from '../../tools/axe';
import { type RunningServer, startServer } from '../../tools/server';
import { nuErrors } from '../support/nu-checker';
import { useBrowser } from './browser';
import { text } from './storefront-support';

/*
 * Issue 39, "Showing", on a product page: "No reviews yet" and no stars without a published review; with them, the
 * rating, the distribution and the list, 10 a page, with links between pages that work without JavaScript too,
 * and in the app without loading another document.
 */

const browser = useBrowser();
const root = join(import.meta.dirname, '..', '..');
const REVIEWED = 'magnesium-gummies';

let server: RunningServer;
const stateDir = () => join(root, '.wrangler', `reviews-shown-${process.pid}`);

/** 12 published reviews of one product, the newest last written, as the console leaves them; before any page is asked for. */
function publishReviews(): void {
  const now = Date.now();
  const rows = Array.from({ length: 12 }, (_, i) => {
    const at = now - (12 - i) * 3_600_000;
    const rating = i === 0 ? 1 : i % 2 ? 5 : 4;
    const [language, body] =
      i === 11 ? ['fr', 'Très bon produit, je dors mieux depuis un mois.'] : ['en', `Review text number ${i + 1}, as written.`];
    return `('${REVIEWED}', ${rating}, 'Review title ${i + 1}', '${body}', 'Buyer ${i + 1}', '${language}', 'published', 0, 0, ${at}, ${at}, ${at})`;
  });
  const sql =
    'insert into reviews (product_id, rating, title, body, display_name, language, status, featured, sample, created_at, updated_at, published_at) values ' +
    `${rows.join(', ')}; update review_revision set revision = revision + 1 where id = 1;`;
  const run = spawnSync(
    join(root, 'scripts', 'wrangler.sh'),
    ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir(), '--command', sql],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`reviews not written:\n${run.stdout}\n${run.stderr}`);
}

beforeAll(async () => {
  server = await startServer(`reviews-shown-${process.pid}`);
  publishReviews();
}, 120_000);
afterAll(async () => {
  await server?.stop();
  server?.removeState();
});

const t = (key: string, params?: Record<string, string | number>) => text('en', key, params);

describe('a product page’s reviews', () => {
  it('says "No reviews yet", with no stars, for a product without a published review', async () => {
    const page = await browser.newPage({ baseURL: server.url });
    await page.goto('/products/creatine-gummies');
    const reviews = page.getByRole('region', { name: t('store.reviews.heading') });
    await reviews.getByText(t('store.rating.none')).waitFor();
    expect(await page.locator('main [role="img"]').count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it('lists them 10 a page, newest first, with the distribution, and pages through them with and without JavaScript', async () => {
    const page = await browser.newPage({ baseURL: server.url });
    await page.goto(`/products/${REVIEWED}`);
    const reviews = page.getByRole('region', { name: t('store.reviews.heading') });
    // (1 + 6 × 5 + 5 × 4) / 12 = 4.25
    await reviews.getByRole('img', { name: t('store.rating.label', { rating: '4.3' }) }).waitFor();
    await reviews.getByText(t('store.rating.reviews', { count: 12 })).waitFor();
    const distribution = reviews.getByRole('table', { name: t('store.reviews.distribution') });
    const rows = await distribution
      .getByRole('row')
      .evaluateAll((trs) => trs.map((tr) => `${tr.querySelector('th')?.textContent}: ${tr.lastElementChild?.textContent}`));
    expect(rows).toEqual(['5 stars: 6', '4 stars: 5', '3 stars: 0', '2 stars: 0', '1 star: 1']);
    const list = reviews.getByRole('article');
    expect(await list.count()).toBe(10);
    await list.first().getByRole('heading', { name: 'Review title 12' }).waitFor();
    expect(await list.first().getByText('Très bon produit', { exact: false }).getAttribute('lang')).toBe('fr');
    await list.first().getByText(t('store.rating.verified')).waitFor();

    const pages = reviews.getByRole('navigation', { name: t('store.reviews.pages.label') });
    expect(await pages.getByRole('link', { name: t('store.reviews.pages.page', { page: 1 }) }).getAttribute('aria-current')).toBe('page');
    const next = pages.getByRole('link', { name: t('store.reviews.pages.next') });
    expect(await next.getAttribute('href')).toBe(`/products/${REVIEWED}?reviews=2#reviews`);
    await next.click();
    await page.waitForURL((url) => url.search === '?reviews=2');
    await reviews.getByRole('heading', { name: 'Review title 1', exact: true }).waitFor();
    expect(await list.count()).toBe(2);
    expect(await pages.getByRole('link', { name: t('store.reviews.pages.page', { page: 2 }) }).getAttribute('aria-current')).toBe('page');
    // Lowest first: the one-star review leads.
    await reviews.getByRole('link', { name: t('store.reviews.sort.lowest') }).click();
    await page.waitForURL((url) => url.search === '?sort=lowest');
    await page.waitForFunction(() => document.querySelector('#reviews article h4')?.textContent === 'Review title 1');
    expect(await list.count()).toBe(10);
    expect((await runAxe(page)).filter(isSerious)).toEqual([]);
    expect(page.errors).toEqual([]);

    // Without JavaScript, the same links are pages the worker renders.
    const plain = await browser.newPage({ baseURL: server.url, javaScriptEnabled: false });
    await plain.goto(`/products/${REVIEWED}`);
    await plain.getByRole('link', { name: t('store.reviews.pages.next') }).click();
    await plain.waitForURL((url) => url.search === '?reviews=2');
    expect(await plain.locator('#reviews article').count()).toBe(2);
    await plain.getByRole('heading', { name: 'Review title 2', exact: true }).waitFor();
  });
});

describe('a product page with reviews, as served', () => {
  it('passes the W3C Nu HTML Checker in each language, its second page and another order too', async () => {
    const documents: Record<string, string> = {};
    for (const address of [`/products/${REVIEWED}`, `/fr/products/${REVIEWED}`, `/ar/products/${REVIEWED}?reviews=2&sort=lowest`]) {
      documents[address] = await (await fetch(new URL(address, server.url), { headers: { Accept: 'text/html' } })).text();
      expect(documents[address]).toContain('Review title');
    }
    expect(nuErrors(documents)).toEqual([]);
  });
});

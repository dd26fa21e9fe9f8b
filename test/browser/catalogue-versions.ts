import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CatalogueDocument } from '../../core/catalogue-document';
import { signInAsOperator } from './accounts';

/** What opens pages (test/browser/browser.ts `useBrowser`). */
interface Pages {
  newPage(): Promise<Page>;
}

/** A page signed in to the console as the operator who publishes in these tests. */
async function publisher(browser: Pages) {
  const page = await browser.newPage();
  await signInAsOperator(page, 'publisher@vitaglow-mail.com');
  await page.goto('/admin/catalogue', { waitUntil: 'commit' });
  return page;
}

/**
 * The version a shop fresh from its migrations shows: version 3, with the label review's protein lines and source
 * compounds (migration 0029). Versions 1 and 2 no longer pass publish's rules, so they are not what tests go back to.
 */
const SEED_VERSION = 3;

/**
 * The shop and its draft back at the seed version's content, as a rollback makes them: the test files share one
 * server, and a file that publishes must leave it as it found it, and not count on version numbers.
 */
export async function backToSeedVersion(browser: Pages): Promise<void> {
  const page = await publisher(browser);
  const statuses = await page.evaluate(async (version) => {
    const json = { 'Content-Type': 'application/json' };
    // 409 nothing_to_publish: the shop shows the seed version's content already.
    const rollback = await fetch('/api/admin/catalogue/rollback', { method: 'POST', headers: json, body: JSON.stringify({ version }) });
    const draft = await fetch('/api/admin/catalogue');
    const seed = await (await fetch(`/api/admin/catalogue/versions/${version}`)).text();
    const reset = await fetch('/api/admin/catalogue', {
      method: 'PUT',
      headers: { ...json, 'If-Match': draft.headers.get('ETag')! },
      body: seed,
    });
    return [rollback.status, reset.status];
  }, SEED_VERSION);
  expect([201, 409]).toContain(statuses[0]);
  expect(statuses[1]).toBe(200);
  await page.close();
}

/** Saves `document` as the draft and publishes it through the console's API, as a script of the operator's would. */
export async function publishDocument(browser: Pages, document: CatalogueDocument): Promise<void> {
  const page = await publisher(browser);
  const statuses = await page.evaluate(async (body) => {
    const json = { 'Content-Type': 'application/json' };
    const draft = await fetch('/api/admin/catalogue');
    const saved = await fetch('/api/admin/catalogue', {
      method: 'PUT',
      headers: { ...json, 'If-Match': draft.headers.get('ETag')! },
      body,
    });
    const published = await fetch('/api/admin/catalogue/publish', { method: 'POST', headers: json, body: '{}' });
    return [saved.status, published.status];
  }, JSON.stringify(document));
  expect(statuses).toEqual([200, 201]);
  await page.close();
}

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSerious, runAxe } from '../../tools/axe';
import { type RunningServer, startServer } from '../../tools/server';
import { signInAsOperator } from './accounts';
import { useBrowser } from './browser';
import { insertPendingReviews } from './review-rows';

const browser = useBrowser();
// A server of its own: a review published here would change what the other files' shop shows.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer(`admin-reviews-${process.pid}`);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  server?.removeState();
});

/** The "Rejected" count of a star value in the queue page's rejection rates. */
async function rejectedOf(page: Page, stars: string): Promise<number> {
  const row = page.getByRole('region', { name: 'Rejection rate by stars' }).getByRole('row', { name: new RegExp(`^${stars}`) });
  return Number(await row.getByRole('cell').nth(1).textContent());
}

describe('the review queue in Chromium', () => {
  it('publishes one review, rejects another for a reason, replies to the published one and features it', async () => {
    const stamp = Date.now();
    const kept = `Works for me ${stamp}`;
    const spam = `Buy cheap watches ${stamp}`;
    const [keptOrder] = insertPendingReviews(server.statePath, [
      { productId: 'multivitamin', rating: 2, title: kept, body: 'Two stars: it works, but the tablets are far too large to swallow.' },
      { productId: 'multivitamin', rating: 2, title: spam, body: 'Cheap watches at www.example.test, visit now for the best deals!' },
    ]);

    const operator = await browser.newPage({ baseURL: server.url });
    await signInAsOperator(operator);
    await operator.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Reviews' }).click();
    await operator.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
    expect(await operator.getByRole('link', { name: /^Pending/ }).getAttribute('aria-current')).toBe('page');
    const rejectedBefore = await rejectedOf(operator, '2 stars');

    const keptReview = operator.getByRole('article', { name: kept });
    await keptReview.getByRole('link', { name: keptOrder }).waitFor();
    await keptReview.getByText('Daily Multivitamin').waitFor();
    await keptReview.getByRole('button', { name: 'Publish', exact: true }).click();
    await keptReview.waitFor({ state: 'detached' });

    const spamReview = operator.getByRole('article', { name: spam });
    const open = spamReview.getByRole('button', { name: 'Reject…' });
    await open.click();
    const dialog = operator.getByRole('dialog', { name: `Reject “${spam}”?` });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // Escape closes it and gives focus back; nothing was rejected.
    await operator.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);

    await open.click();
    // No reason chosen: the form does not go.
    await dialog.getByRole('button', { name: 'Reject review' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('radio', { name: /^Negative/ }).count()).toBe(0);
    await dialog.getByRole('radio', { name: /^Spam/ }).check();
    await dialog.getByRole('button', { name: 'Reject review' }).click();
    await spamReview.waitFor({ state: 'detached' });
    await expect.poll(() => rejectedOf(operator, '2 stars')).toBe(rejectedBefore + 1);

    await operator.getByRole('link', { name: /^Rejected/ }).click();
    await operator.getByRole('article', { name: spam }).getByRole('definition').filter({ hasText: /^Spam/ }).waitFor();

    await operator.getByRole('link', { name: /^Published/ }).click();
    const published = operator.getByRole('article', { name: kept });
    await published.getByLabel('Public reply from VitaGlow').fill('Thank you: smaller tablets are on their way.');
    await published.getByRole('button', { name: 'Publish reply' }).click();
    await published.getByText(/^Reply from VitaGlow/).waitFor();
    await published.getByText('Thank you: smaller tablets are on their way.').waitFor();
    expect(await published.getByLabel('Public reply from VitaGlow').count()).toBe(0);

    await published.getByRole('button', { name: 'Feature on the home page' }).click();
    await published.getByRole('button', { name: 'Unfeature' }).waitFor();
    await published.getByText('featured', { exact: true }).waitFor();

    expect((await runAxe(operator)).filter(isSerious)).toEqual([]);
    expect(operator.errors.filter((e) => !e.includes('401'))).toEqual([]);
  });
});

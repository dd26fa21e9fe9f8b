import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../core/language';
import { isSerious, runAxe } from '../../tools/axe';
import { type RunningServer, startServer } from '../../tools/server';
import { signInAsOperator } from './accounts';
import { useBrowser } from './browser';
import { payOnTestPage } from './delivery';
import { text } from './storefront-support';

/*
 * Issue 39 end to end, as the buyer and the operator live it: the operator marks an order delivered in the
 * console; the French buyer's e-mailed link opens the form; a 2-star review, once published, is the product's
 * rating on its French page and card and the shop's line in the hero; the operator's reply shows under it. Then
 * an Arabic buyer on a 375 px phone, by keyboard, and the Arabic page with both reviews, each in its own language.
 * On a server of its own: the other browser tests see a shop with no published review.
 */

const browser = useBrowser();
const PRODUCT = 'bcaa-gummies';
const NAME = 'BCAA Gummies';
let server: RunningServer;
/** The operator's console tab; pages last one test (./browser.ts), so each test signs in its own. */
let operator: Awaited<ReturnType<typeof browser.newPage>>;

beforeAll(async () => {
  server = await startServer(`reviews-journey-${process.pid}`);
}, 120_000);
beforeEach(async () => {
  operator = await browser.newPage({ baseURL: server.url });
  await signInAsOperator(operator);
});
afterAll(async () => {
  await server?.stop();
  server?.removeState();
});

const t = (language: Language, key: string, params?: Record<string, string | number>) => text(language, key, params);

/** A guest's paid order of the product, in `language`; its reference. */
async function paidOrder(buyer: Page, email: string, language: Language): Promise<string> {
  const placed = await buyer.request.post('/api/create-payment', {
    headers: { Origin: server.url, 'Content-Type': 'application/json' },
    data: { items: [{ id: PRODUCT, quantity: 1 }], shipping: { id: 'free-us' }, language, ageConfirmed: true },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  await buyer.goto(((await placed.json()) as { url: string }).url, { waitUntil: 'commit' });
  await payOnTestPage(buyer, email);
  await buyer.waitForURL(/\/payment-success\?session_id=VG-/);
  return new URL(buyer.url()).searchParams.get('session_id')!;
}

/** The operator ships the order and marks it delivered on its console page, as they would. */
async function shipAndDeliver(reference: string): Promise<void> {
  await operator.goto(`/admin/orders/${reference}`, { waitUntil: 'commit' });
  const shipping = operator.getByRole('region', { name: 'Shipping' });
  await shipping.getByLabel('Carrier').selectOption('ups');
  await shipping.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await shipping.getByRole('button', { name: 'Mark shipped' }).click();
  await shipping.getByRole('button', { name: 'Mark delivered' }).click();
  await operator.getByRole('dialog').getByRole('button', { name: 'Mark delivered' }).click();
  await shipping.getByRole('button', { name: 'Mark delivered' }).waitFor({ state: 'detached' });
}

/** The review link the invitation e-mailed to `email` (its path and fragment). */
async function invitationLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: { links: string[] }[] };
      link = messages.flatMap((m) => m.links).find((l) => /\/review#token=/.test(l));
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.hash;
}

/** The operator publishes the pending review titled `title` in the console's queue. */
async function publish(title: string): Promise<void> {
  await operator.goto('/admin/reviews', { waitUntil: 'commit' });
  const review = operator.getByRole('article', { name: title });
  await review.getByText(NAME).waitFor();
  await review.getByRole('button', { name: 'Publish', exact: true }).click();
  await review.waitFor({ state: 'detached' });
}

describe('a verified buyer’s review, from the doorstep to the pages', () => {
  it('in French: delivered in the console, written through the e-mailed link, published, replied to and counted everywhere', async () => {
    const buyer = await browser.newPage({ baseURL: server.url });
    const email = `avis.${Date.now()}@vitaglow-mail.com`;
    const reference = await paidOrder(buyer, email, 'fr');
    // Before any review: no stars, no hero line.
    await buyer.goto(`/fr/products/${PRODUCT}`);
    await buyer
      .getByRole('region', { name: t('fr', 'store.reviews.heading') })
      .getByText(t('fr', 'store.rating.none'))
      .waitFor();

    await shipAndDeliver(reference);
    const link = await invitationLink(buyer, email);
    expect(link).toMatch(/^\/fr\/review#token=/);
    await buyer.goto(link);
    await buyer.getByRole('heading', { name: t('fr', 'auth.reviewForm.title'), level: 1 }).waitFor();
    await buyer.getByText(t('fr', 'auth.reviewForm.incentive').slice(0, 40)).waitFor();
    await buyer.getByRole('radio', { name: t('fr', 'auth.reviewForm.star2') }).check();
    await buyer.getByLabel(t('fr', 'auth.reviewForm.titleLabel')).fill('Goût trop sucré');
    await buyer.getByLabel(t('fr', 'auth.reviewForm.bodyLabel')).fill('Efficace peut-être, mais le goût est bien trop sucré pour moi.');
    await buyer.getByRole('button', { name: t('fr', 'auth.reviewForm.submit') }).click();
    await buyer.getByText(t('fr', 'auth.reviewForm.sent').slice(0, 20)).waitFor();

    await publish('Goût trop sucré');
    const review = operator.getByRole('article', { name: 'Goût trop sucré' });
    await operator.getByRole('link', { name: /^Published/ }).click();
    await review.getByLabel('Public reply from VitaGlow').fill('Merci : une version moins sucrée arrive au printemps.');
    await review.getByRole('button', { name: 'Publish reply' }).click();
    await review.getByText('Merci : une version moins sucrée arrive au printemps.').waitFor();

    // The product's French page: its rating, the review in French with "Acheteur vérifié", the shop's reply under it.
    await buyer.goto(`/fr/products/${PRODUCT}`);
    const reviews = buyer.getByRole('region', { name: t('fr', 'store.reviews.heading') });
    await reviews
      .getByRole('img', { name: t('fr', 'store.rating.label', { rating: '2,0' }) })
      .first()
      .waitFor();
    const item = reviews.getByRole('article', { name: 'Goût trop sucré' });
    await item.getByText(t('fr', 'store.rating.verified')).waitFor();
    await item.getByText(t('fr', 'store.reviews.reply')).waitFor();
    await item.getByText('Merci : une version moins sucrée arrive au printemps.').waitFor();
    expect(await item.getByText(/bien trop sucré/).getAttribute('lang')).toBe('fr');
    expect((await runAxe(buyer)).filter(isSerious)).toEqual([]);

    // Its card on /fr/products, and the hero's line on the French home page.
    await buyer.goto('/fr/products');
    const card = buyer.getByRole('article').filter({ has: buyer.getByRole('heading', { name: 'Gummies BCAA' }) });
    await card.getByRole('img', { name: t('fr', 'store.rating.label', { rating: '2,0' }) }).waitFor();
    await card.getByText(t('fr', 'store.rating.reviews', { count: 1 })).waitFor();
    await buyer.goto('/fr');
    await buyer.getByText(t('fr', 'store.rating.shop', { rating: '2,0', count: 1 })).waitFor();
    expect(buyer.errors).toEqual([]);
    expect(operator.errors).toEqual([]);
  });

  it('in Arabic on a 375 px phone, by keyboard; the page shows each review in the language it was written in', async () => {
    const buyer = await browser.newPage({ baseURL: server.url, viewport: { width: 375, height: 740 } });
    const email = `murajaa.${Date.now()}@vitaglow-mail.com`;
    await shipAndDeliver(await paidOrder(buyer, email, 'ar'));
    await buyer.goto(await invitationLink(buyer, email));
    await buyer.getByRole('heading', { name: t('ar', 'auth.reviewForm.title'), level: 1 }).waitFor();
    expect(await buyer.locator('html').getAttribute('dir')).toBe('rtl');

    // Stars by the radio group's arrows, then the fields in tab order, as a keyboard user goes.
    await buyer.getByRole('radio', { name: t('ar', 'auth.reviewForm.star1') }).focus();
    for (let step = 0; step < 4; step++) await buyer.keyboard.press('ArrowDown');
    expect(await buyer.getByRole('radio', { name: t('ar', 'auth.reviewForm.star5') }).isChecked()).toBe(true);
    await buyer.getByLabel(t('ar', 'auth.reviewForm.titleLabel')).focus();
    await buyer.keyboard.type('ممتاز بعد التمرين');
    await buyer.keyboard.press('Tab');
    await buyer.keyboard.type('طعمها لطيف وسهلة الحمل في حقيبة النادي، أنصح بها.');
    await buyer.getByRole('button', { name: t('ar', 'auth.reviewForm.submit') }).press('Enter');
    await buyer.getByText(t('ar', 'auth.reviewForm.sent').slice(0, 12)).waitFor();
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await publish('ممتاز بعد التمرين');
    await buyer.goto(`/ar/products/${PRODUCT}`);
    const reviews = buyer.getByRole('region', { name: t('ar', 'store.reviews.heading') });
    await reviews
      .getByRole('img', { name: t('ar', 'store.rating.label', { rating: '3.5' }) })
      .first()
      .waitFor();
    const arabic = reviews.getByRole('article', { name: 'ممتاز بعد التمرين' });
    const french = reviews.getByRole('article', { name: 'Goût trop sucré' });
    expect(await arabic.getByText(/أنصح بها/).getAttribute('lang')).toBe('ar');
    // Never translated: the French review stays French on the Arabic page, marked so.
    expect(await french.getByText(/bien trop sucré/).getAttribute('lang')).toBe('fr');
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect((await runAxe(buyer)).filter(isSerious)).toEqual([]);
    await buyer.goto('/ar');
    await buyer.getByText(t('ar', 'store.rating.shop', { rating: '3.5', count: 2 })).waitFor();
    expect(buyer.errors).toEqual([]);
  });
});

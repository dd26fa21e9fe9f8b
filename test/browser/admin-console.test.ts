import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isSerious, runAxe } from '../../tools/axe';
import { signInAsOperator, signedIn, verifiedAccount } from './accounts';
import { baseUrl, useBrowser } from './browser';
import { payOnTestPage } from './delivery';

const browser = useBrowser();
/** A verified, signed-in shopper in this page's browser context (through the API, as an earlier visit would leave it). */
async function signedInShopper(page: Page): Promise<string> {
  const email = await verifiedAccount(page, `console.${Date.now()}@vitaglow-mail.com`);
  await signedIn(page, email);
  return email;
}

describe('the operator console in Chromium', () => {
  it('finds a paid order by the buyer’s e-mail, refunds part of it, and the shopper’s account shows the refund', async () => {
    const shopper = await browser.newPage();
    const email = await signedInShopper(shopper);
    const placed = await shopper.request.post('/api/create-payment', {
      headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
      data: { items: [{ id: 'collagen-gummies', quantity: 2 }], shipping: { id: 'free-us' } },
    });
    await shopper.goto(((await placed.json()) as { url: string }).url, { waitUntil: 'commit' });
    await payOnTestPage(shopper);
    await shopper.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    const operator = await browser.newPage();
    await operator.goto('/admin', { waitUntil: 'commit' });
    await operator.getByRole('heading', { name: 'Console unavailable' }).waitFor();
    await signInAsOperator(operator);
    await operator.getByRole('search', { name: 'Find orders' }).getByLabel('Reference or e-mail').fill(email);
    await operator.getByRole('button', { name: 'Search' }).click();
    const row = operator.getByRole('row').filter({ hasText: email });
    await row.getByText('paid', { exact: true }).waitFor();
    await row.getByRole('link').click();
    await operator.getByRole('heading', { name: /^Order VG-/ }).waitFor();

    await operator.getByLabel('Amount in US dollars').fill('5');
    await operator.getByRole('button', { name: 'Refund…' }).click();
    const confirm = operator.getByRole('dialog', { name: 'Refund $5.00?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Refund' }).click();
    await operator.getByRole('status').filter({ hasText: 'Refund recorded.' }).waitFor();
    await operator.getByText('partially refunded', { exact: true }).waitFor();
    await operator.getByText('Refund recorded: $5.00 refunded in all').waitFor();
    await operator.getByText('operator@vitaglow-mail.com: order refund of $5.00').waitFor();
    expect((await runAxe(operator)).filter(isSerious)).toEqual([]);

    await shopper.goto('/account');
    const orders = shopper.getByRole('region', { name: 'My orders' });
    await orders.getByText('Partially refunded').waitFor();
    await orders.getByText('$5.00 refunded').waitFor();
    expect(operator.errors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  it('keeps the confirmation a real dialog: focus inside, Escape closes it and returns focus', async () => {
    const shopper = await browser.newPage();
    await signedInShopper(shopper);
    const placed = await shopper.request.post('/api/create-payment', {
      headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
      data: { items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } },
    });
    const reference = decodeURIComponent(new URL(((await placed.json()) as { url: string }).url).pathname.split('/').pop()!);
    await shopper.goto(`/test-payment/${reference}`, { waitUntil: 'commit' });
    await payOnTestPage(shopper);

    const operator = await browser.newPage();
    await signInAsOperator(operator);
    await operator.goto(`/admin/orders/${reference}`, { waitUntil: 'commit' });
    const open = operator.getByRole('button', { name: 'Refund…' });
    await open.click();
    const confirm = operator.getByRole('dialog', { name: 'Refund $29.99?' });
    await confirm.waitFor();
    expect(await confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await operator.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);
    await operator.getByText('paid', { exact: true }).waitFor();
  });

  it('sends a refund whose answer was lost again as the same refund, however the operator retries', async () => {
    const shopper = await browser.newPage();
    await signedInShopper(shopper);
    const placed = await shopper.request.post('/api/create-payment', {
      headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
      data: { items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } },
    });
    const reference = decodeURIComponent(new URL(((await placed.json()) as { url: string }).url).pathname.split('/').pop()!);
    await shopper.goto(`/test-payment/${reference}`, { waitUntil: 'commit' });
    await payOnTestPage(shopper);

    const operator = await browser.newPage();
    await signInAsOperator(operator);
    // The first refund is made, but its answer is lost on the way back: the console sees a 502.
    let lost = false;
    await operator.route('**/api/admin/orders/*/refunds', async (route) => {
      if (lost) return route.continue();
      lost = true;
      // The browser's own Sec-Fetch-Site is not copied to a request Playwright replays: set it as the console sent it.
      const made = await route.fetch({ headers: { ...route.request().headers(), 'sec-fetch-site': 'same-origin' } });
      expect(made.status()).toBe(200);
      await route.fulfill({ status: 502, json: { error: { code: 'payments_unavailable', message: 'Stripe is unreachable or failing' } } });
    });
    await operator.goto(`/admin/orders/${reference}`, { waitUntil: 'commit' });
    await operator.getByLabel('Amount in US dollars').fill('5');
    await operator.getByRole('button', { name: 'Refund…' }).click();
    const confirm = operator.getByRole('dialog', { name: 'Refund $5.00?' });
    await confirm.getByRole('button', { name: 'Refund' }).click();
    await confirm.getByRole('alert').waitFor();
    await operator.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });

    // The operator submits the form anew rather than retrying in the dialog: still that one refund.
    await operator.getByRole('button', { name: 'Refund…' }).click();
    await confirm.getByRole('button', { name: 'Refund' }).click();
    await operator.getByRole('status').filter({ hasText: 'Refund recorded.' }).waitFor();
    await operator.getByText('Refund recorded: $5.00 refunded in all').waitFor();
    await operator.goto(`/admin/orders/${reference}`, { waitUntil: 'commit' });
    await operator.getByText('Refund recorded: $5.00 refunded in all').waitFor();
    expect(await operator.getByText(/Refund recorded: \$\d+\.\d\d refunded in all/).count()).toBe(1);
    expect(await operator.getByText('Up to $24.99 can be refunded.', { exact: false }).count()).toBe(1);
  });

  it('exports the subscribers from its own page: a same-origin request the console’s guard lets through', async () => {
    const operator = await browser.newPage();
    await signInAsOperator(operator);
    await operator.goto('/admin/subscribers', { waitUntil: 'commit' });
    const [download] = await Promise.all([
      operator.waitForEvent('download'),
      operator.getByRole('link', { name: 'Export all as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vitaglow-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await readFile(await download.path(), 'utf8')).toMatch(/^email,language,coupon,subscribed_at,unsubscribed_at,confirmed_at\r\n/);
    await operator.goto('/admin/audit', { waitUntil: 'commit' });
    await operator.getByRole('cell', { name: 'subscribers.export' }).first().waitFor();
  });

  it('receives stock with a reason on the Inventory page without undoing a sale made while the page was open, and shows the history', async () => {
    const operator = await browser.newPage();
    await signInAsOperator(operator);
    await operator.goto('/admin/inventory', { waitUntil: 'commit' });
    const name = 'Magnesium Gummies';
    const row = operator.getByRole('row').filter({ hasText: name });
    await row.getByLabel(`Units on the shelf for ${name}`).fill('10');
    await row.getByRole('button', { name: 'Start counting' }).click();
    // Counted, the row offers adjustments instead.
    await row.getByRole('button', { name: 'Record' }).waitFor();
    try {
      // A shopper buys 3 while the operator's page still shows 10.
      const shopper = await browser.newPage();
      const placed = await shopper.request.post('/api/create-payment', {
        headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
        data: { items: [{ id: 'magnesium-gummies', quantity: 3 }], shipping: { id: 'free-us' } },
      });
      await shopper.goto(((await placed.json()) as { url: string }).url, { waitUntil: 'commit' });
      await payOnTestPage(shopper);
      await shopper.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
      await row.getByRole('cell', { name: '10', exact: true }).waitFor();

      await row.getByLabel(`Low-stock threshold for ${name}`).fill('8');
      await row.getByRole('button', { name: 'Save threshold' }).click();
      await row.getByRole('status').getByText('Threshold saved').waitFor();
      await row.getByRole('cell', { name: '7', exact: true }).waitFor();

      await row.getByLabel(`Units (+ add, − take away) for ${name}`).fill('24');
      await row.getByLabel(`Reason for ${name}`).selectOption('received');
      await row.getByLabel(`Note (optional) for ${name}`).fill('Delivery 2291');
      await row.getByRole('button', { name: 'Record' }).click();
      await row.getByRole('status').getByText('Recorded: +24 received').waitFor();
      await row.getByRole('cell', { name: '31', exact: true }).waitFor();

      await row.getByText(`Recent changes to ${name}`).click();
      const history = row.getByRole('listitem');
      await history.first().getByText('+24 received → 31').waitFor();
      await history.first().getByText('Delivery 2291').waitFor();
      await history.nth(1).getByText('First count: 10').waitFor();
      expect((await runAxe(operator)).filter(isSerious)).toEqual([]);
      expect(operator.errors).toEqual([]);
    } finally {
      await row.getByRole('button', { name: `Lift the limit… of ${name}` }).click();
      await operator
        .getByRole('dialog', { name: `Stop counting ${name}?` })
        .getByRole('button', { name: 'Lift the limit' })
        .click();
      await row.getByText('not limited', { exact: true }).waitFor();
    }
  });
});

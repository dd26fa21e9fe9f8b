import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isSerious, runAxe } from '../../tools/axe';
import { signInAsOperator } from './accounts';
import { baseUrl, useBrowser } from './browser';
import { payOnTestPage } from './delivery';

/*
 * The last unit and two shoppers: both check out (an open checkout holds nothing), both pay; the first gets
 * the order, the second is told at once, in their language, that it sold out and that the payment goes back.
 */

const browser = useBrowser();
const PRODUCT = 'Marine Collagen Gummies';

/** A shopper's checkout of one unit, in their language, straight to the payment page. */
async function checkout(page: Page, language: 'en' | 'ar'): Promise<void> {
  const placed = await page.request.post('/api/create-payment', {
    headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
    data: { items: [{ id: 'collagen-gummies', quantity: 1 }], shipping: { id: 'free-us' }, language },
  });
  expect(placed.status()).toBe(200);
  await page.goto(((await placed.json()) as { url: string }).url, { waitUntil: 'commit' });
}

describe('the last unit, two shoppers', () => {
  it('ships to the first to pay; the second is told it sold out and refunded, in Arabic on a phone, and the operator has nothing to do', async () => {
    const operator = await browser.newPage();
    await signInAsOperator(operator, 'stock.operator@vitaglow-mail.com');
    await operator.getByRole('link', { name: 'Inventory' }).click();
    await operator.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
    const row = operator.getByRole('row').filter({ hasText: PRODUCT });
    await row.getByLabel(`Units on the shelf for ${PRODUCT}`).fill('1');
    await row.getByRole('button', { name: 'Start counting' }).click();
    await row.getByRole('button', { name: 'Record' }).waitFor();
    try {
      const first = await browser.newPage();
      const second = await browser.newPage({ viewport: { width: 375, height: 740 } });
      await checkout(first, 'en');
      await checkout(second, 'ar');

      await payOnTestPage(first, 'first.buyer@vitaglow-mail.com');
      await first.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

      await payOnTestPage(second, 'second.buyer@vitaglow-mail.com');
      await second.getByRole('heading', { name: 'نعتذر، نفدت الكمية' }).waitFor();
      await second.getByRole('status').getByText('نردّ إليك كامل المبلغ المدفوع', { exact: false }).waitFor();
      expect(await second.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect((await runAxe(second)).filter(isSerious)).toEqual([]);
      const reference = (await second.locator('main').getByText(/VG-/).first().innerText()).match(/VG-[A-Z0-9-]+/)![0];

      await operator.goto(`/admin/orders/${reference}`, { waitUntil: 'commit' });
      await operator.getByRole('heading', { name: `Order ${reference}` }).waitFor();
      await operator.getByRole('status').getByText('Nothing is left for you to do.', { exact: false }).waitFor();
      await operator.getByText('sold out', { exact: true }).first().waitFor();
    } finally {
      await operator.goto('/admin/inventory', { waitUntil: 'commit' });
      await row.getByRole('button', { name: `Lift the limit… of ${PRODUCT}` }).click();
      await operator
        .getByRole('dialog', { name: `Stop counting ${PRODUCT}?` })
        .getByRole('button', { name: 'Lift the limit' })
        .click();
      await row.getByText('not limited', { exact: true }).waitFor();
    }
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isSerious, runAxe } from '../../tools/axe';
import { useBrowser } from './browser';

const browser = useBrowser();

async function signInAsOperator(page: Page, email = 'catalogue@vitaglow-mail.com') {
  await page.goto('/admin/dev-sign-in', { waitUntil: 'commit' });
  await page.getByLabel('Operator e-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
}

async function openProduct(page: Page, name: string) {
  await page.goto('/admin/catalogue', { waitUntil: 'commit' });
  await page.getByRole('heading', { name: 'Catalogue', level: 1 }).waitFor();
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name: `Product: ${name}`, level: 1 }).waitFor();
}

/** The accessible name of the focused control, as a screen reader announces it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const labelled = element.id ? document.querySelector(`label[for="${element.id}"]`) : null;
    const label = element.closest('label') ?? labelled;
    return (element.getAttribute('aria-label') ?? label?.textContent ?? element.textContent ?? '').trim();
  });

describe('the catalogue editor in the console', () => {
  it('edits a product’s French name and price, shows a problem at its field, publishes version 2 and rolls back', async () => {
    const page = await browser.newPage();
    await signInAsOperator(page);
    await openProduct(page, 'Magnesium Gummies');

    const arabic = page.getByLabel('Name (Arabic)', { exact: true });
    expect(await arabic.getAttribute('dir')).toBe('rtl');
    expect(await arabic.getAttribute('lang')).toBe('ar');
    expect(await page.getByLabel('Name (French)', { exact: true }).getAttribute('lang')).toBe('fr');
    expect(await page.getByLabel('Price (US dollars)', { exact: true }).inputValue()).toBe('24.99');

    await page.getByLabel('Name (French)', { exact: true }).fill('Gommes au magnésium');
    await page.getByLabel('Price (US dollars)', { exact: true }).fill('26.49');
    await page.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();

    // An empty Arabic name: the worker refuses the whole draft and names the field.
    await arabic.fill('');
    await page.getByText('Missing translation').first().waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'The draft was not saved' });
    await summary.waitFor();
    const problem = summary.getByRole('link', { name: 'Product “Magnesium Gummies” › name (Arabic)' });
    await problem.click();
    expect(await arabic.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await arabic.getAttribute('aria-invalid')).toBe('true');
    await arabic.fill('جيلي المغنيسيوم');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
    await summary.waitFor({ state: 'detached' });

    // The list shows the saved price, marked as differing from what the shop shows.
    await page.getByRole('link', { name: 'All products and deals' }).click();
    const row = page.getByRole('row').filter({ hasText: 'magnesium-gummies' });
    await row.getByRole('cell', { name: '$26.49' }).waitFor();
    await row.getByText('changed in the draft').waitFor();
    expect((await runAxe(page)).filter(isSerious)).toEqual([]);

    await page.getByRole('button', { name: 'Publish…' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish the draft?' });
    await publish.getByText('1 price changed, 1 text changed').waitFor();
    await publish.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').filter({ hasText: 'Published: the catalogue is now version 2.' }).waitFor();
    const history = page.getByRole('table', { name: 'Published catalogue versions' });
    const two = history.getByRole('row').filter({ hasText: '1 price changed, 1 text changed' });
    await two.getByRole('cell', { name: '2', exact: true }).waitFor();
    await two.getByText('catalogue@vitaglow-mail.com').waitFor();
    await two.getByText('live').waitFor();
    await row.getByText('changed in the draft').waitFor({ state: 'detached' });

    await history.getByRole('button', { name: 'Roll back to version 1' }).click();
    const rollback = page.getByRole('dialog', { name: 'Roll back to version 1?' });
    await rollback.getByRole('button', { name: 'Roll back' }).click();
    await page.getByRole('status').filter({ hasText: 'Rolled back: the catalogue is now version 3.' }).waitFor();
    await history.getByRole('row').filter({ hasText: 'Rollback to 1' }).getByText('live').waitFor();
    // The draft is the restored catalogue again.
    await row.getByRole('cell', { name: '$24.99' }).waitFor();
    expect(page.errors.filter((error) => !error.includes('422'))).toEqual([]);
  });

  it('says another operator saved meanwhile and offers to reload, never overwriting their save', async () => {
    const page = await browser.newPage();
    await signInAsOperator(page);
    await openProduct(page, 'Omega-3 Plus');
    await page.getByLabel('Price (US dollars)', { exact: true }).fill('27.50');

    // Another operator saves their own change to the draft in the meantime.
    const other = await browser.newPage();
    await signInAsOperator(other, 'other.operator@vitaglow-mail.com');
    await openProduct(other, 'Omega-3 Plus');
    await other.getByLabel('Price (US dollars)', { exact: true }).fill('28.49');
    await other.getByRole('button', { name: 'Save draft' }).click();
    await other.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();

    await page.getByRole('button', { name: 'Save draft' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'Another operator saved the draft while you were editing' });
    await conflict.waitFor();
    await conflict.getByRole('button', { name: 'Reload the draft' }).click();
    await conflict.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Price (US dollars)', { exact: true }).inputValue()).toBe('28.49');
  });

  it('reaches the editor’s main controls with the keyboard alone, with a visible focus', async () => {
    const page = await browser.newPage();
    await signInAsOperator(page);
    await openProduct(page, 'Omega-3 Plus');
    // Loaded afresh, the page's keyboard order starts at its top.
    await page.goto(page.url(), { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Product: Omega-3 Plus', level: 1 }).waitFor();
    const wanted = [
      'Save draft',
      'Name (English)',
      'Name (French)',
      'Name (Arabic)',
      'Structure/function claim (benefit 1)',
      'Remove benefit 1',
      'Slug',
      'Price (US dollars)',
      'Published (shown and sold)',
      'Upload a photo (JPEG, PNG, WebP or AVIF, at most 5 MB)',
      'Add a nutrient row',
    ];
    const reached = new Set<string>();
    for (let step = 0; step < 400 && wanted.some((name) => ![...reached].some((seen) => seen.startsWith(name))); step += 1) {
      await page.keyboard.press('Tab');
      const name = await focusedName(page);
      reached.add(name);
      const outline = await page.evaluate(() =>
        document.activeElement === document.body ? 'past the end' : getComputedStyle(document.activeElement!).outlineStyle,
      );
      expect(outline, name).not.toBe('none');
    }
    for (const name of wanted)
      expect(
        [...reached].some((seen) => seen.startsWith(name)),
        name,
      ).toBe(true);

    // The computed % Daily Value is shown, never an input.
    await page.getByText('% Daily Value (computed)').first().waitFor();
    expect((await runAxe(page)).filter(isSerious)).toEqual([]);
  });
});

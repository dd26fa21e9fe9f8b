import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isSerious, runAxe } from '../../tools/axe';
import { PNG } from '../support/image-fixtures';
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

/** The number of the catalogue version the shop shows now, as the console's API lists it. */
async function currentVersion(page: Page): Promise<number> {
  const { items } = await page.evaluate(async () => (await fetch('/api/admin/catalogue/versions')).json() as Promise<Paged>);
  return items.find((item) => item.current)!.version;
}

type Paged = { items: { version: number; current: boolean }[] };

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
    // Other files publish too (they share the server): the next numbers follow the current one.
    const current = await currentVersion(page);
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
    const serious = (await runAxe(page)).filter(isSerious);
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);

    // A real dialog: focus inside, Escape closes it and gives focus back.
    const opener = page.getByRole('button', { name: 'Publish…' });
    await opener.click();
    const publish = page.getByRole('dialog', { name: 'Publish the draft?' });
    await publish.waitFor();
    expect(await publish.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await publish.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
    await opener.click();
    await publish.getByText('1 price changed, 1 text changed').waitFor();
    await publish.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Published: the catalogue is now version ${current + 1}.` })
      .waitFor();
    const history = page.getByRole('table', { name: 'Published catalogue versions' });
    const two = history.getByRole('row').filter({ hasText: '1 price changed, 1 text changed' });
    await two.getByRole('cell', { name: String(current + 1), exact: true }).waitFor();
    await two.getByText('catalogue@vitaglow-mail.com').waitFor();
    await two.getByText('live').waitFor();
    await row.getByText('changed in the draft').waitFor({ state: 'detached' });

    // Back to version 3, what the shop showed before this file (versions 1 and 2 predate the label review's fixes).
    await history.getByRole('button', { name: 'Roll back to version 3' }).click();
    const rollback = page.getByRole('dialog', { name: 'Roll back to version 3?' });
    await rollback.getByRole('button', { name: 'Roll back' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Rolled back: the catalogue is now version ${current + 2}.` })
      .waitFor();
    await history.getByRole('row').filter({ hasText: 'Rollback to 3' }).getByText('live').waitFor();
    // The draft is the restored catalogue again.
    await row.getByRole('cell', { name: '$24.99' }).waitFor();
    expect(page.errors.filter((error) => !error.includes('422'))).toEqual([]);
  });

  it('names the EU register entry of each French claim, and refuses a French claim without one at its field', async () => {
    const page = await browser.newPage();
    await signInAsOperator(page);
    await openProduct(page, 'Magnesium Gummies');
    // Benefit 1 is no claim in any language; benefit 3's French text is the register's magnesium claim.
    expect(await page.getByLabel('EU register entry of the French benefit 1').count()).toBe(0);
    const entry = page.getByLabel('EU register entry of the French benefit 3', { exact: true });
    expect(await entry.inputValue()).toMatch(/^Magnésium\u00a0: fonction musculaire normale/);

    await entry.fill('');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'The draft was not saved' });
    await summary.waitFor();
    await summary.getByRole('link').filter({ hasText: 'EU register entry' }).first().waitFor();
    await entry.fill('Magnésium\u00a0: fonction musculaire normale (règlement (UE) n° 432/2012)');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
    expect(page.errors.filter((error) => !error.includes('422'))).toEqual([]);
  });

  it('edits a nutrient’s source and protein’s PDCAAS, its % Daily Value corrected, and refuses a protein claim without one', async () => {
    const page = await browser.newPage();
    await signInAsOperator(page);
    await openProduct(page, 'Magnesium Gummies');
    // Row 4 is magnesium, from magnesium citrate; it is no protein row, so it has no PDCAAS field.
    expect(await page.getByLabel('Source of nutrient 4, shown as “(as …)” (English)', { exact: true }).inputValue()).toBe(
      'magnesium citrate',
    );
    expect(await page.getByLabel('Source of nutrient 4, shown as “(as …)” (Arabic)', { exact: true }).getAttribute('dir')).toBe('rtl');
    expect(await page.getByLabel(/^PDCAAS of row/).count()).toBe(0);

    // Row 6 of the mango gummies is their protein: 8 g × 0.6 / 50 g is 10 %.
    await openProduct(page, 'Mango Protein Gummies');
    const pdcaas = page.getByLabel('PDCAAS of row 6', { exact: true });
    expect(await pdcaas.inputValue()).toBe('0.6');
    const computed = page.getByRole('listitem').filter({ has: pdcaas }).locator('output');
    expect(await computed.textContent()).toBe('10%');
    await pdcaas.fill('0.9');
    await page.waitForFunction(() => [...document.querySelectorAll('output')].some((output) => output.textContent === '14%'));

    // Their texts speak of protein: without a PDCAAS the draft is refused at the field.
    await pdcaas.fill('');
    expect(await computed.textContent()).toBe('None declared (no PDCAAS)');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'The draft was not saved' });
    await summary.getByRole('link', { name: 'Product “Mango Protein Gummies” › facts › rows › #6 › PDCAAS' }).click();
    expect(await pdcaas.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await pdcaas.getAttribute('aria-invalid')).toBe('true');
    await pdcaas.fill('0.6');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
    expect(page.errors.filter((error) => !error.includes('422'))).toEqual([]);
  });

  it('adds a product with an uploaded photo and its texts in three languages, and imports only a file without problems', async () => {
    const page = await browser.newPage();
    await signInAsOperator(page);
    await page.goto('/admin/catalogue', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Add a product' }).click();
    await page.getByRole('heading', { name: 'Product: new product', level: 1 }).waitFor();

    const upload = page.getByLabel('Upload a photo (JPEG, PNG, WebP or AVIF, at most 5 MB)');
    await upload.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    });
    await page.getByRole('alert').filter({ hasText: 'This file is not a JPEG, PNG, WebP or AVIF image.' }).waitFor();
    await upload.setInputFiles({
      name: 'sleep-gummies.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG.base64, 'base64'),
    });
    await page
      .getByRole('status')
      .filter({ hasText: `Uploaded: ${PNG.width} × ${PNG.height} pixels.` })
      .waitFor();
    await page.getByText(`${PNG.width} × ${PNG.height} pixels`, { exact: true }).waitFor();
    expect(await page.locator('figure img').getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);

    const texts = {
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
      Arabic: [
        'جيلي النوم',
        'جيلي خالٍ من الميلاتونين لروتينك المسائي.',
        'صورة المنتج جيلي النوم',
        'قطعتا جيلي',
        'المغنيسيوم',
        'بكتين، سكر',
      ],
    };
    for (const [language, [name, description, alt]] of Object.entries(texts)) {
      await page.getByLabel(`Name (${language})`, { exact: true }).fill(name!);
      await page.getByLabel(`Description (${language})`, { exact: true }).fill(description!);
      await page.getByLabel(`Image alt text (${language})`, { exact: true }).fill(alt!);
    }
    await page.getByLabel('Slug', { exact: true }).fill('sleep-gummies');
    await page.getByLabel('Price (US dollars)', { exact: true }).fill('19.99');
    await page.getByLabel('Published (shown and sold)').check();
    await page.getByLabel('This product has a Supplement Facts panel').check();
    for (const [language, [, , , serving, nutrient, other]] of Object.entries(texts)) {
      await page.getByLabel(`Serving size (${language})`, { exact: true }).fill(serving!);
      await page.getByLabel(`Nutrient 1 (${language})`, { exact: true }).fill(nutrient!);
      await page.getByLabel(`Other ingredients (${language})`, { exact: true }).fill(other!);
    }
    await page.getByLabel('Amount of nutrient 1').fill('84');
    await page.getByLabel('Daily Value nutrient of row 1').selectOption('magnesium');
    // 84 mg of magnesium's 420 mg Daily Value, computed as the panel shows it.
    await page.getByRole('listitem').filter({ hasText: 'Nutrient 1' }).getByText('20%', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();

    await page.getByRole('link', { name: 'All products and deals' }).click();
    const row = page.getByRole('row').filter({ hasText: 'sleep-gummies' });
    await row.getByRole('cell', { name: '$19.99' }).waitFor();
    await row.getByText('new in the draft').waitFor();

    // Export gives the saved draft; the same file with two problems imports nothing and lists both by path.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export the draft (JSON)' }).click(),
    ]);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      products: { slug: string; priceCents: number; texts: Record<string, { name: string }> }[];
    };
    expect(exported.products.at(-1)?.slug).toBe('sleep-gummies');
    const broken = structuredClone(exported);
    broken.products[0]!.priceCents = -1;
    broken.products[0]!.texts.fr!.name = '';
    const importer = page.getByLabel('Import a catalogue file (JSON)');
    await importer.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
    const refused = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    await refused.waitFor();
    await refused.getByText('Product “Daily Multivitamin” › price').waitFor();
    await refused.getByText('Product “Daily Multivitamin” › name (French)').waitFor();
    await page.getByRole('row').filter({ hasText: 'multivitamin' }).first().getByRole('cell', { name: '$29.99' }).waitFor();

    exported.products.at(-1)!.priceCents = 2199;
    await importer.setInputFiles({ name: 'fixed.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
    await page.getByRole('status').filter({ hasText: 'Imported fixed.json: it is now the draft.' }).waitFor();
    await row.getByRole('cell', { name: '$21.99' }).waitFor();
    expect(page.errors.filter((error) => !/\b(415|422)\b/.test(error))).toEqual([]);
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
    expect((await runAxe(page)).filter(isSerious), 'serious axe issues').toEqual([]);
  });

  it('edits a deal’s items with its discount computed, and the home page figures with the line that they are the merchant’s', async () => {
    const page = await browser.newPage();
    await signInAsOperator(page);
    await page.goto('/admin/catalogue', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Starter Pack', exact: true }).click();
    await page.getByRole('heading', { name: 'Deal: Starter Pack', level: 1 }).waitFor();
    await page.getByText('Items at their prices: $94.97. The package saves $34.98 (37% off).').waitFor();
    await page.getByLabel('Quantity of item 1').fill('2');
    await page.getByText('Items at their prices: $124.96. The package saves $64.97 (52% off).').waitFor();
    expect(await page.getByLabel('Time-limit note (blank: none) (Arabic)').getAttribute('dir')).toBe('rtl');
    expect((await runAxe(page)).filter(isSerious), 'serious axe issues').toEqual([]);

    await page.getByRole('link', { name: 'All products and deals' }).click();
    await page.getByRole('link', { name: 'Edit the home page figures' }).click();
    await page.getByRole('heading', { name: 'Home page figures', level: 1 }).waitFor();
    await page.getByText('They are yours to make true').waitFor();
    // The hero's star rating is the published reviews', never a figure typed here (issue 39).
    expect(await page.getByLabel(/review/i).count()).toBe(0);
    const lives = page.getByLabel('Impact figure 1: number');
    await lives.fill('50x');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const typed = page.getByRole('alert').filter({ hasText: 'Nothing was saved' });
    await typed.getByRole('link', { name: /^Home page › impact figures/ }).click();
    expect(await lives.evaluate((input) => input === document.activeElement)).toBe(true);
    await lives.fill('51000');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
    expect((await runAxe(page)).filter(isSerious), 'serious axe issues').toEqual([]);

    // Closing the tab with unsaved changes asks first.
    await lives.fill('52000');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });
});

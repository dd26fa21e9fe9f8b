import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductId } from '../../core/catalogue';
import type { Language } from '../../core/language';
import { activeCatalogue } from '../../core/catalogue-scope';
import type { DailyValue } from '../../core/supplement-facts';
import { formatNumber } from '../../web/components/ui/format';
import { isSerious, runAxe } from '../../tools/axe';
import { useBrowser } from './browser';
import { startIn, text } from './storefront-support';

const browser = useBrowser();

const PHONE = { width: 375, height: 740 };

/** The long multivitamin panel, whey (sub-rows, "Contains: Milk."), the pre-workout (caffeine, "**"), omega-3 (fish). */
const SHOWN: readonly ProductId[] = ['multivitamin', 'whey-vanilla', 'pre-workout', 'omega-3-plus'];

const percent = (value: number, language: Language) => formatNumber(value / 100, language, { style: 'percent', maximumFractionDigits: 0 });

/** A % Daily Value cell's text content (the "**" marker is followed by its words for screen readers). */
function dailyValueText(value: DailyValue, language: Language): string {
  if (value.kind === 'percent') return percent(value.percent, language);
  if (value.kind === 'lessThanOne') return text(language, 'facts.panel.lessThan', { percent: percent(1, language) });
  if (value.kind === 'notDeclared') return '';
  return `**${text(language, 'facts.panel.notEstablished')}`;
}

async function openBenefits(page: Page, language: Language, id: ProductId): Promise<Locator> {
  const name = text(language, `content.catalogue.${id}.name`);
  await page
    .locator('main')
    .getByRole('article', { name, exact: true })
    .getByRole('button', { name: text(language, 'store.products.viewBenefits') })
    .click();
  const dialog = page.getByRole('dialog', { name, exact: true });
  await dialog.waitFor();
  return dialog;
}

/** Nothing in the dialog is wider than the dialog, so it never scrolls sideways; nor does the page. */
async function expectNoHorizontalScroll(page: Page, dialog: Locator, table: Locator) {
  const sizes = await dialog.evaluate((el) => ({
    dialog: [el.scrollWidth, el.clientWidth],
    overlay: [el.parentElement!.scrollWidth, el.parentElement!.clientWidth],
  }));
  expect(sizes.dialog[0], 'dialog scrollWidth ≤ clientWidth').toBeLessThanOrEqual(sizes.dialog[1]);
  expect(sizes.overlay[0], 'overlay scrollWidth ≤ clientWidth').toBeLessThanOrEqual(sizes.overlay[1]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const box = (await dialog.boundingBox())!;
  const tableBox = (await table.boundingBox())!;
  expect(tableBox.x).toBeGreaterThanOrEqual(box.x);
  expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(box.x + box.width);
  // Every cell inside the table's box: no cell pushed out by a long word.
  const overflowing = await table.evaluate((el) => {
    const outer = el.getBoundingClientRect();
    return [...el.querySelectorAll('th, td')]
      .filter((cell) => {
        const r = cell.getBoundingClientRect();
        return r.left < outer.left - 0.5 || r.right > outer.right + 0.5 || cell.scrollWidth > cell.clientWidth + 1;
      })
      .map((cell) => cell.textContent);
  });
  expect(overflowing).toEqual([]);
}

describe.each(['en', 'fr', 'ar'] as const)('Supplement Facts in the benefits dialog (%s, 375 px)', (language) => {
  it('shows an accessible facts table for each product, fitting the phone, without serious axe issues', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await startIn(page, language);
    await page.goto('/products');
    await page.getByRole('heading', { level: 1, name: text(language, 'products.heading') }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      language,
      language === 'ar' ? 'rtl' : 'ltr',
    ]);

    for (const id of SHOWN) {
      const facts = activeCatalogue().panels[id]!;
      const dialog = await openBenefits(page, language, id);
      // Closed at first: the dialog's only list is the six benefits (the existing dialog tests count them).
      await dialog.getByRole('listitem').nth(5).waitFor();
      expect(await dialog.getByRole('listitem').count()).toBe(6);
      const caption = text(language, 'facts.panel.caption', { product: text(language, `content.catalogue.${id}.name`) });
      expect(await dialog.getByRole('table').count()).toBe(0);

      await dialog.getByText(text(language, 'facts.panel.disclosure'), { exact: true }).click();
      const table = dialog.getByRole('table', { name: caption, exact: true });
      await table.waitFor();
      // Visually the caption says "Supplement Facts".
      expect(await table.locator('caption [aria-hidden="true"]').textContent()).toBe(text(language, 'facts.panel.title'));

      // Column headers, and a row header for the serving lines, calories and each ingredient.
      expect(await table.getByRole('columnheader').allTextContents()).toEqual([
        text(language, 'facts.panel.ingredient'),
        text(language, 'facts.panel.amountPerServing'),
        text(language, 'facts.panel.dailyValue'),
      ]);
      const amountOf = (line: (typeof facts.rows)[number]) => text(language, line.unitKey, { amount: formatNumber(line.amount, language) });
      // A nutrient's source compound follows its name (21 CFR 101.36(d)); added sugars read as FDA's format writes
      // them: "Includes 2g Added Sugars", the amount in the name.
      const nutrientOf = (line: (typeof facts.rows)[number]) =>
        line.sourceKey
          ? text(language, 'facts.panel.withSource', { nutrient: text(language, line.nameKey), source: text(language, line.sourceKey) })
          : text(language, line.nameKey);
      const nameOf = (line: (typeof facts.rows)[number]) =>
        line.included ? text(language, 'facts.panel.includes', { amount: amountOf(line), nutrient: nutrientOf(line) }) : nutrientOf(line);
      const rowHeaders = await table.getByRole('rowheader').allTextContents();
      expect(rowHeaders).toEqual([
        text(language, 'facts.panel.servingSize'),
        text(language, 'facts.panel.servingsPerContainer'),
        ...(facts.calories === null ? [] : [text(language, 'facts.panel.calories')]),
        ...facts.rows.map(nameOf),
      ]);
      expect(await table.getByRole('row').nth(0).getByRole('cell').textContent()).toBe(text(language, facts.servingSizeKey));

      // Each ingredient's amount and % Daily Value, numbers written the language's way.
      for (const line of facts.rows) {
        const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: nameOf(line), exact: true }) });
        expect(await row.getByRole('cell').allTextContents(), line.nameKey).toEqual([
          line.included ? '' : amountOf(line),
          // Fat, carbohydrate, fiber and protein take the 2,000-calorie asterisk (21 CFR 101.36(b)(2)(iii)(D)).
          dailyValueText(line.dailyValue, language) + (line.calorieBased ? '*' : ''),
        ]);
      }
      const footnote = table.getByText(text(language, 'facts.panel.footnote'), { exact: true });
      expect(await footnote.count()).toBe(facts.rows.some((line) => line.dailyValue.kind === 'notEstablished') ? 1 : 0);
      const calories = table.getByText(text(language, 'facts.panel.calorieFootnote'), { exact: true });
      expect(await calories.count()).toBe(facts.rows.some((line) => line.calorieBased) ? 1 : 0);

      // Other ingredients, allergens, warnings.
      await dialog.getByRole('heading', { name: text(language, 'facts.panel.otherIngredients'), exact: true }).waitFor();
      await dialog.getByText(text(language, facts.otherIngredientsKey), { exact: true }).waitFor();
      const contains = dialog.getByText(text(language, 'facts.panel.contains', { allergens: '' }).replace(/\.$/, ''), { exact: false });
      if (facts.allergensKey) await dialog.getByText(text(language, facts.allergensKey), { exact: true }).waitFor();
      else expect(await contains.count()).toBe(0);
      await dialog.getByRole('heading', { name: text(language, 'facts.panel.warnings'), exact: true }).waitFor();
      const warnings = facts.warningKeys.map((key) => text(language, key));
      // Then the EU's mandatory mentions (Directive 2002/46/EC), in every language: the shop ships to the EU.
      await dialog.getByRole('heading', { name: text(language, 'facts.eu.heading'), exact: true }).waitFor();
      const eu = [
        text(language, 'facts.eu.dailyDose', { serving: text(language, facts.servingSizeKey) }),
        text(language, 'facts.eu.doNotExceed'),
        text(language, 'facts.eu.notASubstitute'),
        text(language, 'facts.eu.children'),
      ];
      expect((await dialog.getByRole('listitem').allTextContents()).slice(6)).toEqual([...warnings, ...eu]);

      expect(await table.evaluate((el) => getComputedStyle(el).direction)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await expectNoHorizontalScroll(page, dialog, table);

      const serious = (await runAxe(page)).filter(isSerious);
      expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(page.errors).toEqual([]);
  });
});

describe('Supplement Facts figures', () => {
  it('shows the label values: vitamin C 100% and its source, "<1%" sodium, protein corrected, caffeine in mg, "Contains: Milk."', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto('/products');
    await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();

    let dialog = await openBenefits(page, 'en', 'multivitamin');
    await dialog.getByText('Supplement Facts, ingredients and warnings', { exact: true }).click();
    let table = dialog.getByRole('table', { name: 'Supplement Facts for Daily Multivitamin', exact: true });
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    // Each vitamin and mineral after its source compound, as labels name it (21 CFR 101.36(d)).
    expect(await row('Vitamin C (as ascorbic acid)').getByRole('cell').allTextContents()).toEqual(['90\u00a0mg', '100%']);
    expect(await row('Folate (240 mcg folic acid)').getByRole('cell').allTextContents()).toEqual(['400\u00a0mcg DFE', '100%']);
    expect(await row('Calcium (as dicalcium phosphate)').getByRole('cell').allTextContents()).toEqual(['200\u00a0mg', '15%']);
    expect(await row('Magnesium (as magnesium oxide)').getByRole('cell').allTextContents()).toEqual(['50\u00a0mg', '12%']);
    expect(await table.getByRole('row').first().textContent()).toBe('Serving Size1 tablet');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    dialog = await openBenefits(page, 'en', 'protein-gummies-mango');
    await dialog.getByText('Supplement Facts, ingredients and warnings', { exact: true }).click();
    table = dialog.getByRole('table', { name: 'Supplement Facts for Mango Protein Gummies', exact: true });
    expect(await row('Sodium').getByRole('cell').allTextContents()).toEqual(['20\u00a0mg', '<1%']);
    expect(await row('Includes 2\u00a0g Added Sugars').getByRole('cell').allTextContents()).toEqual(['', '4%']);
    // 8 g × PDCAAS 0.6 / 50 g: 10 %, where the uncorrected amount would read 16 % (21 CFR 101.9(c)(7)(ii)).
    expect(await row('Protein').getByRole('cell').allTextContents()).toEqual(['8\u00a0g', '10%*']);
    expect(await table.getByRole('row').first().textContent()).toBe('Serving Size4 gummies');
    await dialog.getByText('Contains: Milk.', { exact: true }).waitFor();
    await dialog.getByRole('listitem').filter({ hasText: 'Not for sale to persons under 18.' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    dialog = await openBenefits(page, 'en', 'pre-workout');
    await dialog.getByText('Supplement Facts, ingredients and warnings', { exact: true }).click();
    table = dialog.getByRole('table', { name: 'Supplement Facts for Pre-Workout', exact: true });
    expect(await row('Caffeine (as caffeine anhydrous)').getByRole('cell').allTextContents()).toEqual([
      '200\u00a0mg',
      '**Daily Value not established',
    ]);
    await table.getByText('** Daily Value not established.', { exact: true }).waitFor();
    expect(await table.getByRole('row').first().textContent()).toBe('Serving Size1 scoop (11 g)');
    for (const warning of [
      'Contains 200\u00a0mg of caffeine per serving.',
      'Not for use by persons sensitive to caffeine.',
      'Do not take within 6 hours of sleep.',
      'Not for sale to persons under 18.',
    ]) {
      await dialog.getByRole('listitem').filter({ hasText: warning }).waitFor();
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Fish named by species; fat's % Daily Value with its asterisk and the 2,000-calorie footnote.
    dialog = await openBenefits(page, 'en', 'omega-3-plus');
    await dialog.getByText('Supplement Facts, ingredients and warnings', { exact: true }).click();
    table = dialog.getByRole('table', { name: 'Supplement Facts for Omega-3 Plus', exact: true });
    expect(await row('Total Fat').getByRole('cell').allTextContents()).toEqual(['1\u00a0g', '1%*']);
    await table.getByText('*Percent Daily Values are based on a 2,000 calorie diet.', { exact: true }).waitFor();
    await dialog.getByText('Contains: Fish (anchovy, sardine).', { exact: true }).waitFor();
    expect(page.errors).toEqual([]);
  });
});

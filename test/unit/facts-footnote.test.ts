import { describe, expect, it } from 'vitest';
import { activeCatalogue } from '../../core/catalogue-scope';
import { SHOP_TEXTS } from './shop-texts';

/*
 * 21 CFR 101.36(b)(2)(iii)(D): a panel that declares the % Daily Value of fat, carbohydrate, fiber or protein marks
 * it with an asterisk and says "*Percent Daily Values are based on a 2,000 calorie diet." The panel adds both
 * itself, from the rows' nutrients: the merchant cannot forget them.
 */

const panels = () => activeCatalogue().panels;
/** A row's English name, as the catalogue gives it. */
const rowName = (slug: string, index: number) => activeCatalogue().texts.en?.[`content.catalogue.${slug}.facts.rows.${index}`];
const marked = (slug: string) => panels()[slug]!.rows.filter((row) => row.calorieBased);

describe('the 2,000-calorie footnote', () => {
  it('marks fat, carbohydrate, fiber and protein wherever a panel declares their % Daily Value, and nothing else', () => {
    const calorieBased = Object.entries(panels()).flatMap(([slug, panel]) =>
      panel.rows.flatMap((row, index) => (row.calorieBased ? [`${slug}: ${rowName(slug, index)}`] : [])),
    );
    expect(calorieBased).toContain('whey-vanilla: Protein');
    expect(calorieBased).toContain('whey-vanilla: Total Fat');
    expect(calorieBased).toContain('whey-vanilla: Saturated Fat');
    expect(calorieBased).toContain('protein-gummies-mango: Dietary Fiber');
    expect(calorieBased).toContain('collagen-gummies: Total Carbohydrate');
    expect(calorieBased).toContain('omega-3-plus: Total Fat');
    for (const entry of calorieBased) expect(entry).toMatch(/: (?:Total Fat|Saturated Fat|Total Carbohydrate|Dietary Fiber|Protein)$/);
  });

  it('leaves it off a panel with none of them', () => {
    expect(marked('multivitamin')).toEqual([]);
    expect(marked('pre-workout')).toEqual([]);
  });

  it('says it in every language', () => {
    expect(SHOP_TEXTS.en.facts.panel.calorieFootnote).toBe('*Percent Daily Values are based on a 2,000 calorie diet.');
    expect(SHOP_TEXTS.fr.facts.panel.calorieFootnote).toMatch(/^\*.*2\u202f000\u00a0calories/);
    expect(SHOP_TEXTS.ar.facts.panel.calorieFootnote).toMatch(/^\*.*2000 سعرة حرارية/);
  });
});

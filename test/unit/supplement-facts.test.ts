import { describe, expect, it } from 'vitest';
import { type ProductId, products } from '../../core/catalogue';
import { activeCatalogue } from '../../core/catalogue-scope';
import {
  ALLERGENS,
  NUTRIENTS,
  NUTRIENT_IDS,
  NUTRIENT_UNITS,
  type NutrientId,
  WARNINGS,
  allergenKey,
  dailyValue,
  unitKey,
} from '../../core/supplement-facts';
import { seedDocument } from './seed-document';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { isPluralForms } from '../../i18n/plural';
import { isAgeRestricted } from '../../core/age-restriction';

const DICTIONARIES = { en, fr, ar };

function lookup(dictionary: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
}

/*
 * The label values of the current catalogue (catalogue/v3.json), the merchant's data: each row is recognised by
 * its English name, as FDA's nutrient it names (i18n/facts/en.ts), so that the figures can be held to the rules;
 * a source in parentheses ("Folate (240 mcg folic acid)", 21 CFR 101.36(d)) follows the name.
 */
const seed = seedDocument();
const BY_NAME = new Map(NUTRIENT_IDS.map((id) => [en.facts.nutrients[id], id]));
const productOf = (id: ProductId) => seed.products.find((product) => product.slug === id)!;
const facts = (id: ProductId) => {
  const panel = productOf(id).facts!;
  const rows = panel.rows.map((row) => ({ ...row, nutrient: BY_NAME.get(row.nutrient.en.replace(/ \(\d[^)]*\)$/, ''))! }));
  return { ...panel, rows, shown: activeCatalogue().panels[id]! };
};
const amountOf = (id: ProductId, nutrient: NutrientId) => facts(id).rows.find((line) => line.nutrient === nutrient)?.amount;
/** The warnings in English. */
const warningsOf = (id: ProductId) => productOf(id).warnings.map((warning) => warning.en);
const allergensOf = (id: ProductId) => productOf(id).allergens?.en ?? '';
/** The serving's count: "4 gummies" → 4. */
const servingCount = (id: ProductId) => Number(/^\d+/.exec(facts(id).servingSize.en)![0]);

describe('Supplement Facts data', () => {
  it('has a panel for every product, each row a nutrient FDA names', () => {
    expect(Object.keys(activeCatalogue().panels).sort()).toEqual([...products().map((p) => p.id)].sort());
    for (const id of products().map((p) => p.id)) {
      const panel = facts(id);
      expect(panel.rows.length, id).toBeGreaterThan(0);
      expect(servingCount(id), id).toBeGreaterThan(0);
      expect(Number.isInteger(panel.servingsPerContainer) && panel.servingsPerContainer > 0, id).toBe(true);
      for (const line of panel.rows) {
        expect(line.nutrient, `${id} row named ${JSON.stringify(line)}`).toBeDefined();
        expect(line.amount, `${id} ${line.nutrient}`).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('lists the nutrients in label order (NUTRIENTS order), each once, in its own unit', () => {
    for (const id of products().map((p) => p.id)) {
      const order = facts(id).rows.map((line) => NUTRIENT_IDS.indexOf(line.nutrient));
      expect(order, id).toEqual([...order].sort((a, b) => a - b));
      expect(new Set(order).size, id).toBe(order.length);
      for (const line of facts(id).rows) expect(line.unit, `${id} ${line.nutrient}`).toBe(NUTRIENTS[line.nutrient].unit);
    }
  });

  it('uses the units of current US labels, never IU', () => {
    expect(NUTRIENT_UNITS).not.toContain('IU');
    for (const nutrient of NUTRIENT_IDS) expect(NUTRIENT_UNITS).toContain(NUTRIENTS[nutrient].unit);
    for (const id of products().map((p) => p.id)) {
      for (const line of facts(id).rows) expect(line.unit, `${id} ${line.nutrient}`).not.toMatch(/IU/i);
    }
  });

  it('holds the FDA reference daily values (21 CFR 101.9(c)(8)(iv) and (c)(9))', () => {
    const reference = (id: NutrientId) => [NUTRIENTS[id].dailyValue, NUTRIENTS[id].unit];
    expect(reference('vitaminC')).toEqual([90, 'mg']);
    expect(reference('vitaminD')).toEqual([20, 'mcg']);
    expect(reference('vitaminE')).toEqual([15, 'mg']);
    expect(reference('vitaminA')).toEqual([900, 'mcg RAE']);
    expect(reference('folate')).toEqual([400, 'mcg DFE']);
    expect(reference('vitaminB12')).toEqual([2.4, 'mcg']);
    expect(reference('biotin')).toEqual([30, 'mcg']);
    expect(reference('zinc')).toEqual([11, 'mg']);
    expect(reference('magnesium')).toEqual([420, 'mg']);
    expect(reference('calcium')).toEqual([1300, 'mg']);
    expect(reference('protein')).toEqual([50, 'g']);
    expect(reference('totalCarbohydrate')).toEqual([275, 'g']);
    expect(reference('addedSugars')).toEqual([50, 'g']);
    expect(reference('sodium')).toEqual([2300, 'mg']);
    expect(reference('totalFat')).toEqual([78, 'g']);
    expect(reference('saturatedFat')).toEqual([20, 'g']);
    expect(reference('cholesterol')).toEqual([300, 'mg']);
    for (const none of [
      'totalSugars',
      'creatine',
      'marineCollagen',
      'epa',
      'dha',
      'caffeine',
      'leucine',
      'isoleucine',
      'valine',
      'betaAlanine',
      'citrulline',
    ] as const) {
      expect(NUTRIENTS[none].dailyValue, none).toBeNull();
    }
  });
});

describe('% Daily Value', () => {
  it('is computed from the reference value and rounded to a whole percent', () => {
    expect(dailyValue('vitaminC', 90)).toEqual({ kind: 'percent', percent: 100 });
    expect(dailyValue('vitaminC', 45)).toEqual({ kind: 'percent', percent: 50 });
    expect(dailyValue('vitaminD', 25)).toEqual({ kind: 'percent', percent: 125 });
    expect(dailyValue('calcium', 200)).toEqual({ kind: 'percent', percent: 15 }); // 15.38
    expect(dailyValue('vitaminK', 80)).toEqual({ kind: 'percent', percent: 67 }); // 66.67
    expect(dailyValue('magnesium', 100)).toEqual({ kind: 'percent', percent: 24 }); // 23.8
    expect(dailyValue('vitaminB12', 10)).toEqual({ kind: 'percent', percent: 417 }); // 416.67
    expect(dailyValue('biotin', 2500)).toEqual({ kind: 'percent', percent: 8333 });
    expect(dailyValue('protein', 24)).toEqual({ kind: 'percent', percent: 48 });
    expect(dailyValue('copper', 0.9)).toEqual({ kind: 'percent', percent: 100 });
    expect(dailyValue('vitaminB6', 0.85)).toEqual({ kind: 'percent', percent: 50 });
    expect(dailyValue('cholesterol', 55)).toEqual({ kind: 'percent', percent: 18 }); // 18.33
  });

  it('rounds half up', () => {
    expect(dailyValue('totalFat', 1.17)).toEqual({ kind: 'percent', percent: 2 }); // 1.5
    expect(dailyValue('addedSugars', 0.75)).toEqual({ kind: 'percent', percent: 2 }); // 1.5
    expect(dailyValue('saturatedFat', 0.5)).toEqual({ kind: 'percent', percent: 3 }); // 2.5
  });

  it('is "<1%" under 1% of the reference, 0% for none', () => {
    expect(dailyValue('sodium', 20)).toEqual({ kind: 'lessThanOne' }); // 0.87
    expect(dailyValue('sodium', 1)).toEqual({ kind: 'lessThanOne' });
    expect(dailyValue('sodium', 23)).toEqual({ kind: 'percent', percent: 1 });
    expect(dailyValue('addedSugars', 0)).toEqual({ kind: 'percent', percent: 0 });
  });

  it('is not established without a reference value', () => {
    expect(dailyValue('creatine', 4)).toEqual({ kind: 'notEstablished' });
    expect(dailyValue('totalSugars', 2)).toEqual({ kind: 'notEstablished' });
    expect(dailyValue('caffeine', 200)).toEqual({ kind: 'notEstablished' });
  });

  it('is what each panel shows', () => {
    for (const id of products().map((p) => p.id)) {
      facts(id).rows.forEach((line, index) =>
        expect(facts(id).shown.rows[index]!.dailyValue, `${id} ${line.nutrient}`).toEqual(
          // Protein's of its PDCAAS-corrected amount (21 CFR 101.9(c)(7)(ii)).
          dailyValue(line.nutrient, line.nutrient === 'protein' ? line.amount * line.pdcaas! : line.amount),
        ),
      );
    }
    const line = (id: ProductId, nutrient: NutrientId) => facts(id).shown.rows[facts(id).rows.findIndex((l) => l.nutrient === nutrient)]!;
    expect(line('multivitamin', 'vitaminC').dailyValue).toEqual({ kind: 'percent', percent: 100 });
    expect(line('protein-gummies-mango', 'sodium').dailyValue).toEqual({ kind: 'lessThanOne' });
    expect(line('creatine-gummies', 'creatine').dailyValue).toEqual({ kind: 'notEstablished' });
  });
});

describe('plausible values per product', () => {
  it('a multivitamin declares vitamins and minerals', () => {
    for (const nutrient of ['vitaminA', 'vitaminC', 'vitaminD', 'vitaminE', 'vitaminB12', 'folate', 'zinc', 'magnesium'] as const) {
      expect(amountOf('multivitamin', nutrient), nutrient).toBeGreaterThan(0);
    }
  });

  it('protein gummies give 5–10 g of protein, a whey scoop of 32 g about 24 g with its macros', () => {
    for (const id of ['protein-gummies-mixed-berry', 'protein-gummies-mango', 'protein-gummies-cherry'] as const) {
      expect(amountOf(id, 'protein'), id).toBeGreaterThanOrEqual(5);
      expect(amountOf(id, 'protein'), id).toBeLessThanOrEqual(10);
    }
    for (const id of ['whey-vanilla', 'whey-chocolate', 'whey-strawberry', 'whey-banana'] as const) {
      expect(facts(id).servingSize.en).toBe('1 scoop (32 g)');
      expect(amountOf(id, 'protein'), id).toBe(24);
      for (const nutrient of ['totalFat', 'cholesterol', 'sodium', 'totalCarbohydrate', 'totalSugars'] as const) {
        expect(amountOf(id, nutrient), `${id} ${nutrient}`).toBeDefined();
      }
      expect(facts(id).calories, id).toBeGreaterThan(0);
    }
  });

  it('creatine gummies hold about 1 g of creatine per gummy, 3 to 5 a serving', () => {
    const count = servingCount('creatine-gummies');
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(5);
    expect(amountOf('creatine-gummies', 'creatine')! / count).toBeCloseTo(1);
  });

  it('BCAA gummies are 2:1:1 leucine, isoleucine, valine', () => {
    const leucine = amountOf('bcaa-gummies', 'leucine')!;
    expect(amountOf('bcaa-gummies', 'isoleucine')).toBe(leucine / 2);
    expect(amountOf('bcaa-gummies', 'valine')).toBe(leucine / 2);
  });

  it('magnesium, collagen, omega-3, beauty complex and pre-workout declare their actives', () => {
    expect(amountOf('magnesium-gummies', 'magnesium')).toBe(100);
    expect(amountOf('collagen-gummies', 'marineCollagen')).toBe(2.5);
    expect(amountOf('collagen-gummies', 'vitaminC')).toBeGreaterThan(0);
    expect(amountOf('omega-3-plus', 'fishOil')).toBe(1000);
    expect(amountOf('omega-3-plus', 'epa')).toBeGreaterThan(0);
    expect(amountOf('omega-3-plus', 'dha')).toBeGreaterThan(0);
    expect(amountOf('beauty-complex', 'biotin')).toBeGreaterThan(0);
    for (const nutrient of ['caffeine', 'citrulline', 'betaAlanine', 'vitaminB6', 'vitaminB12'] as const) {
      expect(amountOf('pre-workout', nutrient), nutrient).toBeGreaterThan(0);
    }
  });
});

describe('allergens and warnings', () => {
  it('whey and the protein gummies (whey isolate) declare milk; collagen and omega-3 declare fish', () => {
    for (const id of ['whey-vanilla', 'whey-chocolate', 'whey-strawberry', 'whey-banana'] as const)
      expect(allergensOf(id), id).toContain('Milk');
    expect(allergensOf('collagen-gummies')).toContain('Fish');
    expect(allergensOf('omega-3-plus')).toContain('Fish');
  });

  it('warns everyone about pregnancy, medication and children', () => {
    for (const id of products().map((p) => p.id)) {
      expect(warningsOf(id).slice(0, 2), id).toEqual([en.facts.warnings.consultPhysician, en.facts.warnings.keepAwayFromChildren]);
    }
  });

  it('the muscle-building set is creatine, the protein gummies, whey, BCAA and pre-workout, each not for sale under 18', () => {
    expect(
      products()
        .map((p) => p.id)
        .filter(isAgeRestricted)
        .sort(),
    ).toEqual(
      [
        'creatine-gummies',
        'protein-gummies-mixed-berry',
        'protein-gummies-mango',
        'protein-gummies-cherry',
        'whey-vanilla',
        'whey-chocolate',
        'whey-strawberry',
        'whey-banana',
        'bcaa-gummies',
        'pre-workout',
      ].sort(),
    );
    // Every protein product of the catalogue is in it.
    for (const product of products().filter((p) => p.category === 'protein')) expect(isAgeRestricted(product.id)).toBe(true);
    for (const id of products().map((p) => p.id)) {
      expect(warningsOf(id).includes(en.facts.warnings.under18), id).toBe(isAgeRestricted(id));
    }
  });

  it('the pre-workout declares its caffeine in mg, with the caffeine warnings; nothing else does', () => {
    const caffeine = facts('pre-workout').rows.find((line) => line.nutrient === 'caffeine')!;
    expect(caffeine).toMatchObject({ amount: 200, unit: 'mg' });
    expect(warningsOf('pre-workout')).toEqual(
      expect.arrayContaining([
        en.facts.warnings.caffeineAmount.replace('{{amount}}', '200'),
        en.facts.warnings.caffeineSensitive,
        en.facts.warnings.caffeineSleep,
      ]),
    );
    for (const id of products()
      .map((p) => p.id)
      .filter((p) => p !== 'pre-workout')) {
      expect(amountOf(id, 'caffeine'), id).toBeUndefined();
      expect(
        warningsOf(id).some((warning) => /caffeine/i.test(warning)),
        id,
      ).toBe(false);
    }
  });

  it('never uses the dagger, which the shop keeps for something else', () => {
    for (const dictionary of Object.values(DICTIONARIES)) expect(JSON.stringify(dictionary.facts)).not.toContain('†');
    for (const product of seed.products)
      expect(JSON.stringify([product.facts, product.warnings, product.allergens]), product.slug).not.toContain('†');
    expect(en.facts.panel.footnote).toBe('** Daily Value not established.');
  });
});

describe('texts', () => {
  const keys = new Set<string>([
    'facts.panel.title',
    'facts.panel.caption',
    'facts.panel.footnote',
    ...NUTRIENT_IDS.map((id) => `facts.nutrients.${id}`),
    ...NUTRIENT_UNITS.map(unitKey),
    ...ALLERGENS.map(allergenKey),
    ...WARNINGS.map((warning) => `facts.warnings.${warning}`),
  ]);

  it.each(['en', 'fr', 'ar'] as const)('every key the panels use exists in %s', (language) => {
    for (const key of keys) {
      const value = lookup(DICTIONARIES[language], key);
      const text = isPluralForms(value) ? value.other : value;
      expect(typeof text, `${language} ${key}`).toBe('string');
      expect((text as string).trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it.each(['en', 'fr', 'ar'] as const)('every panel of version 1 has its words in %s', (language) => {
    for (const id of products().map((p) => p.id)) {
      const panel = facts(id).shown;
      for (const key of [panel.servingSizeKey, panel.otherIngredientsKey, ...panel.rows.map((row) => row.nameKey), ...panel.warningKeys])
        expect(activeCatalogue().texts[language]?.[key]?.trim(), `${language} ${key}`).toBeTruthy();
    }
  });
});

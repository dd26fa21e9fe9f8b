import { describe, expect, it } from 'vitest';
import { PRODUCTS, PRODUCT_IDS, type ProductId } from '../../core/catalogue';
import {
  ALLERGENS,
  NUTRIENTS,
  NUTRIENT_IDS,
  NUTRIENT_UNITS,
  type NutrientId,
  SUPPLEMENT_FACTS,
  WARNINGS,
  allergenKey,
  dailyValue,
  unitKey,
} from '../../core/supplement-facts';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { isPluralForms } from '../../i18n/plural';
import { isAgeRestricted } from '../../core/age-restriction';

const DICTIONARIES = { en, fr, ar };

function lookup(dictionary: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
}

const facts = (id: ProductId) => SUPPLEMENT_FACTS[id];
const amountOf = (id: ProductId, nutrient: NutrientId) => facts(id).nutrients.find((line) => line.nutrient === nutrient)?.amount;
const warningKeys = (id: ProductId) => facts(id).warnings.map((warning) => warning.key);

describe('Supplement Facts data', () => {
  it('has a panel for every product, and for nothing else', () => {
    expect(Object.keys(SUPPLEMENT_FACTS).sort()).toEqual([...PRODUCT_IDS].sort());
    for (const id of PRODUCT_IDS) {
      const panel = facts(id);
      expect(panel.productId).toBe(id);
      expect(panel.nutrients.length, id).toBeGreaterThan(0);
      expect(panel.servingSize.params.count, id).toBeGreaterThan(0);
      expect(Number.isInteger(panel.servingsPerContainer) && panel.servingsPerContainer > 0, id).toBe(true);
      for (const line of panel.nutrients) expect(line.amount, `${id} ${line.nutrient}`).toBeGreaterThanOrEqual(0);
    }
  });

  it('lists the nutrients in label order (NUTRIENTS order), each once, in its own unit', () => {
    for (const id of PRODUCT_IDS) {
      const order = facts(id).nutrients.map((line) => NUTRIENT_IDS.indexOf(line.nutrient));
      expect(order, id).toEqual([...order].sort((a, b) => a - b));
      expect(new Set(order).size, id).toBe(order.length);
      for (const line of facts(id).nutrients) {
        expect(line.unit).toBe(NUTRIENTS[line.nutrient].unit);
        expect(line.unitKey).toBe(unitKey(line.unit));
      }
    }
  });

  it('uses the units of current US labels, never IU', () => {
    expect(NUTRIENT_UNITS).not.toContain('IU');
    for (const nutrient of NUTRIENT_IDS) expect(NUTRIENT_UNITS).toContain(NUTRIENTS[nutrient].unit);
    for (const id of PRODUCT_IDS) {
      for (const line of facts(id).nutrients) expect(line.unit, `${id} ${line.nutrient}`).not.toMatch(/IU/i);
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
    for (const id of PRODUCT_IDS) {
      for (const line of facts(id).nutrients)
        expect(line.dailyValue, `${id} ${line.nutrient}`).toEqual(dailyValue(line.nutrient, line.amount));
    }
    const line = (id: ProductId, nutrient: NutrientId) => facts(id).nutrients.find((l) => l.nutrient === nutrient)!;
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
      expect(facts(id).servingSize).toEqual({ key: 'facts.servingSize.scoop', params: { count: 1, grams: 32 } });
      expect(amountOf(id, 'protein'), id).toBe(24);
      for (const nutrient of ['totalFat', 'cholesterol', 'sodium', 'totalCarbohydrate', 'totalSugars'] as const) {
        expect(amountOf(id, nutrient), `${id} ${nutrient}`).toBeDefined();
      }
      expect(facts(id).calories, id).toBeGreaterThan(0);
    }
  });

  it('creatine gummies hold about 1 g of creatine per gummy, 3 to 5 a serving', () => {
    const { count } = facts('creatine-gummies').servingSize.params;
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
      expect(facts(id).allergens, id).toContain('milk');
    expect(facts('collagen-gummies').allergens).toContain('fish');
    expect(facts('omega-3-plus').allergens).toContain('fish');
    for (const id of PRODUCT_IDS) for (const allergen of facts(id).allergens) expect(ALLERGENS).toContain(allergen);
  });

  it('warns everyone about pregnancy, medication and children', () => {
    for (const id of PRODUCT_IDS) {
      expect(warningKeys(id).slice(0, 2), id).toEqual(['facts.warnings.consultPhysician', 'facts.warnings.keepAwayFromChildren']);
    }
  });

  it('the muscle-building set is creatine, the protein gummies, whey, BCAA and pre-workout, each not for sale under 18', () => {
    expect(PRODUCT_IDS.filter(isAgeRestricted).sort()).toEqual(
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
    for (const product of PRODUCTS.filter((p) => p.category === 'protein')) expect(isAgeRestricted(product.id)).toBe(true);
    for (const id of PRODUCT_IDS) {
      expect(warningKeys(id).includes('facts.warnings.under18'), id).toBe(isAgeRestricted(id));
    }
  });

  it('the pre-workout declares its caffeine in mg, with the caffeine warnings; nothing else does', () => {
    const caffeine = facts('pre-workout').nutrients.find((line) => line.nutrient === 'caffeine')!;
    expect(caffeine).toMatchObject({ amount: 200, unit: 'mg' });
    expect(facts('pre-workout').warnings).toEqual(
      expect.arrayContaining([
        { key: 'facts.warnings.caffeineAmount', params: { amount: 200 } },
        { key: 'facts.warnings.caffeineSensitive' },
        { key: 'facts.warnings.caffeineSleep' },
      ]),
    );
    expect(en.facts.warnings.caffeineAmount).toContain('{{amount}}\u00a0mg');
    for (const id of PRODUCT_IDS.filter((p) => p !== 'pre-workout')) {
      expect(amountOf(id, 'caffeine'), id).toBeUndefined();
      expect(
        warningKeys(id).some((key) => key.includes('caffeine')),
        id,
      ).toBe(false);
    }
  });

  it('never uses the dagger, which the shop keeps for something else', () => {
    for (const dictionary of Object.values(DICTIONARIES)) expect(JSON.stringify(dictionary.facts)).not.toContain('†');
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
  for (const id of PRODUCT_IDS) {
    const panel = facts(id);
    keys.add(panel.servingSize.key).add(panel.otherIngredientsKey);
    for (const line of panel.nutrients) keys.add(line.nameKey).add(line.unitKey);
    for (const warning of panel.warnings) keys.add(warning.key);
    for (const allergen of panel.allergens) keys.add(allergenKey(allergen));
  }

  it.each(['en', 'fr', 'ar'] as const)('every key the panels use exists in %s', (language) => {
    for (const key of keys) {
      const value = lookup(DICTIONARIES[language], key);
      const text = isPluralForms(value) ? value.other : value;
      expect(typeof text, `${language} ${key}`).toBe('string');
      expect((text as string).trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('serving sizes are counted texts, a scoop with its weight', () => {
    for (const form of ['gummy', 'tablet', 'softgel', 'scoop'] as const) expect(isPluralForms(en.facts.servingSize[form]), form).toBe(true);
    expect(en.facts.servingSize.scoop.one).toBe('{{count}} scoop ({{grams}} g)');
  });
});

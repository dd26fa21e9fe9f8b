import type { ProductId } from './catalogue';
import type { TextRef } from './content';
import { isAgeRestricted } from './age-restriction';

/**
 * Each product's Supplement Facts panel (US dietary supplement label, 21 CFR 101.36): serving size,
 * servings per container, the dietary ingredients per serving with their % Daily Value, the other
 * ingredients, the major food allergens and the warnings.
 *
 * THESE ARE THE MERCHANT'S LABEL VALUES. They are plausible figures for each kind of product, not the
 * label of any real batch: a merchant replaces them with exactly what is printed on their own labels
 * (this file for the figures, i18n/facts/*.ts for the wording: nutrient names, serving sizes, other
 * ingredients, warnings). The % Daily Values are not typed in: they are computed from the FDA reference
 * values below, rounded as labels round them.
 *
 * Pure data and arithmetic: no DOM, no formatting. Every word is a full translation key ('facts.…',
 * texts in i18n/facts/*.ts); figures are numbers, which the storefront formats per language.
 */

/**
 * The units a current US label may use. IU is not one of them: since the 2016 label rule vitamins A, D
 * and E are declared in mcg RAE, mcg and mg (IU may only follow in parentheses, which this shop never does).
 */
export const NUTRIENT_UNITS = ['g', 'mg', 'mcg', 'mcg DFE', 'mcg RAE', 'mg NE'] as const;
export type NutrientUnit = (typeof NUTRIENT_UNITS)[number];

/** The last segment of each unit's translation key ('facts.units.mcgDfe': '{{amount}} mcg DFE'). */
const UNIT_NAMES = {
  g: 'g',
  mg: 'mg',
  mcg: 'mcg',
  'mcg DFE': 'mcgDfe',
  'mcg RAE': 'mcgRae',
  'mg NE': 'mgNe',
} as const satisfies Record<NutrientUnit, string>;
export type UnitKey = `facts.units.${(typeof UNIT_NAMES)[NutrientUnit]}`;

export function unitKey(unit: NutrientUnit): UnitKey {
  return `facts.units.${UNIT_NAMES[unit]}`;
}

export interface NutrientDefinition {
  /** The unit every amount of this nutrient is given in, and its reference daily value too. */
  readonly unit: NutrientUnit;
  /**
   * The FDA reference daily value for adults and children 4 years and older, in `unit`: the RDIs of
   * 21 CFR 101.9(c)(8)(iv) and the DRVs of 101.9(c)(9). null where none is established (total sugars,
   * and dietary ingredients such as creatine, collagen or caffeine): the panel shows "**" instead.
   */
  readonly dailyValue: number | null;
  /** How far the row is indented under the one above it (saturated fat under total fat, EPA under omega-3). */
  readonly indent: 0 | 1 | 2;
}

const nutrient = (unit: NutrientUnit, dailyValue: number | null, indent: 0 | 1 | 2 = 0): NutrientDefinition => ({
  unit,
  dailyValue,
  indent,
});

/**
 * Every dietary ingredient the shop's labels may declare, in the order a label lists them (21 CFR
 * 101.36(b)(2)(i): the DRV nutrients, then vitamins and minerals in the 101.9(c)(8)(iv) order, then the
 * dietary ingredients without a daily value). This table is also the table of reference daily values.
 */
export const NUTRIENTS = {
  // Daily Reference Values, 101.9(c)(9)
  totalFat: nutrient('g', 78),
  saturatedFat: nutrient('g', 20, 1),
  cholesterol: nutrient('mg', 300),
  sodium: nutrient('mg', 2300),
  totalCarbohydrate: nutrient('g', 275),
  dietaryFiber: nutrient('g', 28, 1),
  totalSugars: nutrient('g', null, 1),
  addedSugars: nutrient('g', 50, 2),
  protein: nutrient('g', 50),
  // Reference Daily Intakes, 101.9(c)(8)(iv)
  vitaminA: nutrient('mcg RAE', 900),
  vitaminC: nutrient('mg', 90),
  vitaminD: nutrient('mcg', 20),
  vitaminE: nutrient('mg', 15),
  vitaminK: nutrient('mcg', 120),
  thiamin: nutrient('mg', 1.2),
  riboflavin: nutrient('mg', 1.3),
  niacin: nutrient('mg NE', 16),
  vitaminB6: nutrient('mg', 1.7),
  folate: nutrient('mcg DFE', 400),
  vitaminB12: nutrient('mcg', 2.4),
  biotin: nutrient('mcg', 30),
  pantothenicAcid: nutrient('mg', 5),
  choline: nutrient('mg', 550),
  calcium: nutrient('mg', 1300),
  iron: nutrient('mg', 18),
  phosphorus: nutrient('mg', 1250),
  iodine: nutrient('mcg', 150),
  magnesium: nutrient('mg', 420),
  zinc: nutrient('mg', 11),
  selenium: nutrient('mcg', 55),
  copper: nutrient('mg', 0.9),
  manganese: nutrient('mg', 2.3),
  chromium: nutrient('mcg', 35),
  molybdenum: nutrient('mcg', 45),
  chloride: nutrient('mg', 2300),
  potassium: nutrient('mg', 4700),
  // Dietary ingredients without a daily value
  fishOil: nutrient('mg', null),
  omega3: nutrient('mg', null),
  epa: nutrient('mg', null, 1),
  dha: nutrient('mg', null, 1),
  marineCollagen: nutrient('g', null),
  creatine: nutrient('g', null),
  leucine: nutrient('mg', null),
  isoleucine: nutrient('mg', null),
  valine: nutrient('mg', null),
  citrulline: nutrient('g', null),
  betaAlanine: nutrient('g', null),
  caffeine: nutrient('mg', null),
  hyaluronicAcid: nutrient('mg', null),
  grapeSeedExtract: nutrient('mg', null),
} as const satisfies Record<string, NutrientDefinition>;
export type NutrientId = keyof typeof NUTRIENTS;
export const NUTRIENT_IDS = Object.keys(NUTRIENTS) as NutrientId[];
export type NutrientNameKey = `facts.nutrients.${NutrientId}`;

/**
 * A % Daily Value as a label prints it: a whole percent (rounded half up), "<1%" for an amount under 1%
 * of the reference (but more than none), or "**" (Daily Value not established).
 */
export type DailyValue =
  { readonly kind: 'percent'; readonly percent: number } | { readonly kind: 'lessThanOne' } | { readonly kind: 'notEstablished' };

/** The % Daily Value of `amount` (in the nutrient's own unit), from the reference values in NUTRIENTS. */
export function dailyValue(id: NutrientId, amount: number): DailyValue {
  const reference: number | null = NUTRIENTS[id].dailyValue;
  if (reference === null) return { kind: 'notEstablished' };
  // Rounded to 1e-9 first, so that 0.9 mg of a 0.9 mg reference is exactly 100, not 100.00000000000001.
  const exact = Math.round(((amount * 100) / reference) * 1e9) / 1e9;
  if (exact > 0 && exact < 1) return { kind: 'lessThanOne' };
  return { kind: 'percent', percent: Math.round(exact) };
}

/**
 * The major food allergens (FALCPA and the FASTER Act, 21 U.S.C. 343(qq)), a closed list: the "Contains"
 * statement names those of the product's ingredients that come from one of them. Whey is milk; marine
 * collagen and fish oil are fish. Gelatin is not an allergen.
 */
export const ALLERGENS = ['milk', 'egg', 'fish', 'shellfish', 'treeNuts', 'peanuts', 'wheat', 'soy', 'sesame'] as const;
export type Allergen = (typeof ALLERGENS)[number];
export type AllergenKey = `facts.allergens.${Allergen}`;

export function allergenKey(allergen: Allergen): AllergenKey {
  return `facts.allergens.${allergen}`;
}

export const WARNINGS = [
  'consultPhysician',
  'keepAwayFromChildren',
  'caffeineAmount',
  'caffeineSensitive',
  'caffeineSleep',
  'under18',
] as const;
export type Warning = (typeof WARNINGS)[number];
export type WarningKey = `facts.warnings.${Warning}`;

export type ServingForm = 'gummy' | 'tablet' | 'softgel' | 'scoop';
/** Counted texts: '{{count}} gummies'; a scoop's also gives its weight, '{{count}} scoop ({{grams}} g)'. */
export type ServingSizeKey = `facts.servingSize.${ServingForm}`;
export type OtherIngredientsKey = `facts.otherIngredients.${ProductId}`;

/** One row of the panel. */
export interface NutrientLine {
  readonly nutrient: NutrientId;
  readonly nameKey: NutrientNameKey;
  /** Per serving, in `unit`. */
  readonly amount: number;
  readonly unit: NutrientUnit;
  /** '{{amount}} mg': the amount with its unit, written the language's way. */
  readonly unitKey: UnitKey;
  readonly indent: 0 | 1 | 2;
  readonly dailyValue: DailyValue;
}

export interface SupplementFacts {
  readonly productId: ProductId;
  /** A counted text: params.count is the number of units (and params.grams a scoop's weight). */
  readonly servingSize: TextRef<ServingSizeKey> & { readonly params: { readonly count: number; readonly grams?: number } };
  readonly servingsPerContainer: number;
  /** Calories per serving, for the products that have any worth declaring; null for the others. */
  readonly calories: number | null;
  /** In label order (NUTRIENTS' order). */
  readonly nutrients: readonly NutrientLine[];
  readonly otherIngredientsKey: OtherIngredientsKey;
  /** The "Contains" statement; empty when the product contains none of the major allergens. */
  readonly allergens: readonly Allergen[];
  /** Every product: the physician and children warnings; then caffeine's, then the under-18 one. */
  readonly warnings: readonly TextRef<WarningKey>[];
}

/** What a merchant types in for one product: the rest (keys, % DV, order, warnings) is derived. */
interface LabelValues {
  readonly serving: { readonly form: ServingForm; readonly count: number; readonly grams?: number };
  readonly servingsPerContainer: number;
  readonly calories?: number;
  /** Amount per serving of each dietary ingredient, in its unit (NUTRIENTS[id].unit). */
  readonly nutrients: { readonly [N in NutrientId]?: number };
  readonly allergens?: readonly Allergen[];
}

function label(productId: ProductId, values: LabelValues): SupplementFacts {
  const nutrients = NUTRIENT_IDS.flatMap((id): NutrientLine[] => {
    const amount = values.nutrients[id];
    if (amount === undefined) return [];
    const { unit, indent } = NUTRIENTS[id];
    return [
      { nutrient: id, nameKey: `facts.nutrients.${id}`, amount, unit, unitKey: unitKey(unit), indent, dailyValue: dailyValue(id, amount) },
    ];
  });
  const caffeine = values.nutrients.caffeine;
  const warnings: TextRef<WarningKey>[] = [{ key: 'facts.warnings.consultPhysician' }, { key: 'facts.warnings.keepAwayFromChildren' }];
  if (caffeine !== undefined) {
    warnings.push(
      { key: 'facts.warnings.caffeineAmount', params: { amount: caffeine } },
      { key: 'facts.warnings.caffeineSensitive' },
      { key: 'facts.warnings.caffeineSleep' },
    );
  }
  // New York's General Business Law § 391-oo: muscle-building supplements are for adults (./age-restriction.ts).
  if (isAgeRestricted(productId)) warnings.push({ key: 'facts.warnings.under18' });
  const { form, count, grams } = values.serving;
  return {
    productId,
    servingSize: { key: `facts.servingSize.${form}`, params: grams === undefined ? { count } : { count, grams } },
    servingsPerContainer: values.servingsPerContainer,
    calories: values.calories ?? null,
    nutrients,
    otherIngredientsKey: `facts.otherIngredients.${productId}`,
    allergens: values.allergens ?? [],
    warnings,
  };
}

/** 4 protein gummies: whey isolate and collagen, sweetened mostly with allulose and fibre. */
const PROTEIN_GUMMIES: LabelValues = {
  serving: { form: 'gummy', count: 4 },
  servingsPerContainer: 15,
  calories: 50,
  nutrients: { sodium: 20, totalCarbohydrate: 6, dietaryFiber: 3, totalSugars: 2, addedSugars: 2, protein: 8 },
  allergens: ['milk'],
};

/** One 32 g scoop of whey: 24 g protein. */
const WHEY: LabelValues = {
  serving: { form: 'scoop', count: 1, grams: 32 },
  servingsPerContainer: 30,
  calories: 120,
  nutrients: {
    totalFat: 1.5,
    saturatedFat: 1,
    cholesterol: 55,
    sodium: 130,
    totalCarbohydrate: 3,
    totalSugars: 2,
    addedSugars: 0,
    protein: 24,
    calcium: 120,
  },
  allergens: ['milk'],
};

/** Every product's label, keyed by product id: a product without one fails the type-check. */
export const SUPPLEMENT_FACTS: Record<ProductId, SupplementFacts> = {
  multivitamin: label('multivitamin', {
    serving: { form: 'tablet', count: 1 },
    servingsPerContainer: 60,
    nutrients: {
      vitaminA: 900,
      vitaminC: 90,
      vitaminD: 25,
      vitaminE: 15,
      vitaminK: 80,
      thiamin: 1.2,
      riboflavin: 1.3,
      niacin: 16,
      vitaminB6: 1.7,
      folate: 400,
      vitaminB12: 6,
      biotin: 30,
      pantothenicAcid: 5,
      calcium: 200,
      iodine: 150,
      magnesium: 50,
      zinc: 11,
      selenium: 55,
      copper: 0.9,
      manganese: 2.3,
      chromium: 35,
      molybdenum: 45,
    },
  }),
  'protein-gummies-mixed-berry': label('protein-gummies-mixed-berry', PROTEIN_GUMMIES),
  'protein-gummies-mango': label('protein-gummies-mango', PROTEIN_GUMMIES),
  'protein-gummies-cherry': label('protein-gummies-cherry', PROTEIN_GUMMIES),
  'whey-vanilla': label('whey-vanilla', WHEY),
  'whey-chocolate': label('whey-chocolate', {
    ...WHEY,
    calories: 130,
    nutrients: { ...WHEY.nutrients, totalFat: 2, sodium: 170, totalCarbohydrate: 4, dietaryFiber: 1 },
  }),
  'whey-strawberry': label('whey-strawberry', WHEY),
  'whey-banana': label('whey-banana', { ...WHEY, nutrients: { ...WHEY.nutrients, totalCarbohydrate: 4, totalSugars: 3 } }),
  'pre-workout': label('pre-workout', {
    serving: { form: 'scoop', count: 1, grams: 11 },
    servingsPerContainer: 30,
    nutrients: { niacin: 20, vitaminB6: 2, vitaminB12: 10, citrulline: 6, betaAlanine: 3.2, caffeine: 200 },
  }),
  'creatine-gummies': label('creatine-gummies', {
    // 1 g of creatine monohydrate per gummy.
    serving: { form: 'gummy', count: 4 },
    servingsPerContainer: 30,
    calories: 15,
    nutrients: { totalCarbohydrate: 4, totalSugars: 3, addedSugars: 3, creatine: 4 },
  }),
  'collagen-gummies': label('collagen-gummies', {
    serving: { form: 'gummy', count: 2 },
    servingsPerContainer: 30,
    calories: 20,
    nutrients: { totalCarbohydrate: 3, totalSugars: 2, addedSugars: 2, vitaminC: 45, marineCollagen: 2.5 },
    allergens: ['fish'],
  }),
  'bcaa-gummies': label('bcaa-gummies', {
    // Leucine, isoleucine and valine 2:1:1.
    serving: { form: 'gummy', count: 4 },
    servingsPerContainer: 30,
    calories: 25,
    nutrients: { totalCarbohydrate: 4, totalSugars: 3, addedSugars: 3, leucine: 1000, isoleucine: 500, valine: 500 },
  }),
  'magnesium-gummies': label('magnesium-gummies', {
    serving: { form: 'gummy', count: 2 },
    servingsPerContainer: 30,
    calories: 10,
    nutrients: { totalCarbohydrate: 3, totalSugars: 2, addedSugars: 2, magnesium: 100 },
  }),
  'beauty-complex': label('beauty-complex', {
    serving: { form: 'tablet', count: 2 },
    servingsPerContainer: 30,
    nutrients: {
      vitaminA: 450,
      vitaminC: 90,
      vitaminE: 15,
      biotin: 2500,
      zinc: 11,
      selenium: 55,
      copper: 0.9,
      hyaluronicAcid: 50,
      grapeSeedExtract: 100,
    },
  }),
  // 250 mg of DHA a day: the least the EU's DHA brain and vision claims (the French texts) allow.
  'omega-3-plus': label('omega-3-plus', {
    serving: { form: 'softgel', count: 1 },
    servingsPerContainer: 90,
    calories: 10,
    nutrients: { totalFat: 1, fishOil: 1000, omega3: 650, epa: 350, dha: 250 },
    allergens: ['fish'],
  }),
};

/**
 * The rules of a Supplement Facts panel (US dietary supplement label, 21 CFR 101.36): the units a label may
 * use, the FDA reference daily values and how a % Daily Value is rounded. Each product's own label (serving,
 * amounts, other ingredients, allergens, warnings) is the merchant's data in the published catalogue
 * (core/shop-catalogue.ts `panels`), edited in the console; the % Daily Values are computed here, never typed.
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
 * The nutrients whose Daily Value depends on the calories eaten: where a label declares their % Daily Value, it
 * marks it with an asterisk and adds "*Percent Daily Values are based on a 2,000 calorie diet." (21 CFR
 * 101.36(b)(2)(iii)(D)).
 */
const CALORIE_BASED: ReadonlySet<NutrientId> = new Set(['totalFat', 'saturatedFat', 'totalCarbohydrate', 'dietaryFiber', 'protein']);

/** Whether a row of this nutrient, declaring a % Daily Value, takes the 2,000-calorie asterisk. */
export function isCalorieBased(id: NutrientId | undefined): boolean {
  return id !== undefined && CALORIE_BASED.has(id);
}

/**
 * A % Daily Value as a label prints it: a whole percent (rounded half up), "<1%" for an amount under 1%
 * of the reference (but more than none), "**" (Daily Value not established), or nothing (protein's, not
 * declared without its PDCAAS: catalogue-document/daily-value.ts).
 */
export type DailyValue =
  | { readonly kind: 'percent'; readonly percent: number }
  | { readonly kind: 'lessThanOne' }
  | { readonly kind: 'notEstablished' }
  | { readonly kind: 'notDeclared' };

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

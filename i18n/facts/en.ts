import type { ProductId } from '../../core/catalogue';
import type { Allergen, NutrientId, ServingForm, Warning } from '../../core/supplement-facts';
import { plural } from '../plural';
import type { Widen } from '../types';

/**
 * English texts of the Supplement Facts panels (core/supplement-facts.ts), shown in the benefits dialog.
 * Like the figures there, the nutrient names, serving sizes, other ingredients and warnings are the
 * merchant's label wording: replace them with what your own labels say. Mounted under `facts`.
 */
export const factsEn = {
  panel: {
    disclosure: 'Supplement Facts, ingredients and warnings',
    title: 'Supplement Facts',
    caption: 'Supplement Facts for {{product}}',
    servingSize: 'Serving Size',
    servingsPerContainer: 'Servings Per Container',
    ingredient: 'Dietary ingredient',
    amountPerServing: 'Amount Per Serving',
    dailyValue: '% Daily Value',
    calories: 'Calories',
    /** Added sugars, as FDA's format writes them under Total Sugars. */
    includes: 'Includes {{amount}} {{nutrient}}',
    /** A nutrient and the compound it comes from, as 21 CFR 101.36(d) writes it: "Magnesium (as magnesium citrate)". */
    withSource: '{{nutrient}} (as {{source}})',
    lessThan: '<{{percent}}',
    notEstablished: 'Daily Value not established',
    footnote: '** Daily Value not established.',
    calorieFootnote: '*Percent Daily Values are based on a 2,000 calorie diet.',
    otherIngredients: 'Other ingredients',
    contains: 'Contains: {{allergens}}.',
    warnings: 'Warnings',
  },
  /** The mentions EU law requires on a food supplement's label (Directive 2002/46/EC, art. 6(3)). */
  eu: {
    heading: 'For shoppers in the EU',
    dailyDose: 'Recommended daily dose: {{serving}}.',
    doNotExceed: 'Do not exceed the recommended daily dose.',
    notASubstitute: 'Food supplements should not be used as a substitute for a varied and balanced diet.',
    children: 'Keep out of reach of young children.',
  },
  servingSize: {
    gummy: plural({ one: '{{count}} gummy', other: '{{count}} gummies' }),
    tablet: plural({ one: '{{count}} tablet', other: '{{count}} tablets' }),
    softgel: plural({ one: '{{count}} softgel', other: '{{count}} softgels' }),
    scoop: plural({ one: '{{count}} scoop ({{grams}} g)', other: '{{count}} scoops ({{grams}} g)' }),
  } satisfies Record<ServingForm, object>,
  /** An amount and its unit; a no-break space keeps the number with its unit. */
  units: {
    g: '{{amount}}\u00a0g',
    mg: '{{amount}}\u00a0mg',
    mcg: '{{amount}}\u00a0mcg',
    mcgDfe: '{{amount}}\u00a0mcg DFE',
    mcgRae: '{{amount}}\u00a0mcg RAE',
    mgNe: '{{amount}}\u00a0mg NE',
  },
  nutrients: {
    totalFat: 'Total Fat',
    saturatedFat: 'Saturated Fat',
    cholesterol: 'Cholesterol',
    sodium: 'Sodium',
    totalCarbohydrate: 'Total Carbohydrate',
    dietaryFiber: 'Dietary Fiber',
    totalSugars: 'Total Sugars',
    addedSugars: 'Added Sugars',
    protein: 'Protein',
    vitaminA: 'Vitamin A',
    vitaminC: 'Vitamin C',
    vitaminD: 'Vitamin D',
    vitaminE: 'Vitamin E',
    vitaminK: 'Vitamin K',
    thiamin: 'Thiamin',
    riboflavin: 'Riboflavin',
    niacin: 'Niacin',
    vitaminB6: 'Vitamin B6',
    folate: 'Folate',
    vitaminB12: 'Vitamin B12',
    biotin: 'Biotin',
    pantothenicAcid: 'Pantothenic Acid',
    choline: 'Choline',
    calcium: 'Calcium',
    iron: 'Iron',
    phosphorus: 'Phosphorus',
    iodine: 'Iodine',
    magnesium: 'Magnesium',
    zinc: 'Zinc',
    selenium: 'Selenium',
    copper: 'Copper',
    manganese: 'Manganese',
    chromium: 'Chromium',
    molybdenum: 'Molybdenum',
    chloride: 'Chloride',
    potassium: 'Potassium',
    fishOil: 'Fish Oil Concentrate',
    omega3: 'Total Omega-3 Fatty Acids',
    epa: 'EPA (Eicosapentaenoic Acid)',
    dha: 'DHA (Docosahexaenoic Acid)',
    marineCollagen: 'Marine Collagen Peptides',
    creatine: 'Creatine Monohydrate',
    leucine: 'L-Leucine',
    isoleucine: 'L-Isoleucine',
    valine: 'L-Valine',
    citrulline: 'L-Citrulline',
    betaAlanine: 'Beta-Alanine',
    caffeine: 'Caffeine',
    hyaluronicAcid: 'Hyaluronic Acid',
    grapeSeedExtract: 'Grape Seed Extract',
  } satisfies Record<NutrientId, string>,
  otherIngredients: {
    multivitamin:
      'Microcrystalline cellulose, dicalcium phosphate, croscarmellose sodium, hypromellose, vegetable stearic acid, silicon dioxide, vegetable magnesium stearate.',
    'protein-gummies-mixed-berry':
      'Whey protein isolate, soluble tapioca fiber, allulose, bovine gelatin, citric acid, natural strawberry, blueberry and raspberry flavors, pectin, black carrot juice concentrate (color), carnauba wax.',
    'protein-gummies-mango':
      'Whey protein isolate, soluble tapioca fiber, allulose, bovine gelatin, citric acid, natural mango flavor, pectin, paprika extract (color), carnauba wax.',
    'protein-gummies-cherry':
      'Whey protein isolate, soluble tapioca fiber, allulose, bovine gelatin, citric acid, natural cherry flavor, pectin, black carrot juice concentrate (color), carnauba wax.',
    'whey-vanilla':
      'Whey protein concentrate, whey protein isolate, natural vanilla flavor, sunflower lecithin, xanthan gum, sea salt, stevia leaf extract.',
    'whey-chocolate':
      'Whey protein concentrate, whey protein isolate, cocoa powder (processed with alkali), natural flavors, sunflower lecithin, xanthan gum, sea salt, stevia leaf extract.',
    'whey-strawberry':
      'Whey protein concentrate, whey protein isolate, strawberry powder, natural strawberry flavor, beet juice powder (color), sunflower lecithin, xanthan gum, sea salt, stevia leaf extract.',
    'whey-banana':
      'Whey protein concentrate, whey protein isolate, banana powder, natural banana flavor, sunflower lecithin, xanthan gum, sea salt, stevia leaf extract.',
    'pre-workout': 'Citric acid, natural flavors, malic acid, silicon dioxide, beet root powder (color), stevia leaf extract.',
    'creatine-gummies':
      'Tapioca syrup, cane sugar, pectin, citric acid, natural fruit flavors, sodium citrate, fruit and vegetable juice (color), sunflower oil, carnauba wax.',
    'collagen-gummies':
      'Tapioca syrup, cane sugar, pectin, citric acid, natural strawberry flavor, sodium citrate, purple carrot juice (color), sunflower oil, carnauba wax.',
    'bcaa-gummies':
      'Tapioca syrup, cane sugar, pectin, citric acid, natural fruit punch flavor, sodium citrate, fruit and vegetable juice (color), sunflower oil, carnauba wax.',
    'magnesium-gummies':
      'Tapioca syrup, cane sugar, pectin, citric acid, natural raspberry flavor, sodium citrate, sunflower oil, carnauba wax.',
    'beauty-complex': 'Microcrystalline cellulose, hypromellose, vegetable stearic acid, silicon dioxide, vegetable magnesium stearate.',
    'omega-3-plus': 'Softgel (bovine gelatin, glycerin, purified water), natural lemon flavor, mixed tocopherols (to preserve freshness).',
  } satisfies Record<ProductId, string>,
  /** As they stand in the "Contains: …" statement, which joins them the language's way (Intl.ListFormat). */
  allergens: {
    milk: 'Milk',
    egg: 'Egg',
    fish: 'Fish',
    shellfish: 'Crustacean Shellfish',
    treeNuts: 'Tree Nuts',
    peanuts: 'Peanuts',
    wheat: 'Wheat',
    soy: 'Soy',
    sesame: 'Sesame',
  } satisfies Record<Allergen, string>,
  warnings: {
    consultPhysician: 'If you are pregnant, nursing, taking medication or have a medical condition, consult your physician before use.',
    keepAwayFromChildren: 'Keep out of reach of children.',
    caffeineAmount: 'Contains {{amount}}\u00a0mg of caffeine per serving.',
    caffeineSensitive: 'Not for use by persons sensitive to caffeine.',
    caffeineSleep: 'Do not take within 6 hours of sleep.',
    under18: 'Not for sale to persons under 18.',
  } satisfies Record<Warning, string>,
};

export type FactsDictionary = Widen<typeof factsEn>;

import type { Allergen } from '../supplement-facts';
import { type CatalogueProblem, problemAt } from './problem';
import type { Product } from './product-schema';

/**
 * The ingredients (in the English label's words) that come from a major food allergen (21 U.S.C. 343(qq)), and
 * the word the "Contains" statement names it by. Fish must be named by species (21 U.S.C. 343(w)(2)).
 */
const SOURCES: readonly { allergen: Allergen; ingredient: RegExp; statement: RegExp; named: string }[] = [
  { allergen: 'milk', ingredient: /\b(?:whey|milk|casein\w*|lactose|butter)\b/i, statement: /\bmilk\b/i, named: 'Milk' },
  { allergen: 'egg', ingredient: /\beggs?\b|\balbumin\b/i, statement: /\beggs?\b/i, named: 'Egg' },
  {
    allergen: 'fish',
    ingredient: /\b(?:fish|anchov\w*|sardines?|salmon|cod|tuna|mackerel|marine collagen)\b/i,
    statement: /\bfish \([^)]*\w[^)]*\)/i,
    named: 'Fish (its species)',
  },
  {
    allergen: 'shellfish',
    ingredient: /\b(?:shellfish|shrimp|prawns?|crab|lobster|krill)\b/i,
    statement: /\b(?:shellfish|crustacean)\b/i,
    named: 'Shellfish',
  },
  {
    allergen: 'treeNuts',
    ingredient: /\b(?:almonds?|cashews?|walnuts?|pecans?|hazelnuts?|pistachios?|macadamias?|brazil nuts?|coconut)\b/i,
    statement: /\b(?:tree nuts?|almonds?|cashews?|walnuts?|pecans?|hazelnuts?|pistachios?|macadamias?|brazil nuts?|coconut)\b/i,
    named: 'Tree nuts (the nut)',
  },
  { allergen: 'peanuts', ingredient: /\bpeanuts?\b/i, statement: /\bpeanuts?\b/i, named: 'Peanuts' },
  { allergen: 'wheat', ingredient: /\bwheat\b/i, statement: /\bwheat\b/i, named: 'Wheat' },
  { allergen: 'soy', ingredient: /\b(?:soy|soya|soybeans?)\b/i, statement: /\b(?:soy|soya|soybeans?)\b/i, named: 'Soy' },
  { allergen: 'sesame', ingredient: /\bsesame\b/i, statement: /\bsesame\b/i, named: 'Sesame' },
];

/** A product whose facts or other ingredients name a major allergen says "Contains: …" naming it. */
export function allergenProblems(product: Product, at: readonly PropertyKey[]): CatalogueProblem[] {
  if (!product.facts) return [];
  const label = [...product.facts.rows.map((row) => row.nutrient.en), product.facts.otherIngredients.en].join('; ');
  const statement = product.allergens?.en ?? '';
  return SOURCES.flatMap(({ allergen, ingredient, statement: naming, named }) => {
    const from = ingredient.exec(label)?.[0];
    if (from === undefined || (/\bcontains\b/i.test(statement) && naming.test(statement))) return [];
    return [
      problemAt(
        [...at, 'allergens', 'en'],
        `must say “Contains: ${named}”: the label names ${from}, which is ${allergen === 'treeNuts' ? 'a tree nut' : allergen}`,
      ),
    ];
  });
}

import type { ProductId } from './catalogue';
import type { DealId } from './deals';

/**
 * The shop's structure/function claims: texts that say what a product does for the body ("supports
 * restful sleep"). US law lets a supplement say so only with a notice that the FDA has not evaluated the
 * statement (21 U.S.C. 343(r)(6), 21 CFR 101.93(c)): each such text is shown with a dagger that leads to
 * that notice, on every page and in every dialog that shows one. Texts that describe taste, form or
 * contents (flavor, "no shaker", "complete amino acid profile") are not claims.
 */

/** Per product: whether its description claims an effect, and which of its benefits do. */
const PRODUCT_CLAIMS: Record<ProductId, { description: boolean; benefits: readonly string[] }> = {
  multivitamin: { description: true, benefits: ['energy', 'immunity', 'focus', 'bones', 'beauty'] },
  'protein-gummies-mixed-berry': { description: false, benefits: ['muscle'] },
  'protein-gummies-mango': { description: false, benefits: ['muscle', 'recovery'] },
  'protein-gummies-cherry': { description: false, benefits: ['muscle'] },
  'whey-vanilla': { description: false, benefits: ['muscle', 'recovery'] },
  'whey-chocolate': { description: true, benefits: ['muscle', 'recovery', 'satiety'] },
  'whey-strawberry': { description: false, benefits: ['muscle', 'recovery'] },
  'whey-banana': { description: false, benefits: ['muscle', 'recovery'] },
  'pre-workout': { description: true, benefits: ['energy', 'focus', 'endurance', 'pump', 'fatigue'] },
  'creatine-gummies': { description: true, benefits: ['strength', 'performance', 'muscle', 'recovery', 'brain'] },
  'collagen-gummies': { description: true, benefits: ['skin', 'hair', 'nails', 'joints'] },
  'bcaa-gummies': { description: true, benefits: ['recovery', 'soreness', 'protection', 'endurance'] },
  'magnesium-gummies': { description: true, benefits: ['sleep', 'relax', 'muscles', 'stress', 'heart'] },
  'beauty-complex': { description: true, benefits: ['glow', 'hair', 'nails', 'antioxidants', 'collagen', 'hydration'] },
  'omega-3-plus': { description: true, benefits: ['heart', 'brain', 'joints', 'eyes', 'mood'] },
};

/** Package deals' texts that claim an effect: the Complete Wellness bundle's "strength, recovery and beauty", "for skin and joints". */
const DEAL_CLAIMS: Partial<Record<DealId, readonly string[]>> = {
  complete: ['subtitle', 'description', 'features.collagen'],
};

/** The home page's benefit cards that claim an effect. */
const MARKETING_CLAIMS = ['energyBoost', 'heartHealth'];

const CLAIM_KEYS: ReadonlySet<string> = new Set([
  ...Object.entries(PRODUCT_CLAIMS).flatMap(([id, claims]) => [
    ...(claims.description ? [`content.catalogue.${id}.description`] : []),
    ...claims.benefits.map((benefit) => `content.catalogue.${id}.benefits.${benefit}`),
  ]),
  ...Object.entries(DEAL_CLAIMS).flatMap(([id, texts]) => (texts ?? []).map((text) => `content.deals.${id}.${text}`)),
  ...MARKETING_CLAIMS.map((card) => `content.marketing.benefits.${card}.description`),
]);

/** Whether the text under this translation key is a structure/function claim (shown with its dagger). */
export function isClaim(key: string): boolean {
  return CLAIM_KEYS.has(key);
}

/** Every claim's key, for the tests that hold them to the dictionaries and the pages. */
export function claimKeys(): readonly string[] {
  return [...CLAIM_KEYS];
}

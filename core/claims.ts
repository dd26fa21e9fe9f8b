import { activeCatalogue } from './catalogue-scope';
import type { ShopCatalogue } from './shop-catalogue';

/**
 * The shop's structure/function claims: texts that say what a product does for the body ("supports
 * restful sleep"). US law lets a supplement say so only with a notice that the FDA has not evaluated the
 * statement (21 U.S.C. 343(r)(6), 21 CFR 101.93(c)): each such text is shown with a dagger that leads to
 * that notice, on every page and in every dialog that shows one. Texts that describe taste, form or
 * contents (flavor, "no shaker", "complete amino acid profile") are not claims.
 */

/** The home page's benefit cards that claim an effect. */
const MARKETING_CLAIMS: ReadonlySet<string> = new Set(
  ['energyBoost', 'heartHealth'].map((card) => `content.marketing.benefits.${card}.description`),
);

/**
 * Whether the text under this translation key is a structure/function claim (shown with its dagger): the
 * published catalogue marks its own (each benefit, description and package text says whether it claims).
 */
export function isClaim(key: string): boolean {
  return MARKETING_CLAIMS.has(key) || claimSet(activeCatalogue()).has(key);
}

/** Every claim's key, for the tests that hold them to the dictionaries and the pages. */
export function claimKeys(): readonly string[] {
  return [...MARKETING_CLAIMS, ...activeCatalogue().claimKeys];
}

const sets = new WeakMap<ShopCatalogue, ReadonlySet<string>>();

function claimSet(catalogue: ShopCatalogue): ReadonlySet<string> {
  let set = sets.get(catalogue);
  if (!set) sets.set(catalogue, (set = new Set(catalogue.claimKeys)));
  return set;
}

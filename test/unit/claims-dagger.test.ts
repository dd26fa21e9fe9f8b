import { describe, expect, it } from 'vitest';
import { isClaim } from '../../core/claims';
import { CLAIM_WORDS, wordingIn } from '../../core/catalogue-document/claim-words';
import type { DictionaryId } from '../../core/language';
import { textKeys } from '../../i18n/pick';
import { SHOP_TEXTS } from './shop-texts';

/*
 * Every structure/function statement the shop shows carries its dagger and the FDA notice (21 CFR 101.93(c)):
 * no text of the dictionaries or of the current catalogue that speaks of what a product does for the body
 * (the claim words publish checks, core/catalogue-document/claim-words.ts) is shown without it.
 */

/**
 * Where the shop says what its products do: the home page's marketing cards and testimonials, the catalogue's
 * texts (not its Supplement Facts and warnings, the label's own words), the fallbacks, the shop's page metadata.
 */
const SAYS_WHAT_PRODUCTS_DO =
  /^(?:content\.marketing\.(?:hero|benefits|testimonials)|content\.catalogue\.[^.]+\.(?!facts|warnings|allergens)|content\.fallback|meta\.(?:home|products|product))\./;

/** A card's title heads a description that carries the dagger ("Energy Boost" over its claim). */
const headsAClaim = (key: string) => key.endsWith('.title') && isClaim(key.replace(/\.title$/, '.description'));

function claimsWithoutDagger(id: DictionaryId): string[] {
  const dictionary = SHOP_TEXTS[id];
  return textKeys(dictionary)
    .filter((key) => SAYS_WHAT_PRODUCTS_DO.test(key))
    .flatMap((key) => {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary);
      if (typeof text !== 'string' || isClaim(key) || headsAClaim(key)) return [];
      const word = wordingIn(CLAIM_WORDS, id, text);
      return word === undefined ? [] : [`${key} (“${word}”): ${text}`];
    });
}

describe('claims without the dagger', () => {
  it.each(['en', 'fr', 'ar'] as const)('no %s text claims an effect without its dagger', (id) => {
    expect(claimsWithoutDagger(id)).toEqual([]);
  });
});

describe('claim words', () => {
  it('take efficacy for a claim, in each language, and not potency (issue 40, item 5)', () => {
    expect(wordingIn(CLAIM_WORDS, 'ar', 'للتحقق من نقائها وفعاليتها')).toBe('وفعالي');
    expect(wordingIn(CLAIM_WORDS, 'ar', 'للتحقق من نقائها وتركيزها')).toBeUndefined();
    expect(wordingIn(CLAIM_WORDS, 'en', 'tested for purity and efficacy')).toBe('efficacy');
    expect(wordingIn(CLAIM_WORDS, 'en', 'tested for purity and potency')).toBeUndefined();
    expect(wordingIn(CLAIM_WORDS, 'fr', 'pour sa pureté et son efficacité')).toMatch(/^efficac/);
  });
});

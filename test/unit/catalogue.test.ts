import rosetta from 'rosetta';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  HOME_BENEFIT_LIMIT,
  categoryKey,
  getProduct,
  homeBenefits,
  homeFacts,
  homeProducts,
  isProductId,
  productCopy,
  products,
} from '../../core/catalogue';
import { activeCatalogue } from '../../core/catalogue-scope';
import { isCatalogueTextKey } from '../../core/shop-catalogue';
import { BENEFIT_CARDS, HERO, OUR_STORY, SUPPORT } from '../../core/content';
import { deals } from '../../core/deals';
import { PLANS } from '../../core/plans';
import { SHIPPING_OPTIONS } from '../../core/shipping';
import { contentAr } from '../../i18n/content/ar';
import { contentEn } from '../../i18n/content/en';
import { contentFr } from '../../i18n/content/fr';
import { isPluralForms } from '../../i18n/plural';

/** Every text's key; a counted text (its plural forms differ by language) is one key. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string' || isPluralForms(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** A text, or a counted text's general form (test/unit/i18n.test.ts checks each form). */
const textOf = (value: unknown) => (isPluralForms(value) ? value.other : (value as string));

function lookup(dictionary: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), dictionary);
}

/** Every translation key the data names: fields called `key`, `…Key` (strings) and `…Keys` (lists). */
function referencedKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedKeys(item, into);
  } else if (value && typeof value === 'object') {
    for (const [name, field] of Object.entries(value)) {
      if ((name === 'key' || name.endsWith('Key')) && typeof field === 'string') into.add(field);
      else if (name.endsWith('Keys') && Array.isArray(field)) for (const key of field) into.add(key as string);
      else referencedKeys(field, into);
    }
  }
  return into;
}

const DATA = [
  products(),
  CATEGORIES.map((category) => ({ labelKey: categoryKey(category) })),
  productCopy('no-longer-sold'),
  deals(),
  PLANS,
  SHIPPING_OPTIONS,
  HERO,
  homeFacts(),
  BENEFIT_CARDS,
  OUR_STORY,
  SUPPORT,
];
// The app mounts each language's content dictionary under `content` (i18n/en.ts).
const mounted = { en: { content: contentEn }, fr: { content: contentFr }, ar: { content: contentAr } };
// The catalogue's own texts are the published version's (core/shop-catalogue.ts), not the dictionaries'.
const referenced = [...referencedKeys(DATA)].filter((key) => !isCatalogueTextKey(key)).sort();
const catalogueKeys = [...referencedKeys(DATA)].filter(isCatalogueTextKey);
const englishKeys = leafKeys(mounted.en).sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the catalogue', () => {
  it('holds the 15 products under unique, stable slug ids', () => {
    expect(products().map((p) => p.id)).toEqual([...products().map((p) => p.id)]);
    expect(products().map((p) => p.id)).toHaveLength(15);
    expect(new Set(products().map((p) => p.id)).size).toBe(15);
  });

  it('puts the first 13 on the home grid, leaving Beauty Complex and Omega-3 Plus to /products', () => {
    const home = homeProducts().map((p) => p.id);
    expect(home).toEqual(
      products()
        .map((p) => p.id)
        .slice(0, 13),
    );
    expect(home).not.toContain('beauty-complex');
    expect(home).not.toContain('omega-3-plus');
  });

  it.each([
    ['multivitamin', 'vitamins', 2999, 3999],
    ['protein-gummies-mixed-berry', 'gummies', 2499, 3299],
    ['protein-gummies-mango', 'gummies', 2499, 3299],
    ['protein-gummies-cherry', 'gummies', 2499, 3299],
    ['whey-vanilla', 'protein', 4999, 5999],
    ['whey-chocolate', 'protein', 4999, 5999],
    ['whey-strawberry', 'protein', 4999, 5999],
    ['whey-banana', 'protein', 4999, 5999],
    ['pre-workout', 'performance', 3499, 4499],
    ['creatine-gummies', 'performance', 3499, 4499],
    ['collagen-gummies', 'beauty', 3999, 4999],
    ['bcaa-gummies', 'performance', 2999, 3999],
    ['magnesium-gummies', 'vitamins', 2499, 3299],
    ['beauty-complex', 'beauty', 3999, 4999],
    ['omega-3-plus', 'vitamins', 2799, 3599],
  ])('%s is in %s at %i cents, was %i', (id, category, priceCents, originalPriceCents) => {
    expect(getProduct(id)).toMatchObject({ category, priceCents, originalPriceCents });
  });

  it.each(products().map((p) => [p.id, p] as const))('%s has its image and a former price above its price', (id, product) => {
    expect(product.image).toEqual({ src: `/products/${id}.svg`, width: 400, height: 400 });
    expect(product.priceCents).toBeLessThan(product.originalPriceCents!);
  });

  it('gives every product a badge in each language, magnesium one that claims no effect (a badge has no dagger)', () => {
    expect(products().every((p) => p.badgeKey !== null)).toBe(true);
    expect(activeCatalogue().texts.en?.[getProduct('magnesium-gummies')!.badgeKey!]).toBe('Evening Favorite');
  });

  it.each(['en', 'fr', 'ar'] as const)('has a %s text for every catalogue key its products and deals name', (language) => {
    for (const key of catalogueKeys) expect(activeCatalogue().texts[language]?.[key]?.trim(), key).toBeTruthy();
  });

  it('gives each product six distinct benefits and the home grid at most five of them', () => {
    for (const product of products()) {
      expect(new Set(product.benefitKeys).size, product.id).toBe(6);
      expect(homeBenefits(product), product.id).toEqual(product.benefitKeys.slice(0, 5));
    }
    expect(HOME_BENEFIT_LIMIT).toBe(5);
  });

  it.each([
    ['whey-vanilla', true],
    ['omega-3-plus', true],
    ['1', false],
    ['Whey-Vanilla', false],
    ['__proto__', false],
    [7, false],
    [undefined, false],
  ])('isProductId(%j) is %s', (value, expected) => {
    expect(isProductId(value)).toBe(expected);
  });

  it('finds nothing for an unknown id', () => {
    expect(getProduct('toString')).toBeUndefined();
  });
});

describe('fallback texts', () => {
  const t = rosetta(mounted);

  it('are used for an id the catalogue does not know, with the generic wording', () => {
    const copy = productCopy('42');
    expect(t.t(copy.name.key, copy.name.params, 'en')).toBe('Product 42');
    expect(t.t(copy.description.key, {}, 'en')).toBe('Premium health supplement');
    expect(t.t(copy.badge!.key, {}, 'en')).toBe('New');
    expect(copy.benefits.map((b) => t.t(b.key, {}, 'en'))).toEqual([
      'Premium quality ingredients',
      'Every ingredient on the label',
      'Third-party tested',
      'Made in USA',
      'Money-back guarantee',
    ]);
    expect(t.t(copy.name.key, copy.name.params, 'fr')).toBe('Produit 42');
  });

  it('are not used for a known product', () => {
    const copy = productCopy('whey-vanilla');
    expect(activeCatalogue().texts.en?.[copy.name.key]).toBe('Vanilla Whey Protein');
    expect(copy.badge?.key).toBe('content.catalogue.whey-vanilla.badge');
    expect(copy.benefits).toHaveLength(6);
  });
});

describe('content dictionaries', () => {
  it('have a text for every key the data references, and nothing else', () => {
    expect(englishKeys).toEqual(referenced);
  });

  it.each([
    ['fr', mounted.fr],
    ['ar', mounted.ar],
  ])('%s has exactly the English keys, no empty text and the same placeholders', (_language, dictionary) => {
    expect(leafKeys(dictionary).sort()).toEqual(englishKeys);
    for (const key of englishKeys) {
      const text = textOf(lookup(dictionary, key));
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(textOf(lookup(mounted.en, key))));
    }
  });

  it.each(['fr', 'ar'] as const)('%s translates product names rather than copying the English', (language) => {
    const texts = activeCatalogue().texts;
    const copied = products().filter((p) => texts[language]?.[p.nameKey] === texts.en?.[p.nameKey]);
    expect(copied.map((p) => p.id)).toEqual([]);
  });

  it.each(SHIPPING_OPTIONS.map((o) => [o.id, o] as const))(
    'the English estimate for %s states the same business days as the data',
    (_id, option) => {
      const estimate = lookup(mounted.en, option.estimateKey) as string;
      const { min, max } = option.businessDays;
      expect(estimate).toContain(min === max ? `${min} business day` : `${min}–${max} business days`);
    },
  );
});

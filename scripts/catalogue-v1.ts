import { PRODUCTS, type Product as ConstantProduct } from '../core/catalogue';
import type { CatalogueDocument, Deal, Home, Localized, Product, SupplementFactsPanel } from '../core/catalogue-document';
import { SUPPLEMENT_TAX_CODE, eachDictionary } from '../core/catalogue-document';
import { isAgeRestricted } from '../core/age-restriction';
import { isClaim } from '../core/claims';
import { CERTIFICATIONS, type Figure, HERO, HERO_STATS, IMPACT_STATS, NEWSLETTER_STATS, type Stat, type TextRef } from '../core/content';
import { DEALS, type Deal as ConstantDeal } from '../core/deals';
import { type DictionaryId, localeOf } from '../core/language';
import { NUTRIENTS, SUPPLEMENT_FACTS, allergenKey } from '../core/supplement-facts';
import { ar } from '../i18n/ar';
import { type Dictionary, en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { type PluralForms, fillText, isPluralForms, pluralText } from '../i18n/plural';

/**
 * Version 1 of the catalogue document, built from the constants in core/ and the dictionaries in i18n/ that
 * held the catalogue before it was data. `scripts/export-catalogue.ts` writes it to catalogue/v1.json, and
 * test/unit/catalogue-v1.test.ts holds that file equal to this, so the two cannot drift while both exist.
 */

const DICTIONARIES: Record<DictionaryId, Dictionary> = { en, fr, ar };

/** The text under a translation key ('content.catalogue.multivitamin.name'), filled as the storefront fills it. */
function textOf(id: DictionaryId, { key, params }: TextRef): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], DICTIONARIES[id]);
  if (typeof value === 'string') return fillText(value, params);
  if (isPluralForms(value)) return pluralText(value as PluralForms, id, params);
  throw new Error(`No text at ${key} in ${id}`);
}

const keyed = (key: string, params?: TextRef['params']): Localized => eachDictionary((id) => textOf(id, { key, params }));

function facts(product: ConstantProduct): SupplementFactsPanel {
  const panel = SUPPLEMENT_FACTS[product.id];
  return {
    servingSize: keyed(panel.servingSize.key, panel.servingSize.params),
    servingsPerContainer: panel.servingsPerContainer,
    calories: panel.calories,
    rows: panel.nutrients.map((line) => ({
      nutrient: keyed(line.nameKey),
      amount: line.amount,
      unit: line.unit,
      ...(NUTRIENTS[line.nutrient].dailyValue === null ? {} : { dvKey: line.nutrient }),
      indent: line.indent,
    })),
    otherIngredients: keyed(panel.otherIngredientsKey),
  };
}

/** The "Contains: …" statement as the panel writes it: the allergens joined the language's way. */
function allergens(product: ConstantProduct): Localized | null {
  const { allergens: list } = SUPPLEMENT_FACTS[product.id];
  if (list.length === 0) return null;
  return eachDictionary((id) => {
    const names = new Intl.ListFormat(localeOf(id), { type: 'conjunction' }).format(
      list.map((allergen) => textOf(id, { key: allergenKey(allergen) })),
    );
    return textOf(id, { key: 'facts.panel.contains', params: { allergens: names } });
  });
}

function product(constant: ConstantProduct): Product {
  return {
    slug: constant.slug,
    category: constant.category,
    priceCents: constant.priceCents,
    compareAtCents: constant.originalPriceCents,
    rating: constant.rating,
    reviews: constant.reviews,
    badge: keyed(constant.badgeKey),
    image: {
      url: constant.image.src,
      width: constant.image.width,
      height: constant.image.height,
      alt: eachDictionary((id) => textOf(id, { key: 'store.products.imageAlt', params: { name: textOf(id, { key: constant.nameKey }) } })),
    },
    published: true,
    ageRestricted: isAgeRestricted(constant.id),
    taxCode: SUPPLEMENT_TAX_CODE,
    descriptionClaim: isClaim(constant.descriptionKey),
    allergens: allergens(constant),
    warnings: SUPPLEMENT_FACTS[constant.id].warnings.map((warning) => keyed(warning.key, warning.params)),
    facts: facts(constant),
    texts: eachDictionary((id) => ({
      name: textOf(id, { key: constant.nameKey }),
      description: textOf(id, { key: constant.descriptionKey }),
      benefits: constant.benefitKeys.map((key) => ({ text: textOf(id, { key }), claim: isClaim(key) })),
    })),
  };
}

function deal(constant: ConstantDeal): Deal {
  return {
    id: constant.id,
    slug: constant.slug,
    icon: constant.icon,
    badgeColor: constant.badgeColor,
    popular: constant.popular,
    priceCents: constant.discountedCents,
    items: constant.items.map((item) => ({ product: item.productId, quantity: item.quantity, free: item.free })),
    subtitleClaim: isClaim(constant.subtitleKey),
    descriptionClaim: isClaim(constant.descriptionKey),
    texts: eachDictionary((id) => ({
      badge: textOf(id, { key: constant.badgeKey }),
      title: textOf(id, { key: constant.titleKey }),
      subtitle: textOf(id, { key: constant.subtitleKey }),
      description: textOf(id, { key: constant.descriptionKey }),
      timeLimitNote: constant.timeLimitKey ? textOf(id, { key: constant.timeLimitKey }) : null,
      features: constant.featureKeys.map((key) => ({ text: textOf(id, { key }), claim: isClaim(key) })),
    })),
  };
}

function figure(constant: Figure): Home['heroStats'][number]['figure'] {
  switch (constant.kind) {
    case 'text':
      return { kind: 'text', text: keyed(constant.textKey) };
    case 'percent':
      return { kind: 'percent', value: constant.value };
    case 'number':
      return { kind: 'number', value: constant.value, compact: constant.compact ?? false, plus: constant.plus ?? false };
  }
}

const stats = (list: readonly Stat[]) => list.map((stat) => ({ id: stat.id, figure: figure(stat.figure), label: keyed(stat.labelKey) }));

function home(): Home {
  return {
    hero: {
      rating: HERO.rating,
      reviews: HERO.reviews,
      frontProduct: HERO.frontProduct,
      behindProducts: [...HERO.behindProducts],
    },
    heroStats: stats(HERO_STATS),
    impactStats: stats(IMPACT_STATS),
    newsletterStats: stats(NEWSLETTER_STATS),
    certifications: CERTIFICATIONS.map((certification) => ({
      id: certification.id,
      icon: certification.icon,
      label: keyed(certification.labelKey),
    })),
  };
}

export function catalogueV1(): CatalogueDocument {
  return { version: 1, products: PRODUCTS.map(product), deals: DEALS.map(deal), home: home() };
}

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../core/catalogue';
import { type CatalogueDocument, catalogueProblems, dailyValueOfRow, dealPrice } from '../../core/catalogue-document';
import { isClaim } from '../../core/claims';
import { CERTIFICATIONS, HERO, HERO_STATS, IMPACT_STATS, NEWSLETTER_STATS } from '../../core/content';
import { DEALS } from '../../core/deals';
import { DICTIONARY_IDS } from '../../core/language';
import { SUPPLEMENT_FACTS } from '../../core/supplement-facts';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { catalogueV1 } from '../../scripts/catalogue-v1';

const V1 = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../catalogue/v1.json'), 'utf8')) as CatalogueDocument;
const DICTIONARIES = { en, fr, ar };
const PUBLIC = resolve(import.meta.dirname, '../../web/public');

function lookup(dictionary: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
}

describe('catalogue/v1.json, the first catalogue document', () => {
  it('passes every check with zero problems, its images served from web/public', () => {
    const imageExists = (url: string) => {
      try {
        return readFileSync(resolve(PUBLIC, `.${url}`)).length > 0;
      } catch {
        return false;
      }
    };
    expect(catalogueProblems(V1, { imageExists })).toEqual([]);
  });

  it('is what scripts/export-catalogue.ts makes from the constants and dictionaries (re-run it after changing them)', () => {
    expect(V1).toEqual(catalogueV1());
  });

  it('holds the 15 products, in order, at their prices', () => {
    expect(V1.version).toBe(1);
    expect(V1.products.map((product) => [product.slug, product.category, product.priceCents, product.compareAtCents])).toEqual(
      PRODUCTS.map((product) => [product.id, product.category, product.priceCents, product.originalPriceCents]),
    );
    expect(V1.products).toHaveLength(15);
  });

  it("holds today's four packages, which price exactly as core/deals.ts prices them", () => {
    expect(V1.deals.map((deal) => [deal.id, deal.slug])).toEqual(DEALS.map((deal) => [deal.id, deal.slug]));
    for (const constant of DEALS) {
      const deal = V1.deals.find((candidate) => candidate.id === constant.id)!;
      expect(deal.items).toEqual(constant.items.map((item) => ({ product: item.productId, quantity: item.quantity, free: item.free })));
      expect(dealPrice(deal, V1.products)).toEqual({
        originalCents: constant.originalCents,
        priceCents: constant.discountedCents,
        savingsCents: constant.savingsCents,
        discountPercent: constant.discountPercent,
      });
    }
  });

  it("holds every product's name, description and benefits in every language, claims marked as core/claims.ts marks them", () => {
    for (const constant of PRODUCTS) {
      const product = V1.products.find((candidate) => candidate.slug === constant.id)!;
      expect(product.descriptionClaim).toBe(isClaim(constant.descriptionKey));
      for (const id of DICTIONARY_IDS) {
        const dictionary = DICTIONARIES[id];
        expect(product.texts[id].name).toBe(lookup(dictionary, constant.nameKey));
        expect(product.texts[id].description).toBe(lookup(dictionary, constant.descriptionKey));
        expect(product.texts[id].benefits).toEqual(
          constant.benefitKeys.map((key) => ({ text: lookup(dictionary, key), claim: isClaim(key) })),
        );
        expect(product.badge![id]).toBe(lookup(dictionary, constant.badgeKey));
      }
    }
  });

  it("holds every package's texts in every language", () => {
    for (const constant of DEALS) {
      const deal = V1.deals.find((candidate) => candidate.id === constant.id)!;
      for (const id of DICTIONARY_IDS) {
        const dictionary = DICTIONARIES[id];
        expect(deal.texts[id]).toEqual({
          badge: lookup(dictionary, constant.badgeKey),
          title: lookup(dictionary, constant.titleKey),
          subtitle: lookup(dictionary, constant.subtitleKey),
          description: lookup(dictionary, constant.descriptionKey),
          timeLimitNote: constant.timeLimitKey ? lookup(dictionary, constant.timeLimitKey) : null,
          features: constant.featureKeys.map((key) => ({ text: lookup(dictionary, key), claim: isClaim(key) })),
        });
      }
    }
    expect(V1.deals.find((deal) => deal.id === 'complete')).toMatchObject({ subtitleClaim: true, descriptionClaim: true });
  });

  it('holds every Supplement Facts row: its name in every language, amount, unit, indent, and the same % Daily Value the panel shows today', () => {
    for (const constant of PRODUCTS) {
      const panel = SUPPLEMENT_FACTS[constant.id];
      const { facts } = V1.products.find((candidate) => candidate.slug === constant.id)!;
      expect(facts!.servingsPerContainer).toBe(panel.servingsPerContainer);
      expect(facts!.calories).toBe(panel.calories);
      expect(facts!.rows).toHaveLength(panel.nutrients.length);
      panel.nutrients.forEach((line, index) => {
        const row = facts!.rows[index]!;
        expect([row.amount, row.unit, row.indent]).toEqual([line.amount, line.unit, line.indent]);
        expect(dailyValueOfRow(row), `${constant.id} ${line.nutrient}`).toEqual(line.dailyValue);
        for (const id of DICTIONARY_IDS) expect(row.nutrient[id]).toBe(lookup(DICTIONARIES[id], line.nameKey));
      });
      for (const id of DICTIONARY_IDS) expect(facts!.otherIngredients[id]).toBe(lookup(DICTIONARIES[id], panel.otherIngredientsKey));
    }
  });

  it('writes serving sizes, allergens and warnings as the panel shows them', () => {
    const whey = V1.products.find((product) => product.slug === 'whey-chocolate')!;
    expect(whey.facts!.servingSize).toEqual({ en: '1 scoop (32 g)', fr: expect.stringContaining('32'), ar: expect.stringContaining('32') });
    expect(whey.allergens!.en).toBe('Contains: Milk.');
    expect(whey.ageRestricted).toBe(true);
    expect(whey.warnings.at(-1)!.en).toBe('Not for sale to persons under 18.');
    const preWorkout = V1.products.find((product) => product.slug === 'pre-workout')!;
    expect(preWorkout.warnings.map((warning) => warning.en)).toContain('Contains 200\u00a0mg of caffeine per serving.');
    expect(V1.products.find((product) => product.slug === 'multivitamin')!.allergens).toBeNull();
  });

  it("holds the home page's figures: the hero's rating and pictures, and its stats with their labels", () => {
    expect(V1.home.hero).toEqual({
      rating: HERO.rating,
      reviews: HERO.reviews,
      frontProduct: HERO.frontProduct,
      behindProducts: [...HERO.behindProducts],
    });
    expect(V1.home.heroStats.map((stat) => stat.id)).toEqual(HERO_STATS.map((stat) => stat.id));
    expect(V1.home.impactStats.map((stat) => stat.figure)).toEqual([
      { kind: 'number', value: 50_000, compact: false, plus: true },
      { kind: 'percent', value: 98 },
      { kind: 'number', value: 5, compact: false, plus: false },
    ]);
    expect(V1.home.newsletterStats.at(-1)!.figure).toEqual({
      kind: 'text',
      text: { en: '6 days a week', fr: expect.any(String), ar: expect.any(String) },
    });
    const labels = (list: readonly { labelKey: string }[]) =>
      list.map((entry) => Object.fromEntries(DICTIONARY_IDS.map((id) => [id, lookup(DICTIONARIES[id], entry.labelKey)])));
    expect(V1.home.heroStats.map((stat) => stat.label)).toEqual(labels(HERO_STATS));
    expect(V1.home.impactStats.map((stat) => stat.label)).toEqual(labels(IMPACT_STATS));
    expect(V1.home.newsletterStats.map((stat) => stat.label)).toEqual(labels(NEWSLETTER_STATS));
    expect(V1.home.certifications.map((certification) => [certification.id, certification.icon, certification.label])).toEqual(
      CERTIFICATIONS.map((certification, index) => [certification.id, certification.icon, labels(CERTIFICATIONS)[index]]),
    );
  });
});

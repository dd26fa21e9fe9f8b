import { describe, expect, it } from 'vitest';
import { type CatalogueDocument, catalogueDocument, catalogueProblems } from '../../core/catalogue-document';
import { shopCatalogueOf } from '../../core/shop-catalogue';
import {
  type BoughtLine,
  boughtProductIds,
  ranOut,
  reminderDue,
  reorderItems,
  reorderItemsOf,
  reorderParam,
  suggestionsFor,
  suppliesOf,
} from '../../core/supplies';
import { seedDocument } from './seed-document';

/** Issue 38, perk 3: members' personalised recommendations, from what they bought and the labels alone. */

const SINCE = '2026-11-01T10:00:00.000Z';
const DAY = 86_400_000;
const catalogueOf = (document: CatalogueDocument = seedDocument()) => shopCatalogueOf(catalogueDocument.parse(document));
const withServingsPerDay = (slug: string, perDay: number | null | undefined) => {
  const document = seedDocument();
  document.products.find((product) => product.slug === slug)!.servingsPerDay = perDay;
  return document;
};
const line = (fields: Partial<BoughtLine>): BoughtLine => ({
  lineId: 1,
  orderReference: 'VG-7K2M9Q',
  productId: null,
  dealId: null,
  quantity: 1,
  since: SINCE,
  ...fields,
});
const daysAfter = (days: number) => new Date(Date.parse(SINCE) + days * DAY).toISOString();

describe('servingsPerDay in the catalogue document', () => {
  it('is optional: version 1, without it, parses and reads as one a day', () => {
    expect(catalogueProblems(seedDocument(), { imageExists: () => true })).toEqual([]);
    expect(catalogueOf().products.every((product) => product.servingsPerDay === 1)).toBe(true);
  });

  it('takes a whole number from 1, which the shop catalogue carries', () => {
    expect(catalogueOf(withServingsPerDay('omega-3-plus', 3)).products.find((p) => p.id === 'omega-3-plus')!.servingsPerDay).toBe(3);
    for (const wrong of [0, 1.5, -2]) {
      const problems = catalogueProblems(withServingsPerDay('omega-3-plus', wrong), { imageExists: () => true });
      expect(problems.map((problem) => problem.path)).toEqual(['products.14.servingsPerDay']);
    }
  });
});

describe('when a supply runs out', () => {
  it('is since + containers × servings per container ÷ servings per day', () => {
    // Omega-3 Plus: 90 servings a container; two containers at three a day last 60 days.
    const catalogue = catalogueOf(withServingsPerDay('omega-3-plus', 3));
    expect(suppliesOf(catalogue, [line({ productId: 'omega-3-plus', quantity: 2 })])).toEqual([
      { lineId: 1, orderReference: 'VG-7K2M9Q', productId: 'omega-3-plus', containers: 2, runsOutAt: daysAfter(60) },
    ]);
    // One a day when the label does not say: the multivitamin's 60 servings last 60 days.
    expect(suppliesOf(catalogueOf(), [line({ productId: 'multivitamin' })])[0]!.runsOutAt).toBe(daysAfter(60));
  });

  it('opens a package into its products, each counted times the line’s quantity, soonest first', () => {
    // The friends package: 2 multivitamins (60 each), 2 mixed-berry gummies (15 each), 2 pre-workouts (30 each).
    const supplies = suppliesOf(catalogueOf(), [line({ dealId: 'friends', quantity: 2 })]);
    expect(supplies.map(({ productId, containers, runsOutAt }) => [productId, containers, runsOutAt])).toEqual([
      ['protein-gummies-mixed-berry', 4, daysAfter(60)],
      ['pre-workout', 4, daysAfter(120)],
      ['multivitamin', 4, daysAfter(240)],
    ]);
  });

  it('has no date for a product or package the version does not name', () => {
    expect(suppliesOf(catalogueOf(), [line({ productId: 'gone' }), line({ dealId: 'gone' })])).toEqual([]);
  });

  it('is worth a reminder from five days before it, until it', () => {
    const supplies = suppliesOf(catalogueOf(), [line({ productId: 'multivitamin' })]);
    const runsOut = Date.parse(daysAfter(60));
    expect(reminderDue(supplies, runsOut - 5 * DAY - 1)).toBe(false);
    expect(reminderDue(supplies, runsOut - 5 * DAY)).toBe(true);
    expect(reminderDue(supplies, runsOut - 1)).toBe(true);
    expect(reminderDue(supplies, runsOut)).toBe(false);
  });

  it('has run out from its day on, never before', () => {
    const supplies = suppliesOf(catalogueOf(), [line({ productId: 'multivitamin' })]);
    const runsOut = Date.parse(daysAfter(60));
    expect(ranOut(supplies, runsOut - 1)).toBe(false);
    expect(ranOut(supplies, runsOut)).toBe(true);
    expect(ranOut([], runsOut)).toBe(false);
  });
});

describe('suggestions', () => {
  it('are published products of a bought product’s goal (its category), not bought themselves', () => {
    const suggestions = suggestionsFor(catalogueOf(), new Set(['multivitamin']), 10);
    // The other vitamins; never the multivitamin itself, nor another goal's products.
    expect(suggestions.map((s) => [s.productId, s.goal])).toEqual([
      ['magnesium-gummies', 'vitamins'],
      ['omega-3-plus', 'vitamins'],
    ]);
  });

  it('leave out unpublished products', () => {
    const document = seedDocument();
    document.products.find((product) => product.slug === 'magnesium-gummies')!.published = false;
    expect(suggestionsFor(catalogueOf(document), new Set(['multivitamin'])).map((s) => s.productId)).toEqual(['omega-3-plus']);
  });

  it('give as reasons only the suggested product’s own benefits marked as claims', () => {
    const catalogue = catalogueOf();
    // Omega-3 Plus: five claims and one benefit that is not a claim (the last).
    const [omega] = suggestionsFor(catalogue, new Set(['multivitamin', 'magnesium-gummies']));
    expect(omega!.productId).toBe('omega-3-plus');
    expect(omega!.reasonKeys).toEqual([0, 1, 2, 3, 4].map((index) => `content.catalogue.omega-3-plus.benefits.${index}`));
    expect(omega!.reasonKeys.every((key) => catalogue.claimKeys.includes(key))).toBe(true);
  });

  it('count a package’s products as bought, and a product without a panel too', () => {
    const document = seedDocument();
    document.products.find((product) => product.slug === 'magnesium-gummies')!.facts = null;
    const catalogue = catalogueOf(document);
    const bought = boughtProductIds(catalogue, [line({ dealId: 'starter' }), line({ productId: 'magnesium-gummies' })]);
    expect([...bought].sort()).toEqual(['bcaa-gummies', 'magnesium-gummies', 'multivitamin', 'pre-workout']);
    expect(suggestionsFor(catalogue, bought, 10).map((s) => s.productId)).toEqual(['creatine-gummies', 'omega-3-plus']);
  });

  it('are none for a shopper who bought nothing', () => {
    expect(suggestionsFor(catalogueOf(), new Set())).toEqual([]);
  });
});

describe('the reorder link', () => {
  it('names each product and package with its quantity, and reads back to the same items', () => {
    const value = reorderParam([
      { productId: 'omega-3-plus', quantity: 2 },
      { dealId: 'starter', quantity: 1 },
      { productId: 'multivitamin', quantity: 1 },
    ]);
    expect(value).toBe('omega-3-plus:2,package:starter:1,multivitamin:1');
    expect(reorderItems(value)).toEqual([
      { productId: 'omega-3-plus', quantity: 2 },
      { dealId: 'starter', quantity: 1 },
      { productId: 'multivitamin', quantity: 1 },
    ]);
  });

  it('puts back a line as it was bought: a package as the package, not its products', () => {
    const line = { productId: null, dealId: 'starter', quantity: 2 };
    expect(reorderItemsOf(line)).toEqual([{ dealId: 'starter', quantity: 2 }]);
    expect(reorderItemsOf({ ...line, productId: 'multivitamin', dealId: null })).toEqual([{ productId: 'multivitamin', quantity: 2 }]);
  });

  it.each([
    '',
    'omega-3-plus',
    'omega-3-plus:0',
    'omega-3-plus:100',
    'Omega:1',
    'a:1,,b:2',
    '<script>:1',
    'package:starter',
    'bundle:starter:1',
    'package:package:starter:1',
    42,
  ])('puts nothing in the cart for %s', (value) => {
    expect(reorderItems(value)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { type CatalogueChecks, type CatalogueDocument, catalogueProblems } from '../../core/catalogue-document';
import { seedDocument as catalogueV1 } from './seed-document';

const everyImage: CatalogueChecks = { imageExists: () => true };
const problemsOf = (document: unknown, checks = everyImage) => catalogueProblems(document, checks);
const pathsOf = (document: unknown, checks = everyImage) => problemsOf(document, checks).map((problem) => problem.path);

/** Today's catalogue, changed by `edit`: a fresh copy each time. */
function edited(edit: (document: CatalogueDocument) => void): CatalogueDocument {
  const document = catalogueV1();
  edit(document);
  return document;
}

const indexOf = (document: CatalogueDocument, slug: string) => document.products.findIndex((product) => product.slug === slug);

describe('the catalogue document schema', () => {
  it('accepts version 1 with no problem', () => {
    expect(problemsOf(catalogueV1())).toEqual([]);
  });

  it('refuses a missing language with its path', () => {
    const document = edited((d) => delete (d.products[3]!.texts as Partial<CatalogueDocument['products'][number]['texts']>).fr);
    expect(pathsOf(document)).toEqual(['products.3.texts.fr']);
  });

  it('refuses an empty or blank text with its path', () => {
    const document = edited((d) => {
      d.products[3]!.texts.fr.name = '  ';
      d.deals[1]!.texts.ar.title = '';
      d.home.heroStats[0]!.label.en = '';
    });
    expect(problemsOf(document)).toEqual([
      { path: 'products.3.texts.fr.name', message: 'must not be empty' },
      { path: 'deals.1.texts.ar.title', message: 'must not be empty' },
      { path: 'home.heroStats.0.label.en', message: 'must not be empty' },
    ]);
  });

  it.each([
    ['a price in dollars', (d: CatalogueDocument) => (d.products[0]!.priceCents = 29.99), 'products.0.priceCents'],
    ['a price of zero', (d: CatalogueDocument) => (d.products[0]!.priceCents = 0), 'products.0.priceCents'],
    ['a negative "was" price', (d: CatalogueDocument) => (d.products[2]!.compareAtCents = -1), 'products.2.compareAtCents'],
    ['a package priced as text', (d: CatalogueDocument) => Object.assign(d.deals[0]!, { priceCents: '59.99' }), 'deals.0.priceCents'],
    ['a slug with capitals', (d: CatalogueDocument) => (d.products[2]!.slug = 'Mango-Gummies'), 'products.2.slug'],
    ['a slug with a space', (d: CatalogueDocument) => (d.deals[2]!.slug = 'complete package'), 'deals.2.slug'],
    ['an unknown category', (d: CatalogueDocument) => Object.assign(d.products[4]!, { category: 'snacks' }), 'products.4.category'],
    ['a made-up tax code', (d: CatalogueDocument) => (d.products[5]!.taxCode = 'supplements'), 'products.5.taxCode'],
    [
      'a seventh benefit',
      (d: CatalogueDocument) => d.products[6]!.texts.en.benefits.push({ text: 'Tasty', claim: false }),
      'products.6.texts.en.benefits',
    ],
    [
      'a unit FDA labels do not use',
      (d: CatalogueDocument) => Object.assign(d.products[0]!.facts!.rows[2]!, { unit: 'IU' }),
      'products.0.facts.rows.2.unit',
    ],
    [
      'a %DV key for a nutrient without a daily value',
      (d: CatalogueDocument) => Object.assign(d.products[8]!.facts!.rows.at(-1)!, { dvKey: 'caffeine' }),
      'products.8.facts.rows.5.dvKey',
    ],
    [
      'a stored % Daily Value',
      (d: CatalogueDocument) => Object.assign(d.products[0]!.facts!.rows[0]!, { dailyValue: 100 }),
      'products.0.facts.rows.0.dailyValue',
    ],
    ['a package item of no quantity', (d: CatalogueDocument) => (d.deals[3]!.items[0]!.quantity = 0), 'deals.3.items.0.quantity'],
    [
      'a figure of an unknown kind',
      (d: CatalogueDocument) => Object.assign(d.home.impactStats[0]!.figure, { kind: 'stars' }),
      'home.impactStats.0.figure.kind',
    ],
    [
      'an unknown certification icon',
      (d: CatalogueDocument) => Object.assign(d.home.certifications[1]!, { icon: 'medal' }),
      'home.certifications.1.icon',
    ],
    ['a version 0', (d: CatalogueDocument) => (d.version = 0), 'version'],
  ])('refuses %s with its path', (_what, edit, path) => {
    expect(pathsOf(edited(edit))).toEqual([path]);
  });

  it('lists every problem, not only the first, and still applies the rules to the entries that are well formed', () => {
    const document = edited((d) => {
      d.products[0]!.texts.fr.name = '';
      d.products[14]!.texts.ar.description = '';
      d.products[7]!.priceCents = 999;
      d.deals[0]!.items[0]!.product = 'multivitamins';
    });
    expect(pathsOf(document)).toEqual([
      'products.0.texts.fr.name',
      'products.14.texts.ar.description',
      'products.7.priceCents',
      'deals.0.items.0.product',
    ]);
  });

  it('refuses something that is not a catalogue at all without throwing', () => {
    expect(pathsOf(null)).toEqual(['']);
    expect(pathsOf({ version: 2 })).toEqual(['products', 'deals', 'home']);
  });
});

describe('the catalogue rules', () => {
  it('refuses a product under $10 while shipping tops out at $29.99, and says why', () => {
    const document = edited((d) => (d.products[indexOf(d, 'bcaa-gummies')]!.priceCents = 999));
    const problems = problemsOf(document);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toBe('products.11.priceCents');
    expect(problems[0]!.message).toMatch(/at least 1000 cents.*last-chance deal.*shipping costs up to 2999 cents/);
    expect(pathsOf(edited((d) => (d.products[11]!.priceCents = 1000)))).toEqual([]);
  });

  it('refuses a "was" price that is not above the price', () => {
    expect(pathsOf(edited((d) => (d.products[2]!.compareAtCents = d.products[2]!.priceCents)))).toEqual(['products.2.compareAtCents']);
    expect(pathsOf(edited((d) => (d.products[2]!.compareAtCents = null)))).toEqual([]);
  });

  it('refuses a slug used twice, products and packages alike (they share /products/<slug>)', () => {
    expect(problemsOf(edited((d) => (d.products[6]!.slug = 'whey-vanilla')))).toEqual([
      { path: 'products.6.slug', message: 'slug whey-vanilla is already used by products.4.slug' },
    ]);
    expect(pathsOf(edited((d) => (d.deals[1]!.slug = 'multivitamin')))).toEqual(['deals.1.slug']);
    expect(pathsOf(edited((d) => (d.deals[3]!.id = 'starter')))).toEqual(['deals.3.id']);
  });

  it('refuses a package naming a product that does not exist or is not published', () => {
    expect(problemsOf(edited((d) => (d.deals[2]!.items[1]!.product = 'whey-mint')))).toEqual([
      { path: 'deals.2.items.1.product', message: 'names no product (whey-mint)' },
    ]);
    expect(problemsOf(edited((d) => (d.products[indexOf(d, 'pre-workout')]!.published = false)))).toEqual([
      { path: 'deals.0.items.2.product', message: 'names pre-workout, which is not published' },
      { path: 'deals.1.items.2.product', message: 'names pre-workout, which is not published' },
      { path: 'deals.3.items.2.product', message: 'names pre-workout, which is not published' },
    ]);
  });

  it('refuses a package that costs as much as its items bought one by one', () => {
    expect(pathsOf(edited((d) => (d.deals[0]!.priceCents = 9497)))).toEqual(['deals.0.priceCents']);
    expect(pathsOf(edited((d) => (d.deals[0]!.priceCents = 9496)))).toEqual([]);
  });

  it('refuses a hero picture of a product that does not exist or is not published', () => {
    expect(pathsOf(edited((d) => (d.home.hero.frontProduct = 'multi')))).toEqual(['home.hero.frontProduct']);
    const unpublished = edited((d) => {
      d.products[indexOf(d, 'protein-gummies-cherry')]!.published = false;
      d.home.hero.behindProducts[1] = 'protein-gummies-cherry';
    });
    expect(problemsOf(unpublished)).toEqual([
      { path: 'home.hero.behindProducts.1', message: 'names protein-gummies-cherry, which is not published' },
    ]);
  });

  it('refuses an image that is not served, through the callback', () => {
    const served = new Set(catalogueV1().products.map((product) => product.image.url));
    served.delete('/products/omega-3-plus.svg');
    expect(problemsOf(catalogueV1(), { imageExists: (url) => served.has(url) })).toEqual([
      { path: 'products.14.image.url', message: 'no image is served at /products/omega-3-plus.svg' },
    ]);
  });

  it('refuses a supplement (its tax code says it carries a Supplement Facts box) without its panel', () => {
    expect(pathsOf(edited((d) => (d.products[9]!.facts = null)))).toEqual(['products.9.facts']);
    const otherGoods = edited((d) => {
      d.products[9]!.facts = null;
      d.products[9]!.taxCode = 'txcd_99999999';
    });
    expect(pathsOf(otherGoods)).toEqual([]);
  });

  it("refuses a facts row for an FDA nutrient in another unit than its Daily Value's", () => {
    expect(problemsOf(edited((d) => (d.products[0]!.facts!.rows[1]!.unit = 'mcg')))).toEqual([
      { path: 'products.0.facts.rows.1.unit', message: "must be mg, the unit of vitaminC's Daily Value" },
    ]);
  });

  it('refuses benefits and features that differ between languages in number or in what is a claim', () => {
    expect(pathsOf(edited((d) => d.products[2]!.texts.fr.benefits.pop()))).toEqual(['products.2.texts.fr.benefits']);
    expect(problemsOf(edited((d) => (d.products[12]!.texts.ar.benefits[0]!.claim = false)))).toEqual([
      { path: 'products.12.texts.ar.benefits.0.claim', message: 'is marked not a claim where en is' },
      // and its words claim (catalogue-claims.test.ts)
      expect.objectContaining({ path: 'products.12.texts.ar.benefits.0.text' }),
    ]);
    expect(pathsOf(edited((d) => (d.deals[2]!.texts.fr.features[1]!.claim = false)))).toEqual(['deals.2.texts.fr.features.1.claim']);
  });

  it('refuses a time-limit note given in some languages only', () => {
    expect(problemsOf(edited((d) => (d.deals[0]!.texts.ar.timeLimitNote = null)))).toEqual([
      { path: 'deals.0.texts.ar.timeLimitNote', message: 'is missing where en has one' },
    ]);
    expect(pathsOf(edited((d) => (d.deals[1]!.texts.fr.timeLimitNote = 'Deux jours seulement')))).toEqual([
      'deals.1.texts.fr.timeLimitNote',
    ]);
  });

  it('refuses a field the catalogue does not have', () => {
    expect(problemsOf(edited((d) => Object.assign(d.products[0]!, { priceDollars: 29.99 })))).toEqual([
      { path: 'products.0.priceDollars', message: 'is not a field of the catalogue' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { type CatalogueDocument, catalogueDocument, catalogueProblems, summariseChanges } from '../../core/catalogue-document';
import { earlyAccessInLines, inEarlyAccess } from '../../core/early-access';
import { shopCatalogueOf } from '../../core/shop-catalogue';
import { seedDocument } from './seed-document';

/** Issue 38, perk 2: "members first until <date>" on a product of the catalogue document. */

const UNTIL = '2026-12-01T09:00:00Z';
const withEarlyAccess = (slug: string, until: string | null | undefined): CatalogueDocument => {
  const document = seedDocument();
  document.products.find((product) => product.slug === slug)!.earlyAccessUntil = until;
  return document;
};
const problemsOf = (document: unknown) => catalogueProblems(document, { imageExists: () => true });

describe('earlyAccessUntil in the catalogue document', () => {
  it('is optional: version 1, without it, parses and reads as none', () => {
    expect(problemsOf(seedDocument())).toEqual([]);
    expect(shopCatalogueOf(catalogueDocument.parse(seedDocument())).products.every((p) => p.earlyAccessUntil === null)).toBe(true);
  });

  it('takes a UTC date-time or null, and the shop catalogue carries it', () => {
    expect(problemsOf(withEarlyAccess('multivitamin', UNTIL))).toEqual([]);
    expect(problemsOf(withEarlyAccess('multivitamin', null))).toEqual([]);
    const catalogue = shopCatalogueOf(catalogueDocument.parse(withEarlyAccess('multivitamin', UNTIL)));
    expect(catalogue.products.find((p) => p.id === 'multivitamin')!.earlyAccessUntil).toBe(UNTIL);
  });

  it.each(['2026-12-01', '2026-12-01T09:00:00+01:00', 'next week'])('refuses %s with its path', (until) => {
    expect(problemsOf(withEarlyAccess('multivitamin', until)).map((p) => p.path)).toEqual(['products.0.earlyAccessUntil']);
  });

  it('is named in the publish summary', () => {
    expect(summariseChanges(seedDocument(), withEarlyAccess('multivitamin', UNTIL))).toBe('1 early-access date changed');
  });
});

describe('inEarlyAccess and the lines it holds back', () => {
  const at = Date.parse(UNTIL);
  it('holds until the instant, not at it', () => {
    expect(inEarlyAccess({ earlyAccessUntil: UNTIL }, at - 1)).toBe(true);
    expect(inEarlyAccess({ earlyAccessUntil: UNTIL }, at)).toBe(false);
    expect(inEarlyAccess({ earlyAccessUntil: null }, 0)).toBe(false);
  });

  it('finds the product in a cart line and inside a package', () => {
    const { products, deals } = shopCatalogueOf(catalogueDocument.parse(withEarlyAccess('multivitamin', UNTIL)));
    const withMultivitamin = deals.find((deal) => deal.items.some((item) => item.productId === 'multivitamin'))!;
    expect(earlyAccessInLines([{ productId: 'multivitamin', quantity: 1 }], products, at - 1)).toEqual(['multivitamin']);
    expect(earlyAccessInLines([{ dealId: withMultivitamin.id, quantity: 1 }], products, at - 1)).toEqual(['multivitamin']);
    expect(earlyAccessInLines([{ productId: 'omega-3-plus', quantity: 1 }], products, at - 1)).toEqual([]);
    expect(earlyAccessInLines([{ productId: 'multivitamin', quantity: 1 }], products, at)).toEqual([]);
  });
});

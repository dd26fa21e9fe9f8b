import { describe, expect, it } from 'vitest';
import { type CatalogueDocument, catalogueDocument, catalogueProblems, summariseChanges } from '../../core/catalogue-document';
import { shopCatalogueOf } from '../../core/shop-catalogue';
import { seedDocument } from './seed-document';

/** The catalogue's `memberPercent`: a whole percent from 1 to 20, 15 when a document does not say. */

const withPercent = (memberPercent: unknown): unknown => ({ ...seedDocument(), memberPercent });
const problemsOf = (document: unknown) => catalogueProblems(document, { imageExists: () => true });

describe('the catalogue’s member percent', () => {
  it.each([1, 12, 15, 20])('%i % may be published', (percent) => {
    expect(problemsOf(withPercent(percent))).toEqual([]);
  });

  it.each([0, 21, 12.5, -5, '15', null])('%j is refused at memberPercent', (percent) => {
    expect(problemsOf(withPercent(percent)).map((problem) => problem.path)).toEqual(['memberPercent']);
  });

  it('a document without it (version 1 as migration 0020 wrote it, a draft saved before members’ prices) publishes with 15 %', () => {
    const before = seedDocument();
    expect(before.memberPercent).toBeUndefined();
    expect(problemsOf(before)).toEqual([]);
    expect(catalogueDocument.parse(before).memberPercent).toBe(15);
    expect(shopCatalogueOf(before as CatalogueDocument).memberPercent).toBe(15);
  });

  it('the shop reads it from the version', () => {
    expect(shopCatalogueOf({ ...seedDocument(), memberPercent: 12 }).memberPercent).toBe(12);
  });

  it('the publish summary says when it changes, and from what', () => {
    const previous = seedDocument();
    expect(summariseChanges(previous, { ...seedDocument(), memberPercent: 12 })).toBe('member price 15 % → 12 %');
    expect(summariseChanges(previous, seedDocument())).toBe('no changes');
    const { memberPercent: _unset, ...older } = seedDocument();
    expect(summariseChanges(older as CatalogueDocument, { ...seedDocument(), memberPercent: 20 })).toBe('member price 15 % → 20 %');
  });
});

import { describe, expect, it } from 'vitest';
import { type CatalogueDocument, summariseChanges } from '../../core/catalogue-document';
import { DICTIONARY_IDS } from '../../core/language';
import { seedDocument as catalogueV1 } from './seed-document';

function next(edit: (document: CatalogueDocument) => void): CatalogueDocument {
  const document = catalogueV1();
  document.version = 2;
  edit(document);
  return document;
}

const summary = (edit: (document: CatalogueDocument) => void) => summariseChanges(catalogueV1(), next(edit));

describe("summariseChanges, the audit log's line for a publish", () => {
  it('says so when nothing but the version number changed', () => {
    expect(summary(() => {})).toBe('no changes');
  });

  it('counts prices, added products and texts, in a fixed order', () => {
    const line = summary((d) => {
      d.products[0]!.priceCents = 3199;
      d.products[1]!.compareAtCents = null;
      d.deals[2]!.priceCents = 12499;
      d.products.push({ ...structuredClone(d.products[2]!), slug: 'protein-gummies-lime' });
      d.products[3]!.texts.fr.name = 'Gommes protéinées à la cerise';
      d.products[3]!.texts.ar.description = 'وصف جديد';
    });
    expect(line).toBe('1 product added, 3 prices changed, 2 texts changed');
  });

  it('counts a price once per product, however many of its prices changed', () => {
    expect(
      summary((d) => {
        d.products[0]!.priceCents = 3199;
        d.products[0]!.compareAtCents = 4199;
      }),
    ).toBe('1 price changed');
  });

  it('names removals, publishing, claims, facts panels, images, package contents and other details', () => {
    const line = summary((d) => {
      d.products.splice(14, 1);
      d.deals.splice(3, 1);
      d.products[13]!.published = false;
      d.products[12]!.texts.en.benefits[0]!.claim = false;
      d.products[11]!.facts!.rows[0]!.amount = 5;
      d.products[11]!.facts!.servingsPerContainer = 60;
      d.products[10]!.image.url = '/products/collagen-gummies-v2.svg';
      d.deals[0]!.items[0]!.quantity = 2;
      d.products[9]!.category = 'gummies';
      d.products[8]!.taxCode = 'txcd_00000000';
    });
    expect(line).toBe(
      '1 product removed, 1 package removed, 1 product unpublished, 1 claim marking changed, 1 Supplement Facts panel changed, ' +
        '1 image changed, 1 package content changed, 2 other details changed',
    );
  });

  it('counts each language of a text, a benefit and a badge taken away as texts', () => {
    const line = summary((d) => {
      for (const id of DICTIONARY_IDS) d.products[4]!.texts[id].name = `${d.products[4]!.texts[id].name} 2`;
      d.products[5]!.badge = null;
      for (const id of DICTIONARY_IDS) d.products[6]!.texts[id].benefits.pop();
    });
    expect(line).toBe(`${3 * DICTIONARY_IDS.length} texts changed`);
  });

  it('tells a reordering and a change to the home page figures', () => {
    const line = summary((d) => {
      d.products.reverse();
      d.home.hero.frontProduct = d.home.hero.behindProducts[0];
    });
    expect(line).toBe('product order changed, home page figures changed');
  });

  it('is the same whatever the order the changes were made in', () => {
    const one = summary((d) => {
      d.products[0]!.priceCents = 3199;
      d.deals[1]!.texts.en.title = 'Essentials';
    });
    const other = summary((d) => {
      d.deals[1]!.texts.en.title = 'Essentials';
      d.products[0]!.priceCents = 3199;
    });
    expect(one).toBe(other);
    expect(one).toBe('1 price changed, 1 text changed');
  });
});

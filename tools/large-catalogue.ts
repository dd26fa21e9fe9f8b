import type { CatalogueDocument } from '../core/catalogue-document/index.ts';

/**
 * A catalogue of `count` products, for measuring and testing the shop at scale (issue 37, "Scale"): the seed's
 * products repeated, each copy with its own slug and names ("Daily Multivitamin 17") and its price a few cents
 * apart, so that sorting by price orders something. Its packages and home figures are the seed's.
 */
export function largeCatalogue(seed: CatalogueDocument, count: number): CatalogueDocument {
  const products = Array.from({ length: count }, (_, index) => {
    const original = seed.products[index % seed.products.length];
    if (index < seed.products.length) return original;
    const copy = Math.floor(index / seed.products.length) + 1;
    const texts = Object.fromEntries(
      Object.entries(original.texts).map(([language, texts]) => [language, { ...texts, name: `${texts.name} ${copy}` }]),
    ) as typeof original.texts;
    const priceCents = original.priceCents + copy;
    const compareAtCents = original.compareAtCents === null ? null : Math.max(original.compareAtCents, priceCents + 100);
    return { ...original, slug: `${original.slug}-${copy}`, priceCents, compareAtCents, texts };
  });
  return { ...seed, products };
}

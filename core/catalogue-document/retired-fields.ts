import type { CatalogueDocument } from './schema';

/**
 * The document without the fields the shop no longer reads: the invented ratings and review counts of
 * versions 1 and 2 (products' `rating`/`reviews`, the hero's). Ratings come only from published reviews
 * (docs/reviews.md), so a saved draft, and every version published from it, carries none.
 */
export function withoutRetiredFields(document: CatalogueDocument): CatalogueDocument {
  const { rating: _heroRating, reviews: _heroReviews, ...hero } = document.home.hero;
  return {
    ...document,
    products: document.products.map(({ rating: _rating, reviews: _reviews, ...product }) => product),
    home: { ...document.home, hero },
  };
}

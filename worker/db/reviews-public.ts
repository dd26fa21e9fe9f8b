import { type SQL, and, asc, count, desc, eq, sum } from 'drizzle-orm';
import {
  FEATURED_REVIEWS_SHOWN,
  type PublicReview,
  REVIEWS_PER_PAGE,
  type RatingSummary,
  type ReviewPage,
  type ReviewSort,
  type ShopRatings,
  summaryOf,
} from '../../core/reviews';
import { reviewPageCount } from '../../core/review-pages';
import type { Language } from '../../core/language';
import type { Db } from './client';
import { currentReviewRevision } from './review-revision';
import { reviews } from './schema';

/**
 * What shoppers are shown of reviews: published ones only. Sample reviews (`sample = 1`, seeded by `npm start`)
 * count only where `samples` is true, which only a development worker asks for (worker/lib/env.ts).
 */
export interface ShownReviews {
  samples: boolean;
}

function shown({ samples }: ShownReviews, ...more: SQL[]): SQL {
  return and(eq(reviews.status, 'published'), ...(samples ? [] : [eq(reviews.sample, false)]), ...more)!;
}

type ReviewRow = typeof reviews.$inferSelect;

function publicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    title: row.title,
    body: row.body,
    displayName: row.displayName,
    // Checked against the shop's languages when written (core/api/reviews.ts).
    language: row.language as Language,
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    reply: row.reply && row.repliedAt ? { text: row.reply, at: row.repliedAt.toISOString() } : null,
  };
}

/** The shop's mean and count, each reviewed product's, and the featured reviews, newest first. */
export async function shopRatings(db: Db, which: ShownReviews): Promise<ShopRatings> {
  const [revision, perProduct, featured] = await Promise.all([
    currentReviewRevision(db),
    db
      .select({ productId: reviews.productId, total: sum(reviews.rating).mapWith(Number), count: count() })
      .from(reviews)
      .where(shown(which))
      .groupBy(reviews.productId),
    db
      .select()
      .from(reviews)
      .where(shown(which, eq(reviews.featured, true)))
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .limit(FEATURED_REVIEWS_SHOWN),
  ]);
  const products: Record<string, RatingSummary> = {};
  let total = 0;
  let reviewCount = 0;
  for (const row of perProduct) {
    products[row.productId] = summaryOf(row.total, row.count);
    total += row.total;
    reviewCount += row.count;
  }
  return { revision, shop: summaryOf(total, reviewCount), products, featured: featured.map(publicReview) };
}

const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.publishedAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.publishedAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.publishedAt), desc(reviews.id)],
};

/**
 * One page of a product's published reviews in an order, with their summary and distribution; a page past the
 * last is the last.
 */
export async function productReviewPage(
  db: Db,
  productId: string,
  search: { sort: ReviewSort; page: number },
  which: ShownReviews,
): Promise<ReviewPage> {
  const perRating = await db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(shown(which, eq(reviews.productId, productId)))
    .groupBy(reviews.rating);
  const distribution: ReviewPage['distribution'] = [0, 0, 0, 0, 0];
  let total = 0;
  let reviewCount = 0;
  for (const row of perRating) {
    distribution[row.rating - 1] = row.count;
    total += row.rating * row.count;
    reviewCount += row.count;
  }
  const pageCount = reviewPageCount(reviewCount);
  const page = Math.min(search.page, pageCount);
  const rows =
    reviewCount === 0
      ? []
      : await db
          .select()
          .from(reviews)
          .where(shown(which, eq(reviews.productId, productId)))
          .orderBy(...ORDER[search.sort])
          .limit(REVIEWS_PER_PAGE)
          .offset((page - 1) * REVIEWS_PER_PAGE);
  return {
    productId,
    sort: search.sort,
    page,
    pageCount,
    summary: summaryOf(total, reviewCount),
    distribution,
    reviews: rows.map(publicReview),
  };
}

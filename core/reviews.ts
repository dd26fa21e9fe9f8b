import type { Language } from './language';

/**
 * Reviews written by verified buyers (docs/reviews.md): every star and count the shop shows comes from the
 * published ones, and from nothing else.
 */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected', 'withdrawn'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Why an operator may reject a review: these and no others. Being negative is not among them (16 CFR 465.7).
 */
export const REVIEW_REJECT_REASONS = ['personal_data', 'offensive', 'unrelated', 'spam'] as const;
export type ReviewRejectReason = (typeof REVIEW_REJECT_REASONS)[number];

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEWS_PER_PAGE = 10;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2_000;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_NAME_MAX = 60;
export const REVIEW_REPLY_MAX = 2_000;
/** How long an invitation's link gives a review. */
export const REVIEW_LINK_DAYS = 90;
/** An order shipped this long ago with no delivery recorded is taken as delivered for the invitation. */
export const REVIEW_INVITE_AFTER_SHIPPED_DAYS = 14;
/** Featured reviews the home page's testimonials show at most. */
export const FEATURED_REVIEWS_SHOWN = 3;

/** A mean and count of published reviews. */
export interface RatingSummary {
  /** The mean to one decimal (4.3); 0 with no reviews. */
  mean: number;
  count: number;
}

/** What every page knows of ratings: the shop's, each reviewed product's, and the featured reviews. */
export interface ShopRatings {
  /** Bumped with every change pages show (worker/db/reviews.ts). */
  revision: number;
  shop: RatingSummary;
  /** Products with at least one published review; the others have none. */
  products: Record<string, RatingSummary>;
  featured: PublicReview[];
}

/** A published review as shoppers see it. */
export interface PublicReview {
  id: number;
  productId: string;
  rating: number;
  title: string;
  body: string;
  displayName: string;
  /** The language the buyer wrote in: the text is shown in it (`lang`), never translated. */
  language: Language;
  /** ISO date-time of publication. */
  publishedAt: string;
  reply: { text: string; at: string } | null;
}

/** One page of a product's published reviews, with its distribution. */
export interface ReviewPage {
  productId: string;
  sort: ReviewSort;
  page: number;
  pageCount: number;
  summary: RatingSummary;
  /** Count of published reviews per star value, index 0 = 1 star … 4 = 5 stars. */
  distribution: [number, number, number, number, number];
  reviews: PublicReview[];
}

export const NO_RATINGS: ShopRatings = { revision: 0, shop: { mean: 0, count: 0 }, products: {}, featured: [] };

/** The mean of `count` ratings adding up to `total`, to one decimal. */
export function summaryOf(total: number, count: number): RatingSummary {
  return { mean: count === 0 ? 0 : Math.round((total / count) * 10) / 10, count };
}

/** A product's rating summary; none yet when it has no published review. */
export function ratingOf(ratings: Pick<ShopRatings, 'products'>, productId: string): RatingSummary {
  return ratings.products[productId] ?? { mean: 0, count: 0 };
}

/** The name a review shows by default: first name and last initial ("Maria G."). */
export function defaultDisplayName(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '';
  const first = parts[0]!;
  const last = parts.length > 1 ? parts.at(-1)! : '';
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
}

/** A review list's search (`?reviews=2&sort=lowest` on a product page), each value checked. */
export function parseReviewSearch(search: Record<string, unknown>): { sort: ReviewSort; page: number } {
  const sort = REVIEW_SORTS.find((s) => s === search.sort) ?? 'newest';
  const page = Number(search.reviews);
  return { sort, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The query string a product page's review list is at, in one spelling ('' for the first page, newest). */
export function reviewQueryString(search: { sort: ReviewSort; page: number }): string {
  const parts = [...(search.page > 1 ? [`reviews=${search.page}`] : []), ...(search.sort !== 'newest' ? [`sort=${search.sort}`] : [])];
  return parts.length ? `?${parts.join('&')}` : '';
}

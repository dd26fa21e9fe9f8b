import * as z from 'zod';
import { REVIEW_STATUSES, type ReviewRejectReason, type ReviewStatus } from '../reviews';

/**
 * The console's review queue (/api/admin/reviews, behind Cloudflare Access). The bodies of its changes are
 * ./reviews.ts's: reviewDecisionBody, reviewReplyBody, reviewFeatureBody.
 *
 * GET /?status=&page= → Paged<AdminReview>, newest first; pending by default.
 * GET /rates → AdminReviewRates: the rejection rate per star value and the count per status.
 * POST /:id/decision → the review: published, or rejected for one of the fixed reasons (409 review_withdrawn).
 * PUT /:id/reply → the review with the shop's one public reply (409 review_already_replied, review_not_published).
 * PUT /:id/featured → the review, in or out of the home page's testimonials (409 review_not_published).
 */
export const reviewQueueQuery = z.object({
  status: z.enum(REVIEW_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A review as the queue shows it, with what it was written about. */
export interface AdminReview {
  id: number;
  status: ReviewStatus;
  rejectReason: ReviewRejectReason | null;
  rating: number;
  title: string;
  body: string;
  displayName: string;
  language: string;
  productId: string;
  /** The product's name in the catalogue shown now; null when it no longer has the product. */
  productName: string | null;
  /** The order the review's link came with; null for a sample review or an order since deleted. */
  orderReference: string | null;
  featured: boolean;
  /** Development data (`npm start`), never a buyer's. */
  sample: boolean;
  reply: { text: string; at: string } | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/** Decisions on reviews of one star value: how many were published or rejected, and the share rejected. */
export interface AdminRejectionRate {
  rating: number;
  decided: number;
  rejected: number;
  /** rejected / decided, 0–1; null with nothing decided. */
  rate: number | null;
}

export interface AdminReviewRates {
  /** One row per star value, 1 to 5. */
  stars: AdminRejectionRate[];
  counts: Record<ReviewStatus, number>;
}

import * as z from 'zod';
import { LANGUAGES, type Language } from '../language';
import type { ReviewStatus } from '../reviews';

/** GET /api/reviews/:token?language=…: the language the product's name is wanted in (the form's). */
export const reviewLinkQuery = z.strictObject({ language: z.enum(LANGUAGES).optional() });

/** The review a link gave, as its author sees it (whatever its status: pending, published, rejected, withdrawn). */
export interface OwnReview {
  rating: number;
  title: string;
  body: string;
  displayName: string;
  language: Language;
  status: ReviewStatus;
  /** ISO date-time of the last write. */
  updatedAt: string;
}

/** GET /api/reviews/:token: what the link is for, the name to suggest, and the review if it was written. */
export interface ReviewLinkAnswer {
  productId: string;
  product: { name: string; image: { src: string; width: number; height: number; alt: string } | null };
  /** First name and last initial of the order's delivery name ('' when the order has none left). */
  defaultDisplayName: string;
  /** ISO date-time after which the link writes nothing. */
  expiresAt: string;
  review: OwnReview | null;
}

/** POST, PUT and DELETE /api/reviews/:token: the review as it now stands. */
export interface ReviewWriteAnswer {
  review: OwnReview;
}

import * as z from 'zod';
import {
  REVIEW_NAME_MAX,
  REVIEW_REJECT_REASONS,
  REVIEW_REPLY_MAX,
  REVIEW_SORTS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
} from '../reviews';
import { LANGUAGES } from '../language';

/** The review link's token, as the link carries it. */
export const reviewToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** POST /api/reviews/:token (write) and PUT (edit): what the buyer wrote, plain text. */
export const reviewBody = z.strictObject({
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().min(1).max(REVIEW_TITLE_MAX),
  body: z.string().trim().min(REVIEW_TEXT_MIN).max(REVIEW_TEXT_MAX),
  displayName: z.string().trim().min(1).max(REVIEW_NAME_MAX),
  language: z.enum(LANGUAGES),
});

/** GET /api/products/:id/reviews: a page of a product's published reviews. */
export const reviewListQuery = z.strictObject({
  sort: z.enum(REVIEW_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** The console: publish, or reject for one of the fixed reasons. */
export const reviewDecisionBody = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('publish') }),
  z.strictObject({ decision: z.literal('reject'), reason: z.enum(REVIEW_REJECT_REASONS) }),
]);

/** The console: the shop's one public reply. */
export const reviewReplyBody = z.strictObject({ text: z.string().trim().min(1).max(REVIEW_REPLY_MAX) });

/** The console: feature a published review in the home page's testimonials, or stop. */
export const reviewFeatureBody = z.strictObject({ featured: z.boolean() });

/** PUT /api/account/review-invitations: the /account switch. */
export const reviewInvitationsBody = z.strictObject({ on: z.boolean() });

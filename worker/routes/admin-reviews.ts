import { type Context, Hono } from 'hono';
import * as z from 'zod';
import { ADMIN_PAGE_SIZE, type Paged } from '../../core/api/admin';
import { type AdminReview, type AdminReviewRates, reviewQueueQuery } from '../../core/api/admin-reviews';
import { reviewDecisionBody, reviewFeatureBody, reviewReplyBody } from '../../core/api/reviews';
import { activeCatalogue } from '../../core/catalogue-scope';
import { REVIEW_STATUSES } from '../../core/reviews';
import { operatorApi } from '../admin/middleware';
import {
  type Review,
  decideReview,
  featureReview,
  findReview,
  replyToReview,
  reviewDecisionCounts,
  searchReviews,
} from '../db/console/reviews';
import { ApiError, notFound } from '../lib/errors';
import { productName } from '../lib/names';
import { sameOriginOnly } from '../middleware/same-origin';
import { validate } from '../middleware/validate';
import { forgetRatingsAfterChange } from '../reviews/ratings';
import type { AppEnv } from '../lib/app-env';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const now = () => new Date(Date.now());

function operatorOf(c: Context<AppEnv>) {
  const operator = c.get('operator');
  // operatorApi runs first on every route: no operator here is a wiring fault, never a way in.
  if (!operator) throw new Error('console route reached without an operator');
  return operator;
}

function rowOf({ review, orderReference }: { review: Review; orderReference: string | null }): AdminReview {
  const known = activeCatalogue().products.some((product) => product.id === review.productId);
  return {
    id: review.id,
    status: review.status,
    rejectReason: review.rejectReason,
    rating: review.rating,
    title: review.title,
    body: review.body,
    displayName: review.displayName,
    language: review.language,
    productId: review.productId,
    productName: known ? productName(review.productId) : null,
    orderReference,
    featured: review.featured,
    sample: review.sample,
    reply: review.reply !== null && review.repliedAt ? { text: review.reply, at: review.repliedAt.toISOString() } : null,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    publishedAt: review.publishedAt?.toISOString() ?? null,
  };
}

async function found(c: Context<AppEnv>, id: number) {
  const row = await findReview(c.get('db'), id);
  if (!row) throw notFound('No such review');
  return row;
}

const withdrawn = () => new ApiError(409, 'review_withdrawn', 'The buyer withdrew this review: there is nothing to decide');
const notPublished = () => new ApiError(409, 'review_not_published', 'Only a published review can be replied to or featured');

const audit = (c: Context<AppEnv>, id: number, action: string, details: Record<string, unknown>) => ({
  operatorEmail: operatorOf(c).email,
  action,
  targetType: 'review',
  targetId: String(id),
  details,
  now: now(),
});

/**
 * The console's review queue (shapes: core/api/admin-reviews.ts), behind Cloudflare Access like every console
 * route. Every change is audited in the batch that makes it, with the review's stars, so that the decisions
 * per star value can be read back. A change that leaves the review as it is (publishing a published one)
 * answers the review and records nothing.
 */
export const adminReviews = new Hono<AppEnv>()
  .use('*', sameOriginOnly, operatorApi, forgetRatingsAfterChange)
  .get('/', validate('query', reviewQueueQuery), async (c) => {
    const { status, page } = c.req.valid('query');
    const { items, total } = await searchReviews(c.get('db'), status, {
      limit: ADMIN_PAGE_SIZE,
      offset: (page - 1) * ADMIN_PAGE_SIZE,
    });
    const answer: Paged<AdminReview> = { items: items.map(rowOf), page, pageSize: ADMIN_PAGE_SIZE, total };
    return c.json(answer);
  })
  .get('/rates', async (c) => {
    const { byStars, byStatus } = await reviewDecisionCounts(c.get('db'));
    const rates: AdminReviewRates = {
      stars: [1, 2, 3, 4, 5].map((rating) => {
        const row = byStars.find((r) => r.rating === rating);
        const rejected = Number(row?.rejected ?? 0);
        const decided = Number(row?.published ?? 0) + rejected;
        return { rating, decided, rejected, rate: decided === 0 ? null : rejected / decided };
      }),
      counts: Object.fromEntries(
        REVIEW_STATUSES.map((status) => [status, byStatus.find((r) => r.status === status)?.total ?? 0]),
      ) as AdminReviewRates['counts'],
    };
    return c.json(rates);
  })
  .post('/:id/decision', validate('param', idParam), validate('json', reviewDecisionBody), async (c) => {
    const { id } = c.req.valid('param');
    const decision = c.req.valid('json');
    const { review } = await found(c, id);
    if (review.status === 'withdrawn') throw withdrawn();
    const reason = decision.decision === 'reject' ? decision.reason : null;
    const unchanged =
      decision.decision === 'publish' ? review.status === 'published' : review.status === 'rejected' && review.rejectReason === reason;
    if (!unchanged) {
      const details = { rating: review.rating, from: review.status, ...(reason ? { reason } : {}) };
      const applied = await decideReview(c.get('db'), review, decision, audit(c, id, `review.${decision.decision}`, details));
      // Not applied: the buyer withdrew it meanwhile, or another operator made the same decision.
      if (!applied && (await found(c, id)).review.status === 'withdrawn') throw withdrawn();
    }
    return c.json(rowOf(await found(c, id)));
  })
  .put('/:id/reply', validate('param', idParam), validate('json', reviewReplyBody), async (c) => {
    const { id } = c.req.valid('param');
    const refusal = ({ review }: { review: Review }) =>
      review.reply !== null
        ? new ApiError(409, 'review_already_replied', 'The shop has replied to this review already')
        : review.status !== 'published'
          ? notPublished()
          : null;
    const before = refusal(await found(c, id));
    if (before) throw before;
    const { text } = c.req.valid('json');
    if (!(await replyToReview(c.get('db'), id, text, audit(c, id, 'review.reply', { text })))) {
      throw refusal(await found(c, id)) ?? notPublished();
    }
    return c.json(rowOf(await found(c, id)));
  })
  .put('/:id/featured', validate('param', idParam), validate('json', reviewFeatureBody), async (c) => {
    const { id } = c.req.valid('param');
    const { featured } = c.req.valid('json');
    const { review } = await found(c, id);
    if (featured && review.status !== 'published') throw notPublished();
    if (review.featured !== featured) {
      const action = featured ? 'review.feature' : 'review.unfeature';
      if (!(await featureReview(c.get('db'), id, featured, audit(c, id, action, { rating: review.rating })))) {
        const after = (await found(c, id)).review;
        if (featured && after.status !== 'published') throw notPublished();
      }
    }
    return c.json(rowOf(await found(c, id)));
  });

import { Hono } from 'hono';
import { reviewListQuery } from '../../core/api/reviews';
import { getProduct } from '../../core/catalogue';
import { productReviewPage } from '../db/reviews-public';
import { isDevelopment } from '../lib/env';
import { notFound } from '../lib/errors';
import { validate } from '../middleware/validate';
import type { AppEnv } from '../lib/app-env';

/** Browsers may keep a page of reviews this long: a publish shows within it, as pages show it (worker/reviews/ratings.ts). */
const REVIEWS_MAX_AGE_S = 60;

/**
 * GET /api/products/:id/reviews: a page of a product's published reviews (core/api/reviews.ts `reviewListQuery`),
 * for a product page the app navigates to, or another page or order of its list; the document carries its own
 * first (worker/routes/documents.ts). A page past the last is the last; a product the published catalogue does
 * not hold is 404. Sample reviews only from a development worker.
 */
export const productReviews = new Hono<AppEnv>().get('/:id/reviews', validate('query', reviewListQuery), async (c) => {
  const productId = c.req.param('id');
  if (!getProduct(productId)) throw notFound('No such product');
  const page = await productReviewPage(c.get('db'), productId, c.req.valid('query'), { samples: isDevelopment(c.env) });
  c.header('Cache-Control', `public, max-age=${REVIEWS_MAX_AGE_S}`);
  return c.json(page);
});

import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod';
import { type OwnReview, type ReviewLinkAnswer, type ReviewWriteAnswer, reviewLinkQuery } from '../../core/api/review-links';
import { reviewBody, reviewToken } from '../../core/api/reviews';
import { getProduct } from '../../core/catalogue';
import { languageOf } from '../../core/language';
import { defaultDisplayName } from '../../core/reviews';
import { CONTROL_OR_INVISIBLE } from '../../core/support';
import { hashToken } from '../auth/tokens';
import { inOrderVersion } from '../catalogue/versions';
import {
  type Review,
  type WrittenReview,
  editReview,
  findReviewById,
  findReviewLink,
  insertReview,
  setReviewInvitationsOn,
  withdrawReview,
} from '../db/review-links';
import { takeAttempt } from '../lib/attempt-limits';
import { clientLimit } from '../lib/client-limits';
import { ApiError, badRequest } from '../lib/errors';
import { catalogueWords, productName } from '../lib/names';
import { limitBody } from '../middleware/body-limit';
import { validate } from '../middleware/validate';
import { forgetRatingsAfterChange } from '../reviews/ratings';
import type { AppEnv } from '../lib/app-env';

const tokenParam = z.object({ token: reviewToken });
const emptyBody = z.strictObject({});

type Link = NonNullable<Awaited<ReturnType<typeof findReviewLink>>>;

/** The link the token opens, or 404 `review_link_invalid`: a token nobody was sent (or whose order is gone). */
async function openLink(c: Context<AppEnv>, token: string): Promise<Link> {
  const link = await findReviewLink(c.get('db'), await hashToken(token));
  if (!link) throw new ApiError(404, 'review_link_invalid', 'This review link is not valid');
  return link;
}

/** 410 `review_link_expired` once the link's 90 days are over: it writes nothing more (withdrawing excepted). */
function unexpired(link: Link): Link {
  if (link.invitation.expiresAt.getTime() <= Date.now()) throw new ApiError(410, 'review_link_expired', 'This review link has expired');
  return link;
}

const writtenReview = (link: Link) => {
  if (!link.review) throw new ApiError(404, 'review_not_written', 'Nothing was written through this link yet');
  return link.review;
};

function ownReview(review: Review): OwnReview {
  return {
    rating: review.rating,
    title: review.title,
    body: review.body,
    displayName: review.displayName,
    language: languageOf(review.language),
    status: review.status,
    updatedAt: review.updatedAt.toISOString(),
  };
}

/**
 * A change to the link's review, applied to it as last read; when a moderator's decision came in between, it is
 * read again and the change applied to that (a withdrawn one is not changed: 409 `review_withdrawn`).
 */
async function changed(
  c: Context<AppEnv>,
  first: Review,
  change: (review: Review) => Promise<boolean>,
  allowWithdrawn = false,
): Promise<Review> {
  let review: Review | undefined = first;
  for (let tries = 0; review && tries < 3; tries++) {
    if (review.status === 'withdrawn' && !allowWithdrawn) throw new ApiError(409, 'review_withdrawn', 'This review was withdrawn');
    if (await change(review)) return (await findReviewById(c.get('db'), review.id))!;
    review = await findReviewById(c.get('db'), review.id);
  }
  throw new ApiError(503, 'unavailable', 'The review is being changed: try again in a moment');
}

/**
 * What the buyer wrote, as plain text: line breaks kept (tabs become spaces), and 400 `invalid_characters` for
 * control or invisible characters (bidi overrides, zero-width spaces) that would make the page show other than
 * what was written, as the support form refuses them (core/support.ts).
 */
function plainText(written: WrittenReview): WrittenReview {
  const body = written.body.replace(/\r\n?|\t/g, (found) => (found === '\t' ? ' ' : '\n'));
  if ([written.title, written.displayName, body.replaceAll('\n', '')].some((text) => CONTROL_OR_INVISIBLE.test(text)))
    throw badRequest('invalid_characters', 'The review holds control or invisible characters');
  return { ...written, body };
}

/** Counts one write through the link: 429 `rate_limited` past core/rate-limits.ts REVIEW_LINK_LIMIT in an hour. */
const countWrite = (c: Context<AppEnv>, link: Link) => takeAttempt(c, 'reviewLink', link.invitation.tokenHash);

/**
 * The review form's API (issue 39, collecting): the e-mailed link's token is the proof of purchase and the only
 * credential, so no account is needed. Each link is one product of one order line.
 * GET /api/reviews/:token?language=… → 200 ReviewLinkAnswer (the product's name and image in that language, from
 * the catalogue version the order was priced in; the name to suggest; the review if written). Past the link's 90
 * days, 410 unless it gave a review that stands (which can still be withdrawn).
 * POST /api/reviews/:token reviewBody → 201 { review }: the review, pending moderation. 409 review_link_used when
 * the link gave one already (withdrawn included).
 * PUT /api/reviews/:token reviewBody → 200 { review }: edited, pending moderation again; a published one leaves the
 * pages until published again. 404 review_not_written, 409 review_withdrawn.
 * DELETE /api/reviews/:token {} → 200 { review }: withdrawn, shown and counted nowhere (again: no change). Allowed
 * after the link's 90 days, unlike the others.
 * Errors: 400 invalid_request (a malformed token or body), 404 review_link_invalid (unknown token), 410
 * review_link_expired, 429 rate_limited (per client, and per link: REVIEW_LINK_LIMIT writes an hour). A refused
 * request stores nothing.
 */
export const reviews = new Hono<AppEnv>()
  .use('*', forgetRatingsAfterChange)
  .get('/:token', clientLimit('review-read'), validate('param', tokenParam), validate('query', reviewLinkQuery), async (c) => {
    const opened = await openLink(c, c.req.valid('param').token);
    // Past its 90 days a link still shows the review it gave, which may yet be withdrawn.
    const link = opened.review && opened.review.status !== 'withdrawn' ? opened : unexpired(opened);
    const language = c.req.valid('query').language ?? languageOf(link.order.language);
    const { productId } = link.invitation;
    const product = await inOrderVersion({ db: c.get('db'), bucket: c.env.MEDIA }, link.order, () => {
      const found = getProduct(productId);
      return {
        name: productName(productId, language),
        image: found ? { ...found.image, alt: catalogueWords(language, found.imageAltKey) } : null,
      };
    });
    c.header('Cache-Control', 'no-store');
    return c.json<ReviewLinkAnswer>({
      productId,
      product,
      defaultDisplayName: defaultDisplayName(link.order.shipName),
      expiresAt: link.invitation.expiresAt.toISOString(),
      review: link.review && ownReview(link.review),
    });
  })

  .post('/:token', clientLimit('review-write'), validate('param', tokenParam), validate('json', reviewBody), async (c) => {
    const written = plainText(c.req.valid('json'));
    const link = unexpired(await openLink(c, c.req.valid('param').token));
    const used = () => new ApiError(409, 'review_link_used', 'This link has already been used to write a review');
    if (link.review) throw used();
    await countWrite(c, link);
    const review = await insertReview(c.get('db'), link.invitation, written, new Date(Date.now()));
    if (!review) throw used();
    c.get('log').info('review written', { reviewId: review.id });
    return c.json<ReviewWriteAnswer>({ review: ownReview(review) }, 201);
  })

  .put('/:token', clientLimit('review-write'), validate('param', tokenParam), validate('json', reviewBody), async (c) => {
    const written = plainText(c.req.valid('json'));
    const link = unexpired(await openLink(c, c.req.valid('param').token));
    const first = writtenReview(link);
    if (first.status === 'withdrawn') throw new ApiError(409, 'review_withdrawn', 'This review was withdrawn');
    await countWrite(c, link);
    const review = await changed(c, first, (current) => editReview(c.get('db'), current, written, new Date(Date.now())));
    c.get('log').info('review edited', { reviewId: review.id });
    return c.json<ReviewWriteAnswer>({ review: ownReview(review) });
  })

  .delete('/:token', clientLimit('review-write'), validate('param', tokenParam), validate('json', emptyBody), async (c) => {
    const link = await openLink(c, c.req.valid('param').token);
    const first = writtenReview(link);
    if (first.status === 'withdrawn') return c.json<ReviewWriteAnswer>({ review: ownReview(first) });
    await countWrite(c, link);
    const review = await changed(
      c,
      first,
      async (current) => current.status === 'withdrawn' || withdrawReview(c.get('db'), current, new Date(Date.now())),
      true,
    );
    c.get('log').info('review withdrawn', { reviewId: review.id });
    return c.json<ReviewWriteAnswer>({ review: ownReview(review) });
  });

const unsubscribeQuery = z.object({ token: reviewToken });

/**
 * POST /api/review-invitations/unsubscribe?token=… → 200 { unsubscribed: true }: the order's address gets no more
 * review invitations (any of the order's review tokens proves the address, expired or used). Called by a mail
 * client's one-click POST (RFC 8058) or the page the e-mail's link opens, so mounted before the same-origin
 * guard, the token its authentication. Again is no error. Errors: 400 invalid_request (malformed token), 404
 * review_link_invalid (unknown token), 429 rate_limited (per client).
 */
export const reviewInvitationsUnsubscribe = new Hono<AppEnv>().post(
  '/unsubscribe',
  limitBody,
  clientLimit('unsubscribe'),
  validate('query', unsubscribeQuery),
  async (c) => {
    const link = await openLink(c, c.req.valid('query').token);
    if (!link.order.email) throw new ApiError(404, 'review_link_invalid', 'This review link is not valid');
    await setReviewInvitationsOn(c.get('db'), link.order.email, false);
    c.get('log').info('review invitations turned off by their link', { orderId: link.invitation.orderId });
    return c.json({ unsubscribed: true as const });
  },
);

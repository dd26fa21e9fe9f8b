import { type Context, Hono } from 'hono';
import { newsletterConfirmBody, subscribeBody } from '../../core/api/checkout';
import type { Language } from '../../core/language';
import { mailboxOf, validateEmail } from '../../core/validation';
import { addSubscriber, confirmSubscription, findSubscriberById, resubscribe } from '../db/subscribers';
import { recordEvent } from '../analytics/events';
import { publicOrigin } from '../lib/env';
import { clientLimit } from '../lib/client-limits';
import { ApiError } from '../lib/errors';
import type { Logger } from '../lib/log';
import { sendEmail } from '../mail/send';
import { RateLimitUnavailable, hitRateLimit } from '../lib/rate-limit';
import { validate } from '../middleware/validate';
import { resubscribeEmailFor, welcomeEmailFor } from '../newsletter/emails';
import { generateCouponCode } from '../newsletter/coupon-code';
import { parseSignedToken, requireLinkSigning, verifySignedToken } from '../newsletter/signed-token';
import type { AppEnv } from '../lib/app-env';

/**
 * POST /api/newsletter { email, language? } → 201 { couponCode } for a new mailbox: the code is shown at
 * once and e-mailed with a confirmation link, and is redeemable only once that link was followed (double
 * opt-in). A mailbox already on the list never gets its code back and its stored address never changes:
 * still subscribed, 409 already_subscribed; unsubscribed, 202 { confirmationSent: true } and the address
 * on the list is e-mailed a link to subscribe again. So nobody learns a code, or changes a subscription,
 * by typing someone else's address.
 * Errors: 400 with the core validation code (email_required, email_invalid, email_length), 429
 * rate_limited { retryAfter } (3 attempts per hour per mailbox, so +tags cannot flood one inbox).
 * Every attempt that reaches the handler is counted in analytics by its outcome.
 *
 * POST /api/newsletter/confirm { token } → { confirmed: true, resubscribed } (the page the e-mail's link
 * opens, web/routes/newsletter/confirm.tsx); 404 confirm_link_invalid. Following it again is not an error.
 */
export const newsletter = new Hono<AppEnv>()
  .post('/', clientLimit('newsletter'), validate('json', subscribeBody), async (c) => {
    const { email, language } = c.req.valid('json');
    try {
      const answer = await subscribe(c, email, language);
      await recordEvent(c.get('db'), 'newsletter', 'couponCode' in answer ? 'success' : 'resubscribe_requested', email);
      return 'couponCode' in answer ? c.json(answer, 201) : c.json(answer, 202);
    } catch (err) {
      await recordEvent(c.get('db'), 'newsletter', err instanceof ApiError ? err.code : 'error', email);
      throw err;
    }
  })
  .post('/confirm', clientLimit('newsletter-confirm'), validate('json', newsletterConfirmBody), async (c) => {
    const db = c.get('db');
    const origin = publicOrigin(c.env, c.req.url);
    const parsed = parseSignedToken(c.req.valid('json').token);
    const subscriber = parsed && (await findSubscriberById(db, parsed.id));
    const invalid = new ApiError(404, 'confirm_link_invalid', 'This confirmation link is not valid');
    if (!subscriber || subscriber.generation !== parsed.generation) throw invalid;
    // A link asking an address that left to come back is a link of its own: an old welcome's confirmation
    // link cannot subscribe again someone who unsubscribed since.
    const purpose = subscriber.unsubscribedAt ? 'newsletter-resubscribe' : 'newsletter-confirm';
    if (!(await verifySignedToken(c.env, purpose, c.req.valid('json').token))) throw invalid;
    const now = new Date(Date.now());
    if (purpose === 'newsletter-confirm') {
      await confirmSubscription(db, subscriber.id, subscriber.generation, now);
      return c.json({ confirmed: true as const, resubscribed: false });
    }
    const again = await resubscribe(db, subscriber.id, subscriber.generation, now);
    if (again) await sendEmail(c, await welcomeEmailFor(c.env, origin, again));
    c.get('log').info('newsletter subscribed again from its confirmation link', { subscriberId: subscriber.id });
    return c.json({ confirmed: true as const, resubscribed: true });
  });

async function subscribe(
  c: Context<AppEnv>,
  rawEmail: string,
  language: Language,
): Promise<{ couponCode: string } | { confirmationSent: true }> {
  const checked = validateEmail(rawEmail);
  if (!checked.ok) throw new ApiError(400, checked.code, 'Invalid e-mail address');
  const email = checked.value;

  const origin = publicOrigin(c.env, c.req.url);
  requireLinkSigning(c.env);
  await countAttempt(c.env.RATE_LIMIT, mailboxOf(email), c.get('log'));

  const outcome = await addSubscriber(c.get('db'), { email, language }, generateCouponCode);
  if (outcome.kind === 'subscribed') throw new ApiError(409, 'already_subscribed', 'This e-mail address is already subscribed');
  if (outcome.kind === 'unsubscribed') {
    await sendEmail(c, await resubscribeEmailFor(c.env, origin, outcome.subscriber));
    return { confirmationSent: true };
  }
  await sendEmail(c, await welcomeEmailFor(c.env, origin, outcome.subscriber));
  return { couponCode: outcome.subscriber.couponCode };
}

/**
 * Fails OPEN: if KV cannot be read or written (an outage, or its one-write-per-second-per-key limit
 * under a burst), the attempt is allowed. A subscription grants nothing until its mailbox confirms it,
 * and the unique mailbox index still allows one coupon per mailbox, while refusing shoppers during an
 * outage would lose real sign-ups. Sign-in and sign-up, which guard passwords, fail closed (see lib/rate-limit).
 */
async function countAttempt(kv: KVNamespace, mailbox: string, log: Logger) {
  try {
    await hitRateLimit(kv, 'newsletter', mailbox);
  } catch (err) {
    if (!(err instanceof RateLimitUnavailable)) throw err;
    log.warn('newsletter rate limit unavailable, attempt allowed', { error: err.cause });
  }
}

import { type Context, Hono } from 'hono';
import { subscribeBody } from '../../core/api/checkout';
import type { Language } from '../../core/language';
import { validateEmail } from '../../core/validation';
import { addSubscriber } from '../db/subscribers';
import { recordEvent } from '../analytics/events';
import { publicOrigin } from '../lib/env';
import { clientLimit } from '../lib/client-limits';
import { ApiError } from '../lib/errors';
import type { Logger } from '../lib/log';
import { sendEmail } from '../mail/send';
import { newsletterWelcomeEmail } from '../mail/templates/newsletter';
import { RateLimitUnavailable, hitRateLimit } from '../lib/rate-limit';
import { validate } from '../middleware/validate';
import { requireLinkSigning, unsubscribeLinks } from '../newsletter/unsubscribe-link';
import { generateCouponCode } from '../newsletter/coupon-code';
import type { AppEnv } from '../lib/app-env';
import { localisedPath } from '../../core/pages';


/**
 * POST /api/newsletter { email, language? } → 201 { couponCode }.
 * Errors: 400 with the core validation code (email_required, email_invalid, email_length),
 * 429 rate_limited { retryAfter } (3 attempts per hour per address), 409 already_subscribed. An address
 * that unsubscribed may subscribe again: it gets its own coupon back (unused, it works again).
 * Every attempt that reaches the handler is counted in analytics by its outcome.
 */
export const newsletter = new Hono<AppEnv>().post('/', clientLimit('newsletter'), validate('json', subscribeBody), async (c) => {
  const { email, language } = c.req.valid('json');
  try {
    const couponCode = await subscribe(c, email, language);
    await recordEvent(c.get('db'), 'newsletter', 'success', email);
    return c.json({ couponCode }, 201);
  } catch (err) {
    await recordEvent(c.get('db'), 'newsletter', err instanceof ApiError ? err.code : 'error', email);
    throw err;
  }
});

async function subscribe(c: Context<AppEnv>, rawEmail: string, language: Language): Promise<string> {
  const checked = validateEmail(rawEmail);
  if (!checked.ok) throw new ApiError(400, checked.code, 'Invalid e-mail address');
  const email = checked.value;

  const origin = publicOrigin(c.env, c.req.url);
  requireLinkSigning(c.env);
  await countAttempt(c.env.RATE_LIMIT, email, c.get('log'));

  const outcome = await addSubscriber(c.get('db'), { email, language }, generateCouponCode);
  if (!outcome.subscribed) throw new ApiError(409, 'already_subscribed', 'This e-mail address is already subscribed');

  await sendEmail(c, newsletterWelcomeEmail(language, email, outcome.couponCode, origin + localisedPath('/', language), await unsubscribeLinks(c.env, origin, outcome, language)));
  return outcome.couponCode;
}

/**
 * Fails OPEN: if KV cannot be read or written (an outage, or its one-write-per-second-per-key limit
 * under a burst), the attempt is allowed. A subscription grants nothing worth guessing for, and the
 * unique e-mail index still allows one coupon per address, while refusing shoppers during an outage
 * would lose real sign-ups. Sign-in and sign-up, which guard passwords, fail closed (see lib/rate-limit).
 */
async function countAttempt(kv: KVNamespace, email: string, log: Logger) {
  try {
    await hitRateLimit(kv, 'newsletter', email);
  } catch (err) {
    if (!(err instanceof RateLimitUnavailable)) throw err;
    log.warn('newsletter rate limit unavailable, attempt allowed', { error: err.cause });
  }
}

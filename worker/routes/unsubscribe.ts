import { Hono } from 'hono';
import * as z from 'zod';
import { unsubscribe as endSubscription } from '../db/subscribers';
import { clientLimit } from '../lib/client-limits';
import { ApiError } from '../lib/errors';
import { limitBody } from '../middleware/body-limit';
import { validate } from '../middleware/validate';
import { verifyUnsubscribeToken } from '../newsletter/unsubscribe-link';
import type { AppEnv } from '../lib/app-env';

const linkQuery = z.object({ token: z.string().max(100) });

/**
 * POST /api/newsletter/unsubscribe?token=… → 200 { unsubscribed: true }.
 * Two callers: a mail client's one-click unsubscribe (RFC 8058: a cross-site POST with the form body
 * `List-Unsubscribe=One-Click`, answered without a redirect) and the confirmation page the e-mail's link
 * opens (web/routes/unsubscribe.tsx). So it is mounted before the same-origin guard: the signed token is
 * its authentication, the body is not read. Answering again for a link already used is not an error.
 * Errors: 400 invalid_request (no token), 404 unsubscribe_link_invalid (forged, altered, or from before
 * a resubscription), 429 rate_limited (per client).
 */
export const unsubscribe = new Hono<AppEnv>().post('/', limitBody, clientLimit('unsubscribe'), validate('query', linkQuery), async (c) => {
  const subscription = await verifyUnsubscribeToken(c.env, c.req.valid('query').token);
  const ended = subscription && (await endSubscription(c.get('db'), subscription.id, subscription.generation, new Date(Date.now())));
  if (!ended) throw new ApiError(404, 'unsubscribe_link_invalid', 'This unsubscribe link is not valid');
  c.get('log').info('newsletter unsubscribed', { subscriberId: subscription.id });
  return c.json({ unsubscribed: true });
});

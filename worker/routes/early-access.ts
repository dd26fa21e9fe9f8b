import { Hono } from 'hono';
import * as z from 'zod';
import { optOutOfNotices } from '../db/early-access';
import { verifyEarlyAccessToken } from '../early-access/unsubscribe-link';
import { clientLimit } from '../lib/client-limits';
import { ApiError } from '../lib/errors';
import { limitBody } from '../middleware/body-limit';
import { validate } from '../middleware/validate';
import type { AppEnv } from '../lib/app-env';

const linkQuery = z.object({ token: z.string().max(100) });

/**
 * POST /api/early-access/unsubscribe?token=… → 200 { unsubscribed: true }: the member gets no more early-access
 * notices; the newsletter and the order e-mails are not touched. Called like the newsletter's unsubscribe
 * (worker/routes/unsubscribe.ts: a mail client's one-click POST, or the page the link opens), so mounted before
 * the same-origin guard, the signed token its authentication. Again for a link already used is no error.
 * Errors: 400 invalid_request (no token), 404 early_access_link_invalid (malformed, forged, altered, or its
 * account deleted), 429 rate_limited (per client).
 */
export const earlyAccessUnsubscribe = new Hono<AppEnv>().post(
  '/unsubscribe',
  limitBody,
  clientLimit('unsubscribe'),
  validate('query', linkQuery),
  async (c) => {
    const userId = await verifyEarlyAccessToken(c.env, c.req.valid('query').token);
    if (!userId || !(await optOutOfNotices(c.get('db'), userId)))
      throw new ApiError(404, 'early_access_link_invalid', 'This unsubscribe link is not valid');
    c.get('log').info('early-access notices turned off', { userId });
    return c.json({ unsubscribed: true });
  },
);

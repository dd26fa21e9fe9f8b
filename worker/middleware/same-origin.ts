import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/errors';
import { fromThisSite } from '../lib/this-site';
import type { AppEnv } from '../lib/app-env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for the cookie-authenticated API: a state-changing request must come from the shop's
 * own pages (Fetch Metadata, else a matching Origin) and carry JSON, which a cross-site form cannot send.
 */
export const sameOriginJson = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  if (!fromThisSite(c)) throw new ApiError(403, 'cross_site_request', 'Cross-site requests are not allowed');
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError(415, 'unsupported_media_type', 'Send application/json');
  }
  return next();
});

/**
 * The operator console's API answers only its own pages, for reads too: a link, an image or a form on
 * another site would otherwise carry the operator's Access cookie and export subscribers under their name.
 * Every browser the console supports sends Fetch Metadata, so anything but `same-origin` (another site, a
 * sibling subdomain, an address typed in, no header at all) is refused.
 */
export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header('Sec-Fetch-Site') !== 'same-origin')
    throw new ApiError(403, 'cross_site_request', 'The console answers only its own pages');
  return next();
});

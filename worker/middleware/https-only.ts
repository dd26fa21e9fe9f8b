import { createMiddleware } from 'hono/factory';
import { isDevelopment } from '../lib/env';
import type { AppEnv } from '../lib/app-env';

/**
 * Outside local development every request is moved to HTTPS before anything else happens: reads are
 * redirected permanently, writes are refused (a redirect would turn them into GETs).
 */
export const httpsOnly = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (url.protocol === 'https:' || isDevelopment(c.env)) return next();
  url.protocol = 'https:';
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return c.redirect(url.href, 301);
  return c.json({ error: { code: 'https_required', message: 'Use HTTPS' } }, 403);
});

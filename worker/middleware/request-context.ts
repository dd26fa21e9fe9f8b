import { createMiddleware } from 'hono/factory';
import { isViteDevServer } from '../lib/env';
import { createLogger } from '../lib/log';
import { NO_STORE, applySecurityHeaders } from '../lib/security-headers';
import type { AppEnv } from '../lib/app-env';

/**
 * Gives each request an id and a logger, and stamps every answer (documents,
 * API, errors, pass-through assets) with the security headers and, unless set, `no-store`.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
  c.set('requestId', requestId);
  c.set('log', createLogger({ requestId }));
  await next();
  // Responses from env.ASSETS have immutable headers: copy before changing them.
  c.res = new Response(c.res.body, c.res);
  applySecurityHeaders(c.res.headers, c.get('styleNonce'), isViteDevServer(c.env));
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', NO_STORE);
  c.res.headers.set('X-Request-Id', requestId);
});

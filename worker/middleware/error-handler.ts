import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, isDatabaseError } from '../lib/errors';
import type { AppEnv } from '../lib/app-env';

/** The one place errors become answers: `{ error: { code, message, ... } }`. */
export const renderError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof ApiError) {
    // A refusal caused by a failing dependency (e.g. KV behind a rate limit) is worth a line for operators.
    if (err.cause !== undefined) c.get('log').warn('refused: a dependency failed', { code: err.code, error: err.cause, path: c.req.path });
    // Every refusal that says when to come back says it in the header too (429s: Retry-After, RFC 9110).
    if (typeof err.details?.retryAfter === 'number') c.header('Retry-After', String(err.details.retryAfter));
    return c.json({ error: { code: err.code, message: err.message, ...err.details } }, err.status);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return c.json({ error: { code: 'bad_request', message: err.message || 'Bad request' } }, err.status);
  }
  const requestId = c.get('requestId');
  if (isDatabaseError(err)) {
    c.get('log').error('database unavailable', { error: err, method: c.req.method, path: c.req.path });
    return c.json({ error: { code: 'unavailable', message: 'Service temporarily unavailable', requestId } }, 503);
  }
  c.get('log').error('unhandled error', { error: err, method: c.req.method, path: c.req.path });
  return c.json({ error: { code: 'internal', message: 'Internal server error', requestId } }, 500);
};

/** The path is not echoed: it is the caller's text (`/api/<script>…`), and the caller knows it. */
export const renderNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ error: { code: 'not_found', message: `No route for ${c.req.method} on this path` } }, 404);

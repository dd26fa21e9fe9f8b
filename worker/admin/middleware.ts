import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { isDevelopment } from '../lib/env';
import { ApiError } from '../lib/errors';
import type { AppEnv } from '../lib/app-env';
import { ACCESS_HEADER, verifyOperator } from './access';
import { DEV_ACCESS_COOKIE } from './dev-access';
import { renderRefusalPage } from './refusal-page';

/** Access's token: its header, or locally the development sign-in's cookie. */
function accessToken(c: Context<AppEnv>): string | null {
  const header = c.req.header(ACCESS_HEADER);
  if (header) return header;
  return isDevelopment(c.env) ? (getCookie(c, DEV_ACCESS_COOKIE) ?? null) : null;
}

/** /api/admin/*: the operator, or a JSON refusal (401/403/503) rendered by the one error handler. */
export const operatorApi = createMiddleware<AppEnv>(async (c, next) => {
  c.set('operator', await verifyOperator(c.req.raw, c.env, accessToken(c)));
  await next();
});

/** /admin documents: the operator, or a plain page saying the console is closed (never the console). */
export const operatorDocument = createMiddleware<AppEnv>(async (c, next) => {
  try {
    c.set('operator', await verifyOperator(c.req.raw, c.env, accessToken(c)));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.cause !== undefined) c.get('log').warn('console refused: a dependency failed', { code: error.code, error: error.cause });
    return c.html(renderRefusalPage(error.code, isDevelopment(c.env)), error.status);
  }
  await next();
});

import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { HOST_COOKIE } from '../auth/cookies';
import { createDb } from '../db/client';
import { newerBookmark, sessionStart } from '../db/read-routing';
import type { AppEnv } from '../lib/app-env';

/**
 * The D1 bookmark of the shopper's latest request. HttpOnly and `__Host-` like the session cookie; it lives
 * for the browser session, as D1's sessions are meant to (one per browser session).
 */
export const D1_BOOKMARK_COOKIE = '__Host-vitaglow_d1';

/**
 * Opens the request's D1 session (worker/db/read-routing.ts decides where it starts) and gives the
 * handlers a query builder over it; afterwards, a newer bookmark goes back to the browser.
 */
export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const held = getCookie(c, D1_BOOKMARK_COOKIE);
  const start = sessionStart(c.req.method, c.req.path, held);
  const session = c.env.DB.withSession(start);
  c.set('db', createDb(session));
  c.set('dbMayLag', start !== 'first-primary');
  await next();
  const bookmark = newerBookmark(session.getBookmark(), held);
  if (bookmark) setCookie(c, D1_BOOKMARK_COOKIE, bookmark, HOST_COOKIE);
});

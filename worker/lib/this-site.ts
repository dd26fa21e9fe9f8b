import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { siteOrigin } from './env';

/**
 * Whether a browser sent this request from the shop's own pages: Fetch Metadata when the browser sends
 * it, else an Origin equal to the shop's origin (PUBLIC_URL, or in development the loopback address the
 * host guard let through), never merely equal to whatever Host the request named.
 */
export function fromThisSite(c: Context<AppEnv>): boolean {
  const site = c.req.header('Sec-Fetch-Site');
  if (site) return site === 'same-origin';
  return c.req.header('Origin') === siteOrigin(c.env, c.req.url);
}

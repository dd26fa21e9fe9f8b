import { createMiddleware } from 'hono/factory';
import { isDevelopment } from '../lib/env';
import type { AppEnv } from '../lib/app-env';

/** Names that only ever reach this machine: a page on another site cannot rebind its own name to them. */
const LOOPBACK = /^(localhost|[a-z0-9-]+\.localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/;

/**
 * Outside production the worker answers only to loopback names and to PUBLIC_URL's host, as Vite's
 * `allowedHosts` does. A DNS-rebinding page (evil.example resolving to 127.0.0.1) would otherwise reach
 * the development console and /dev/outbox.json, and a forged Host would put its name into reset links.
 * In production Cloudflare routes only the shop's own hostnames to the worker.
 */
export const allowedHost = createMiddleware<AppEnv>(async (c, next) => {
  if (!isDevelopment(c.env)) return next();
  const host = new URL(c.req.url).hostname.toLowerCase();
  const configured = c.env.PUBLIC_URL ? new URL(c.env.PUBLIC_URL).hostname.toLowerCase() : null;
  if (LOOPBACK.test(host) || host === configured) return next();
  return c.text(`Blocked request: this host (${host.slice(0, 100)}) is not allowed. Use localhost, 127.0.0.1 or PUBLIC_URL's host.`, 403);
});

import { ApiError } from './errors';

/** Local development and tests; anything else is treated as production. */
export function isDevelopment(env: Pick<Env, 'ENVIRONMENT'>): boolean {
  return env.ENVIRONMENT === 'development';
}

/** Behind Vite's dev server (`npm run dev`, which sets VITE_DEV_SERVER): pages are built on demand there. */
export function isViteDevServer(env: Env): boolean {
  return isDevelopment(env) && env.VITE_DEV_SERVER === 'true';
}

/**
 * The shop's public origin, for links in e-mails and payment redirects. In production it is PUBLIC_URL or
 * nothing: links must not follow whatever host a request came in on (a preview URL, a workers.dev name, a
 * forged Host), so without it the shop refuses to send mail or take payments (503, logged for the operator)
 * before writing anything. Locally the request's origin is the shop's.
 */
export function publicOrigin(env: Env, requestUrl: string): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  if (isDevelopment(env)) return new URL(requestUrl).origin;
  const refusal = new ApiError(503, 'unavailable', 'Service temporarily unavailable');
  refusal.cause = new Error('PUBLIC_URL is not set: no e-mail is sent and no payment taken until it is');
  throw refusal;
}

/** Where robots.txt and the sitemap say the shop lives: PUBLIC_URL, or the address it was reached at. */
export function siteOrigin(env: Env, requestUrl: string): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : new URL(requestUrl).origin;
}

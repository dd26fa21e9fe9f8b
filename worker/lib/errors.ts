import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error type the API throws. `code` is stable and machine-readable; the browser turns it
 * into translated text, so `message` is English for developers only.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const badRequest = (code: string, message: string, details?: Record<string, unknown>) =>
  new ApiError(400, code, message, details);

/**
 * True when an error comes from D1 (directly or wrapped by Drizzle): the database is unreachable or
 * failing, which is a 503 for the shopper rather than a bug.
 */
export function isDatabaseError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (/\bD1_|SQLITE_|D1 database/i.test(e.message)) return true;
  }
  return false;
}

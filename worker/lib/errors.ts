import type { ApiErrorCode, StatusOf } from '../../core/api/errors';

/**
 * The one error type the API throws. `code` is stable and machine-readable, one of the contract's
 * (core/api/errors.ts) with the status the contract gives it; the browser turns it into translated text,
 * so `message` is English for developers only.
 */
export class ApiError<C extends ApiErrorCode = ApiErrorCode> extends Error {
  constructor(
    readonly status: StatusOf<C>,
    readonly code: C,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The codes answered with 400. */
export type BadRequestCode = { [C in ApiErrorCode]: 400 extends StatusOf<C> ? C : never }[ApiErrorCode];

export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const badRequest = (code: BadRequestCode, message: string, details?: Record<string, unknown>) =>
  new ApiError<BadRequestCode>(400, code, message, details);

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

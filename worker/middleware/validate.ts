import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError } from '../lib/errors';

/**
 * Validates one part of the request against a schema at the edge of the API; handlers then read
 * `c.req.valid(target)` only. A mismatch is a 400 `invalid_request` naming the fields, never echoing values.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const fields = result.error.issues.map((issue) => ({ path: issue.path.join('.'), problem: issue.code }));
      throw new ApiError(400, 'invalid_request', `Invalid ${target}`, { fields });
    }
  });
}

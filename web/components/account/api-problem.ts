import type { RateLimitName } from '../../../core/rate-limits';
import type { ValidationCode } from '../../../core/validation';
import type { Translate } from '../../i18n';
import { ApiRequestError } from '../../lib/api';
import { type ErrorPlace, errorMessageKey } from '../../lib/error-messages';
import { adoptServerLimit } from '../../state/attempt-limits';
import { type AuthField, type Problem, fieldOf, rateLimitProblem, validationProblem } from './problems';

/**
 * A worker refusal as the shopper reads it: a 429 as the limiter's own message (and adopted by
 * the limiter), validation codes as their texts, the rest through web/lib/error-messages.ts's table.
 */
export function apiProblem(t: Translate, err: unknown, limit: { name: RateLimitName & ErrorPlace; email: string }): Problem {
  if (!(err instanceof ApiRequestError)) return { message: t(errorMessageKey(err, limit.name)) };
  // The account's ceiling on failed sign-ins: its owner has been mailed a sign-in link (worker/routes/auth.ts).
  if (err.code === 'signin_link_sent') return { message: t('auth.messages.signinLinkSent', { email: limit.email }), tone: 'info' };
  if (err.status === 429) return rateLimitProblem(t, limit.name, adoptServerLimit(limit.name, limit.email, err.details.retryAfter));
  if (err.status === 400 && fieldOf(err.code)) return validationProblem(t, err.code as ValidationCode);
  return { message: t(errorMessageKey(err, limit.name)), field: REFUSAL_FIELDS[err.code] };
}

/** The worker's refusals about one field of the form (besides core validation's). */
const REFUSAL_FIELDS: Partial<Record<string, AuthField>> = { user_exists: 'email', invalid_credentials: 'password' };

import type { RateLimitName } from '../../../core/rate-limits';
import type { ValidationCode } from '../../../core/validation';
import type { Translate } from '../../i18n';
import { ApiRequestError } from '../../lib/api';
import { type ErrorPlace, errorMessageKey } from '../../lib/error-messages';
import { adoptServerLimit } from '../../state/attempt-limits';

export type AuthField = 'name' | 'email' | 'password' | 'confirm';

/** What a form shows when its submission fails: the text, the field it is about, if any, and whether it is news rather than an error. */
export interface Problem {
  message: string;
  field?: AuthField;
  tone?: 'error' | 'info';
}

/** The field a core validation code is about. */
export function fieldOf(code: string): AuthField | undefined {
  if (code.startsWith('email_')) return 'email';
  if (code === 'password_mismatch') return 'confirm';
  if (code.startsWith('password_')) return 'password';
  if (code.startsWith('name_')) return 'name';
  return undefined;
}

export function validationProblem(t: Translate, code: ValidationCode): Problem {
  return { message: t(`validation.${code}`), field: fieldOf(code) };
}

export function rateLimitProblem(t: Translate, name: RateLimitName, minutes: number): Problem {
  return { message: t(`validation.rateLimit.${name}`, { count: minutes }), field: 'email' };
}

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

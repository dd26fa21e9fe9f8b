import type { RateLimitName } from '../../../core/rate-limits';
import type { ValidationCode } from '../../../core/validation';
import type { Translate } from '../../i18n';

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

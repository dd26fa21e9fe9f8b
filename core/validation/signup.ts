import { validateEmail, type EmailCode } from './email';
import { validatePassword, type PasswordCode } from './password';
import type { ValidationResult } from './result';
import { sanitizeText } from './sanitize';

export type SignupCode = EmailCode | PasswordCode | 'password_mismatch' | 'name_too_short' | 'name_has_link';
export type SigninCode = EmailCode | 'password_required';

export interface SignupInput {
  email: unknown;
  password: unknown;
  confirmPassword: unknown;
  name: unknown;
}

export interface SignupValue {
  email: string;
  password: string;
  name: string;
}

export interface SigninInput {
  email: unknown;
  password: unknown;
}

export interface SigninValue {
  email: string;
  password: string;
}

const NAME_MIN_LENGTH = 2;

/**
 * A name is shown in the shop's e-mails and pages, so it must not carry a link or an address: a scheme
 * (`https://`), a `www.` host, an e-mail address, a host with a path (`evil.example/unlock`) or a host under
 * a TLD links are made of (`evil.com`). Names with dots of their own (`J. R. R. Tolkien`, `Dr.Smith`,
 * `St. John`) still pass.
 */
const LINK_TLDS = 'com|net|org|info|biz|io|co|me|app|dev|xyz|top|online|site|shop|store|link|click|live|ru|cn|uk|de|fr|eu|us|tk|ml|ga|cf|gq|ly|gl|to|sh|cc|tv|ai|gg';
const LINK_IN_NAME = [
  /[a-z][a-z0-9+.-]*:\/\//i,
  /\bwww\./i,
  /[^\s@]+@[^\s@]+\.[^\s@]+/,
  /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\//i,
  new RegExp(`\\b[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${LINK_TLDS})\\b`, 'i'),
];

export function nameHasLink(name: string): boolean {
  return LINK_IN_NAME.some((pattern) => pattern.test(name));
}

/** SPEC §5 order: email, password, match, name (the rate limit is checked by the caller). */
export function validateSignup(input: SignupInput): ValidationResult<SignupValue, SignupCode> {
  const email = validateEmail(input.email);
  if (!email.ok) return email;
  const password = validatePassword(input.password);
  if (!password.ok) return password;
  if (input.confirmPassword !== password.value) return { ok: false, code: 'password_mismatch' };
  const name = typeof input.name === 'string' ? sanitizeText(input.name) : '';
  // Code points, so a two-letter name in any script passes.
  if ([...name].length < NAME_MIN_LENGTH) return { ok: false, code: 'name_too_short' };
  if (nameHasLink(name)) return { ok: false, code: 'name_has_link' };
  return { ok: true, value: { email: email.value, password: password.value, name } };
}

/**
 * Sign-in checks only presence of the password: the strength rules may have changed since the
 * account was created, and the worker answers a wrong password the same way either way.
 */
export function validateSignin(input: SigninInput): ValidationResult<SigninValue, SigninCode> {
  const email = validateEmail(input.email);
  if (!email.ok) return email;
  if (typeof input.password !== 'string' || input.password === '') {
    return { ok: false, code: 'password_required' };
  }
  return { ok: true, value: { email: email.value, password: input.password } };
}

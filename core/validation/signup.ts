import { validateEmail, type EmailCode } from './email';
import { validatePassword, type PasswordCode } from './password';
import type { ValidationResult } from './result';
import { sanitizeText } from './sanitize';

export type SignupCode = EmailCode | PasswordCode | 'password_mismatch' | 'name_too_short' | 'name_invalid_characters' | 'name_has_link';
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
 * A name is shown in the shop's e-mails and pages, and whoever signs up chooses it: it is one line of text.
 * Refused: control characters (line breaks, tabs, NUL), line and paragraph separators, and the invisible
 * format characters that reorder or hide text (bidi overrides, zero-width spaces), except the zero-width
 * (non-)joiners some scripts and emoji are written with.
 */
const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/u;

/**
 * Nor can it hold anything a mail client or a reader could open: a scheme (`https://`), a `www.` host, an
 * e-mail address, or anything that parses as a host: two labels joined by a dot (`x.y`, `evil.help/unlock`,
 * `203.0.113.9`, whatever the TLD), an IPv6 literal, or an IPv4 address written as one number. It is
 * checked as URL parsers read it: compatibility forms folded (NFKC: full-width letters and dots) and the
 * ideographic full stops they take for a dot. A dot followed by a space (`J. R. R. Tolkien`, `Dr. Smith`)
 * is no host.
 */
const LINK_IN_NAME = [
  /[a-z][a-z0-9+.-]*:\/\//i,
  /\bwww\./i,
  /[^\s@]+@[^\s@]+/,
  /[\p{L}\p{N}_-]\.[\p{L}\p{N}]/u,
  /[0-9a-f]*:[0-9a-f]*:/i,
  /\b(?:\d{8,}|0x[0-9a-f]+)\b/i,
];
const HOST_DOTS = /[\u3002\uff0e\uff61]/g;

export function nameHasLink(name: string): boolean {
  const asParsed = name.normalize('NFKC').replace(HOST_DOTS, '.');
  return LINK_IN_NAME.some((pattern) => pattern.test(asParsed));
}

/** The order a shopper reads the problems in: email, password, match, name (the rate limit is checked by the caller). */
export function validateSignup(input: SignupInput): ValidationResult<SignupValue, SignupCode> {
  const email = validateEmail(input.email);
  if (!email.ok) return email;
  const password = validatePassword(input.password);
  if (!password.ok) return password;
  if (input.confirmPassword !== password.value) return { ok: false, code: 'password_mismatch' };
  const name = typeof input.name === 'string' ? sanitizeText(input.name) : '';
  // Code points, so a two-letter name in any script passes.
  if ([...name].length < NAME_MIN_LENGTH) return { ok: false, code: 'name_too_short' };
  if (CONTROL_OR_INVISIBLE.test(name)) return { ok: false, code: 'name_invalid_characters' };
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

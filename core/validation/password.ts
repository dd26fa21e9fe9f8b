import type { ValidationResult } from './result';

export type PasswordCode = 'password_required' | 'password_too_short' | 'password_too_long' | 'password_too_common' | 'password_weak';

const MIN_LENGTH = 8;
const MAX_LENGTH = 128;
const STRONG_LENGTH = 12;
const REQUIRED_CLASSES = 3;
const COMMON_PREFIX = /^(?:password|123456|qwerty|admin|letmein|welcome)/i;

/**
 * Cased letters and digits from any script count in their class (é is lowercase, ٣ a digit);
 * everything else is "special", including caseless letters such as Arabic, so Arabic speakers can
 * reach three classes.
 */
const CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u];

/** Length in code points, so an emoji counts as the one character the shopper typed. */
function lengthOf(password: string): number {
  return [...password].length;
}

function classesIn(password: string): number {
  return CLASSES.filter((pattern) => pattern.test(password)).length;
}

/**
 * Order: required, too short, too long, too common, weak. Length comes first because it is the
 * cheapest fix to explain; "too common" before "weak" because `Password1` has three classes and
 * would otherwise pass.
 * Passwords are never trimmed or sanitised: every character is part of the secret.
 */
export function validatePassword(raw: unknown): ValidationResult<string, PasswordCode> {
  if (typeof raw !== 'string' || raw === '') return { ok: false, code: 'password_required' };
  const length = lengthOf(raw);
  if (length < MIN_LENGTH) return { ok: false, code: 'password_too_short' };
  if (length > MAX_LENGTH) return { ok: false, code: 'password_too_long' };
  if (COMMON_PREFIX.test(raw)) return { ok: false, code: 'password_too_common' };
  if (classesIn(raw) < REQUIRED_CLASSES) return { ok: false, code: 'password_weak' };
  return { ok: true, value: raw };
}

/** 0–5: one point per character class present, one more for 12 or more characters. */
export function passwordStrength(password: string): number {
  return classesIn(password) + (lengthOf(password) >= STRONG_LENGTH ? 1 : 0);
}

import type { ValidationResult } from './result';
import { sanitizeText } from './sanitize';

export type EmailCode = 'email_required' | 'email_invalid' | 'email_length';

const MIN_LENGTH = 5;
const MAX_LENGTH = 254;

/**
 * "Well-formed" is deliberately no looser than the browser's `<input type="email">`, so anything we
 * accept the form accepts too, tightened to what real mail needs:
 * - local part: 1–64 ASCII characters from the RFC 5322 atom set plus dots, not starting with a dot;
 * - domain: at least two dot-separated labels of ASCII letters, digits and inner hyphens (1–63 each,
 *   never starting or ending with a hyphen), the last one a TLD of 2+ letters or a punycode `xn--` TLD.
 * So IP literals (`127.0.0.1`, `[127.0.0.1]`, `::1`), dotless hosts (`localhost`) and Unicode
 * domains (enter them in punycode) are never well-formed.
 */
const WELL_FORMED =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-][a-z0-9.!#$%&'*+/=?^_`{|}~-]{0,63}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Example domains and the reserved TLDs of RFC 2606 (`.localhost` is loopback) never reach a person. */
const EXAMPLE_DOMAINS = ['example.com', 'example.org', 'example.net'];
const RESERVED_TLDS = ['example', 'localhost', 'test', 'invalid'];

/** sanitizeText also trims. */
export function normaliseEmail(raw: string): string {
  return sanitizeText(raw).toLowerCase();
}

export function validateEmail(raw: unknown): ValidationResult<string, EmailCode> {
  const email = typeof raw === 'string' ? normaliseEmail(raw) : '';
  if (email === '') return { ok: false, code: 'email_required' };
  if (email.length < MIN_LENGTH || email.length > MAX_LENGTH) return { ok: false, code: 'email_length' };
  if (!WELL_FORMED.test(email)) return { ok: false, code: 'email_invalid' };

  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  const rejected =
    EXAMPLE_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`)) ||
    RESERVED_TLDS.includes(tld) ||
    local.includes('test') ||
    local.split('+').length > 2 ||
    local.endsWith('.') ||
    email.includes('..');
  return rejected ? { ok: false, code: 'email_invalid' } : { ok: true, value: email };
}

/** Providers that ignore dots in the local part (and the domain that is another name for one). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, for rules that count people rather than spellings (one newsletter
 * coupon per person, first paid order): `Me+Deals@GMail.com`, `m.e@googlemail.com` and `me@gmail.com` are
 * one mailbox. A `+tag` is dropped for every domain (almost every provider delivers `me+x@` to `me@`);
 * dots are dropped only where the provider is known to ignore them. Expects a validated address.
 */
export function mailboxOf(email: string): string {
  const normalised = normaliseEmail(email);
  const at = normalised.lastIndexOf('@');
  if (at < 0) return normalised;
  const domain = normalised.slice(at + 1);
  let local = normalised.slice(0, at).split('+')[0];
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) local = local.replaceAll('.', '');
  return `${local}@${dotless ?? domain}`;
}

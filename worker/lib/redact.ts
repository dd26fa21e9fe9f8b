/**
 * What never reaches the logs (docs/security-and-limits.md): secrets and personal data, whether under a
 * named key or inside a message, an error's cause or a stack. Kept: Stripe object ids (cs_…, pi_…, evt_…),
 * order references (VG-…) and the shop's own ids, which an operator needs to find a request.
 */
const SECRET_KEY =
  /password|token|key|secret|auth|session|cookie|e-?mail|mailbox|^to$|name|hash|coupon|dealcode|^code_?value$|^text$|^html$|^body$|phone|address/i;
/** Named like a secret but an id an operator searches by. */
const KEPT_KEY = /^(sessionId|stripeSessionId|checkoutSessionId)$/i;
export const REDACTED = '[REDACTED]';

/** Stripe ids and UUIDs survive the long-token rule below. */
const KEPT_TOKEN =
  /^(?:(?:cs|pi|ch|evt|sub|cus|re|dp|in|pm|py|txn|price|prod|li|si|seti|ii|il|ipi)_[A-Za-z0-9_]+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const TEXT_RULES: readonly [RegExp, string | ((match: string) => string)][] = [
  // Drizzle's "Failed query: … params: a@b.co,Ann,pbkdf2…": the values are the personal data.
  [/\bparams: .*/g, `params: ${REDACTED}`],
  [/pbkdf2-sha256\$[^\s"',]+/g, '[PASSWORD_HASH]'],
  [/[^\s@"'<>(),;:=]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g, '[EMAIL]'],
  [/\bVITAGLOW[A-Z0-9]{6}\b/g, '[COUPON]'],
  [/\bDEAL-[A-Z0-9]{8}\b/g, '[DEAL_CODE]'],
  // Session, verification and reset tokens, secret keys, HMACs: any long opaque run that is not an id.
  [/[A-Za-z0-9_-]{32,}/g, (match) => (KEPT_TOKEN.test(match) ? match : REDACTED)],
];

/** A free text with e-mail addresses, password hashes, codes, tokens and query parameters taken out. */
export function scrub(text: string): string {
  return TEXT_RULES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement as string), text);
}

export function redact(value: unknown, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrub(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, seen));
  if (value instanceof Error) {
    const error: Record<string, unknown> = { name: value.name, message: scrub(value.message), stack: value.stack && scrub(value.stack) };
    if (value.cause !== undefined) error.cause = redact(value.cause, seen);
    return error;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) && !KEPT_KEY.test(k) ? REDACTED : redact(v, seen);
  return out;
}

/** Keys whose values never reach the logs, in any case and at any depth (DESIGN.md, Logs). */
const SECRET_KEY = /password|token|key|secret|auth|session/i;
export const REDACTED = '[REDACTED]';

export function redact(value: unknown, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, seen));
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? REDACTED : redact(v, seen);
  return out;
}

import {
  type AttemptRecord,
  RATE_LIMITS,
  type RateLimitName,
  minutesLeft,
  parseAttemptRecord,
  recordAttempt,
} from '../../core/rate-limits';

/**
 * The browser's mirror of the worker's per-e-mail attempt limits (docs/security-and-limits.md), kept in
 * localStorage so a blocked shopper learns it at once, with the minutes the worker would say. The worker stays the
 * authority: its 429 is adopted here too.
 */
const storageKey = (name: RateLimitName, email: string) => `vitaglow-rate-limit:${name}:${email}`;

function read(name: RateLimitName, email: string): AttemptRecord | undefined {
  try {
    return parseAttemptRecord(JSON.parse(localStorage.getItem(storageKey(name, email)) ?? 'null'));
  } catch {
    return undefined;
  }
}

function write(name: RateLimitName, email: string, record: AttemptRecord | null) {
  try {
    if (record) localStorage.setItem(storageKey(name, email), JSON.stringify(record));
    else localStorage.removeItem(storageKey(name, email));
  } catch {
    // Private mode: the worker's limit still applies.
  }
}

export type AttemptVerdict = { allowed: true } | { allowed: false; minutes: number };

/** Counts an attempt for a normalised e-mail; refused once the window's allowance is spent. */
export function countAttempt(name: RateLimitName, email: string, now = Date.now()): AttemptVerdict {
  const outcome = recordAttempt(read(name, email), now, RATE_LIMITS[name]);
  if (!outcome.allowed) return { allowed: false, minutes: minutesLeft(outcome.retryAfterMs) };
  write(name, email, outcome.record);
  return { allowed: true };
}

/** A successful sign-in starts the count afresh, as on the worker. */
export function clearAttempts(name: RateLimitName, email: string): void {
  write(name, email, null);
}

/**
 * The worker refused with 429 and `retryAfter` seconds (another browser may have spent the allowance):
 * block here until then too, and return the minutes to show.
 */
export function adoptServerLimit(name: RateLimitName, email: string, retryAfterSeconds: unknown, now = Date.now()): number {
  const rule = RATE_LIMITS[name];
  const seconds = Number(retryAfterSeconds);
  const retryAfterMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : rule.windowMs;
  write(name, email, { count: rule.max, windowStart: now + retryAfterMs - rule.windowMs });
  return minutesLeft(retryAfterMs);
}

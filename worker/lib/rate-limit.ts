import { RATE_LIMITS, type RateLimitName, parseAttemptRecord, recordAttempt } from '../../core/rate-limits';
import { ApiError } from './errors';

/** KV's shortest expiry. */
const MIN_TTL_SECONDS = 60;

const keyOf = (name: RateLimitName, email: string) => `rl:${name}:${email}`;

/**
 * Counts one attempt for `email` in KV (fixed window, see core/rate-limits) and throws 429 `rate_limited`
 * with the seconds left once the window's allowance is spent. KV is eventually consistent across
 * locations, so the limit is approximate at the edge: it slows guessing, it is not a lock.
 */
export async function hitRateLimit(kv: KVNamespace, name: RateLimitName, email: string, now = Date.now()) {
  const rule = RATE_LIMITS[name];
  const key = keyOf(name, email);
  const previous = parseAttemptRecord(await kv.get(key, 'json'));
  const outcome = recordAttempt(previous, now, rule);
  const ttl = Math.max(MIN_TTL_SECONDS, Math.ceil((outcome.record.windowStart + rule.windowMs - now) / 1000));
  await kv.put(key, JSON.stringify(outcome.record), { expirationTtl: ttl });
  if (!outcome.allowed) {
    const retryAfter = Math.ceil(outcome.retryAfterMs / 1000);
    throw new ApiError(429, 'rate_limited', 'Too many attempts', { retryAfter });
  }
}

/** A successful sign-in starts the count afresh. */
export async function resetRateLimit(kv: KVNamespace, name: RateLimitName, email: string) {
  await kv.delete(keyOf(name, email));
}

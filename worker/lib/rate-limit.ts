import { env } from 'cloudflare:workers';
import {
  type AttemptOutcome,
  RATE_LIMITS,
  type RateLimitName,
  type RateLimitRule,
  blockedMs,
  parseAttemptRecord,
  recordAttempt,
} from '../../core/rate-limits';
import { ApiError } from './errors';
import { keyedHash } from './keyed-hash';

/** KV's shortest expiry. */
const MIN_TTL_SECONDS = 60;

/** What the browser is told to wait when attempts cannot be counted: about how long a KV hiccup lasts. */
const UNAVAILABLE_RETRY_SECONDS = 60;

/** `subject` is the normalised e-mail. */
const keyOf = (name: RateLimitName, subject: string) => `rl:${name}:${subject}`;

/**
 * The name a counter is stored under: `rl:<limit>:` and a keyed hash of the rest (an e-mail, a client
 * address), so listing the namespace reveals no address. Callers name counters in the clear; this is the
 * one place they are hashed.
 */
async function storedKey(key: string): Promise<string> {
  const [, limit, subject] = /^rl:([^:]*):([\s\S]*)$/.exec(key) ?? ['', 'other', key];
  return `rl:${limit}:${await keyedHash(env, 'attempt-counter', subject)}`;
}

/**
 * KV could not count an attempt (an outage, or its limit of one write per second per key). It is a 429
 * like any refusal, so a limit fails CLOSED by default: an uncounted window is exactly what a guesser would
 * wait for. A route that prefers to fail open (the newsletter, coupons) catches this class. The error
 * handler logs the KV failure, from `cause`.
 */
export class RateLimitUnavailable extends ApiError {
  constructor(cause: unknown) {
    super(429, 'rate_limited', 'Attempts cannot be counted right now', { retryAfter: UNAVAILABLE_RETRY_SECONDS });
    this.cause = cause;
  }
}

/**
 * Counts one attempt for `email` in KV (fixed window, see core/rate-limits) and throws 429 `rate_limited`
 * with the seconds left once the window's allowance is spent, or `RateLimitUnavailable` when KV fails.
 * KV is eventually consistent across locations and has no atomic increment, so the limit is approximate:
 * it slows guessing, it is not a lock. Limits that must hold under parallel bursts count in D1
 * (lib/attempt-limits.ts).
 */
export async function hitRateLimit(kv: KVNamespace, name: RateLimitName, subject: string, now = Date.now()) {
  const outcome = await countAttempt(kv, RATE_LIMITS[name], keyOf(name, subject), now);
  if (!outcome.allowed) throw tooMany(outcome.retryAfterMs);
}

/**
 * For a limit that counts failures only (see countFailure): throws 429 `rate_limited` while `key`'s
 * allowance is spent, counting nothing; `RateLimitUnavailable` when KV fails.
 */
export async function refuseWhileSpent(kv: KVNamespace, rule: RateLimitRule, key: string, now = Date.now()) {
  const stored = await storedKey(key);
  let waitMs;
  try {
    waitMs = blockedMs(parseAttemptRecord(await kv.get(stored, 'json')), now, rule);
  } catch (err) {
    throw new RateLimitUnavailable(err);
  }
  if (waitMs > 0) throw tooMany(waitMs);
}

/** Counts one failure against `key`; refuseWhileSpent refuses once `rule.max` are in the window. */
export async function countFailure(kv: KVNamespace, rule: RateLimitRule, key: string, now = Date.now()) {
  await countAttempt(kv, rule, key, now);
}

async function countAttempt(kv: KVNamespace, rule: RateLimitRule, key: string, now: number): Promise<AttemptOutcome> {
  const stored = await storedKey(key);
  try {
    const outcome = recordAttempt(parseAttemptRecord(await kv.get(stored, 'json')), now, rule);
    const ttl = Math.max(MIN_TTL_SECONDS, Math.ceil((outcome.record.windowStart + rule.windowMs - now) / 1000));
    await kv.put(stored, JSON.stringify(outcome.record), { expirationTtl: ttl });
    return outcome;
  } catch (err) {
    throw new RateLimitUnavailable(err);
  }
}

const tooMany = (waitMs: number) => new ApiError(429, 'rate_limited', 'Too many attempts', { retryAfter: Math.ceil(waitMs / 1000) });

/**
 * Fixed-window attempt limits, keyed by the normalised e-mail or mailbox (docs/security-and-limits.md). The
 * worker enforces them (D1 for accounts, KV for the newsletter and coupons: docs/security-and-limits.md);
 * the browser mirrors sign-in and sign-up in localStorage for instant feedback with the same plain-JSON
 * record, so the arithmetic lives here once.
 */
export interface RateLimitRule {
  readonly max: number;
  readonly windowMs: number;
}

export interface AttemptRecord {
  count: number;
  /** Epoch milliseconds of the attempt that opened the window. */
  windowStart: number;
}

export interface AttemptOutcome {
  record: AttemptRecord;
  allowed: boolean;
  /** 0 when allowed; otherwise time until the window closes. */
  retryAfterMs: number;
}

const MINUTE_MS = 60_000;

export const RATE_LIMITS = {
  signin: { max: 5, windowMs: 15 * MINUTE_MS },
  signup: { max: 3, windowMs: 60 * MINUTE_MS },
  newsletter: { max: 3, windowMs: 60 * MINUTE_MS },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Failed sign-ins on one account from all clients together. The owner's 5 in 15 minutes count per account
 * and client address; this higher ceiling stops a password being guessed from many addresses at once.
 * Only failures count, and while it holds the owner is e-mailed a one-time sign-in link instead of being
 * refused (SIGNIN_LINK_LIMIT), so nobody else's wrong passwords lock the owner out.
 */
export const SIGNIN_ACCOUNT_LIMIT: RateLimitRule = { max: 50, windowMs: 15 * MINUTE_MS };

/**
 * While an account's ceiling holds, its one live sign-in link is mailed again (to whoever's request) at most
 * this often. A new link, made only when none is live, is always mailed, so this cap cannot keep the owner
 * out; with it, one account's mailbox gets at most nine sign-in e-mails an hour.
 */
export const SIGNIN_LINK_LIMIT: RateLimitRule = { max: 3, windowMs: 60 * MINUTE_MS };

/** Password-reset e-mails one account is sent: the forgot form cannot flood a mailbox. */
export const RESET_EMAIL_LIMIT: RateLimitRule = { max: 3, windowMs: 60 * MINUTE_MS };

/**
 * Verification e-mails one mailbox receives (core/validation mailboxOf: every +tag and Gmail dot is the same
 * inbox), on top of the sign-up limit's 3 an hour per mailbox, so sign-ups spread over a day flood nobody.
 */
export const VERIFY_EMAIL_LIMIT: RateLimitRule = { max: 5, windowMs: 24 * 60 * MINUTE_MS };

/**
 * Wrong newsletter coupon codes from one network address, at the cart's code check or at checkout. The
 * check carries no e-mail, so the address is the key; only wrong codes count, so a shopper typing their
 * own code never meets it, while guessing one of 36^6 codes slows to a crawl.
 */
export const COUPON_GUESS_LIMIT: RateLimitRule = { max: 10, windowMs: 15 * MINUTE_MS };

/**
 * Writes through one review link (write, edit, withdraw), whoever sends them: a buyer fixing a typo needs a few,
 * a script replaying a leaked link gets no further.
 */
export const REVIEW_LINK_LIMIT: RateLimitRule = { max: 5, windowMs: 60 * MINUTE_MS };

/**
 * A window covers [windowStart, windowStart + windowMs). A record dated in the future (clock moved
 * back, or edited storage) also counts as expired, so nobody is locked out for longer than a window.
 */
function isExpired(record: AttemptRecord, now: number, rule: RateLimitRule): boolean {
  return now < record.windowStart || now - record.windowStart >= rule.windowMs;
}

/** Counts one attempt. Attempts are allowed while the count within the window is at most `max`. */
export function recordAttempt(record: AttemptRecord | undefined, now: number, rule: RateLimitRule): AttemptOutcome {
  const next =
    record === undefined || isExpired(record, now, rule)
      ? { count: 1, windowStart: now }
      : { count: record.count + 1, windowStart: record.windowStart };
  const allowed = next.count <= rule.max;
  return { record: next, allowed, retryAfterMs: allowed ? 0 : remainingMs(next, now, rule) };
}

/** Time left in the record's window; 0 when there is no live window. */
export function remainingMs(record: AttemptRecord | undefined, now: number, rule: RateLimitRule): number {
  if (record === undefined || isExpired(record, now, rule)) return 0;
  return record.windowStart + rule.windowMs - now;
}

/** For limits that count failures only: the time left while the window's allowance is spent, else 0. */
export function blockedMs(record: AttemptRecord | undefined, now: number, rule: RateLimitRule): number {
  return record !== undefined && record.count >= rule.max ? remainingMs(record, now, rule) : 0;
}

/** Whole minutes for 'Please try again in N minutes.', rounded up so N is never 0 while blocked. */
export function minutesLeft(ms: number): number {
  return Math.ceil(ms / MINUTE_MS);
}

/** Reads a record back from localStorage or KV; anything malformed counts as no record. */
export function parseAttemptRecord(value: unknown): AttemptRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { count, windowStart } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(count) || (count as number) < 1) return undefined;
  if (!Number.isFinite(windowStart)) return undefined;
  return { count: count as number, windowStart: windowStart as number };
}

import type { Context } from 'hono';
import {
  RATE_LIMITS,
  RESET_EMAIL_LIMIT,
  REVIEW_LINK_LIMIT,
  type RateLimitRule,
  SIGNIN_ACCOUNT_LIMIT,
  SIGNIN_LINK_LIMIT,
  VERIFY_EMAIL_LIMIT,
} from '../../core/rate-limits';
import { clearAttempts, releaseAttempt, reserveAttempt } from '../db/attempt-counts';
import type { AppEnv } from './app-env';
import { ApiError } from './errors';
import { keyedHash } from './keyed-hash';

/**
 * The limits that guard accounts, counted in D1 (db/attempt-counts.ts) because they must hold under
 * parallel bursts: KV has no atomic increment, and its read-then-write let twenty simultaneous guesses
 * through a limit of five. Each counts one subject:
 * - signin: an e-mail address at one client (its address, an IPv6 address by its /64), 5 in 15 minutes;
 * - signinAccount: an e-mail address from every client, failures only (SIGNIN_ACCOUNT_LIMIT);
 * - signinLink: the e-mails that send an account's live sign-in link again while its ceiling holds;
 * - signup: a mailbox (every spelling of it), 3 an hour; verifyMail: the verification e-mails it receives;
 * - resetMail: the password-reset e-mails an account is sent;
 * - deleteAccount: the password tries of a signed-in account deleting itself;
 * - reviewLink: the writes (write, edit, withdraw) through one review link, by its token's hash.
 */
const LIMITS = {
  signin: RATE_LIMITS.signin,
  signinAccount: SIGNIN_ACCOUNT_LIMIT,
  signinLink: SIGNIN_LINK_LIMIT,
  signup: RATE_LIMITS.signup,
  verifyMail: VERIFY_EMAIL_LIMIT,
  resetMail: RESET_EMAIL_LIMIT,
  deleteAccount: RATE_LIMITS.signin,
  reviewLink: REVIEW_LINK_LIMIT,
} as const satisfies Record<string, RateLimitRule>;

export type AttemptLimit = keyof typeof LIMITS;

/** An attempt that was counted: it can be given back (it turned out not to be a failure) or start the count afresh. */
export interface CountedAttempt {
  release(): Promise<void>;
  clear(): Promise<void>;
}

export type AttemptOutcome = { counted: true; attempt: CountedAttempt } | { counted: false; retryAfterMs: number };

/**
 * Counts one attempt of `limit` for `subject`, or says how long its window still has no room. The counter is
 * named by the limit and a keyed hash of the subject, so no address is stored. These limits guard passwords
 * and mailboxes, so they fail closed: a counter D1 cannot write is the database failing (503), before any
 * password is checked or e-mail sent.
 */
export async function countAttempt(c: Context<AppEnv>, limit: AttemptLimit, subject: string): Promise<AttemptOutcome> {
  const key = `${limit}:${await keyedHash(c.env, 'attempt-counter', subject)}`;
  const db = c.get('db');
  const reservation = await reserveAttempt(db, key, LIMITS[limit], new Date(Date.now()));
  if (!reservation.taken) return { counted: false, retryAfterMs: reservation.retryAfterMs };
  const { windowStart } = reservation;
  // Best effort: if D1 fails here, the attempt stays counted until its window closes, which must not cost the shopper the request that succeeded.
  const bestEffort = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      c.get('log').warn(`attempt count not ${what}`, { limit, error });
    }
  };
  return {
    counted: true,
    attempt: {
      release: () => bestEffort('released', () => releaseAttempt(db, key, windowStart)),
      clear: () => bestEffort('cleared', () => clearAttempts(db, key)),
    },
  };
}

/** `countAttempt`, refusing with 429 `rate_limited` and the seconds left once the window is spent. */
export async function takeAttempt(c: Context<AppEnv>, limit: AttemptLimit, subject: string): Promise<CountedAttempt> {
  const outcome = await countAttempt(c, limit, subject);
  if (!outcome.counted)
    throw new ApiError(429, 'rate_limited', 'Too many attempts', { retryAfter: Math.ceil(outcome.retryAfterMs / 1000) });
  return outcome.attempt;
}

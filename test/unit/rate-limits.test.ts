import { describe, expect, it } from 'vitest';
import {
  blockedMs,
  COUPON_GUESS_LIMIT,
  minutesLeft,
  parseAttemptRecord,
  RATE_LIMITS,
  recordAttempt,
  remainingMs,
  type AttemptRecord,
  type RateLimitRule,
} from '../../core/rate-limits';

const MIN = 60_000;
const T0 = 1_700_000_000_000;

describe('RATE_LIMITS', () => {
  it.each([
    ['signin', 5, 15 * MIN],
    ['signup', 3, 60 * MIN],
    ['newsletter', 3, 60 * MIN],
  ] as const)('%s: %i per %i ms', (name, max, windowMs) => {
    expect(RATE_LIMITS[name]).toEqual({ max, windowMs });
  });
});

/** Replays attempts at the given offsets from T0 and reports what each one returned. */
function replay(rule: RateLimitRule, offsets: number[]) {
  let record: AttemptRecord | undefined;
  return offsets.map((offset) => {
    const outcome = recordAttempt(record, T0 + offset, rule);
    record = outcome.record;
    return {
      ...outcome.record,
      windowStart: outcome.record.windowStart - T0,
      allowed: outcome.allowed,
      retryAfterMs: outcome.retryAfterMs,
    };
  });
}

describe('recordAttempt, sign-in (5 per 15 min)', () => {
  const rule = RATE_LIMITS.signin;
  const W = rule.windowMs;

  it.each([
    { label: '1st attempt opens the window', offsets: [0], last: { count: 1, windowStart: 0, allowed: true, retryAfterMs: 0 } },
    { label: '5th attempt is allowed', offsets: [0, 1, 2, 3, 4], last: { count: 5, windowStart: 0, allowed: true, retryAfterMs: 0 } },
    {
      label: '6th attempt is refused',
      offsets: [0, 1, 2, 3, 4, 5 * MIN],
      last: { count: 6, windowStart: 0, allowed: false, retryAfterMs: W - 5 * MIN },
    },
    {
      label: '7th attempt is refused, count keeps rising',
      offsets: [0, 0, 0, 0, 0, 0, 14 * MIN],
      last: { count: 7, windowStart: 0, allowed: false, retryAfterMs: MIN },
    },
    {
      label: 'refused 1 ms before the window ends',
      offsets: [0, 0, 0, 0, 0, W - 1],
      last: { count: 6, windowStart: 0, allowed: false, retryAfterMs: 1 },
    },
    {
      label: 'window ends exactly at windowStart + windowMs',
      offsets: [0, 0, 0, 0, 0, W],
      last: { count: 1, windowStart: W, allowed: true, retryAfterMs: 0 },
    },
    {
      label: 'blocked, then allowed once the window passes',
      offsets: [0, 0, 0, 0, 0, 0, W + 5],
      last: { count: 1, windowStart: W + 5, allowed: true, retryAfterMs: 0 },
    },
    {
      label: 'window is fixed: later attempts do not extend it',
      offsets: [0, 10 * MIN, 14 * MIN, 15 * MIN],
      last: { count: 1, windowStart: 15 * MIN, allowed: true, retryAfterMs: 0 },
    },
    {
      label: 'second window counts afresh',
      offsets: [0, W, W + 1, W + 2, W + 3, W + 4, W + 5],
      last: { count: 6, windowStart: W, allowed: false, retryAfterMs: W - 5 },
    },
  ])('$label', ({ offsets, last }) => {
    expect(replay(rule, offsets).at(-1)).toEqual(last);
  });

  it('reports every step of a lock-out', () => {
    expect(replay(rule, [0, MIN, 2 * MIN, 3 * MIN, 4 * MIN, 5 * MIN, W])).toEqual([
      { count: 1, windowStart: 0, allowed: true, retryAfterMs: 0 },
      { count: 2, windowStart: 0, allowed: true, retryAfterMs: 0 },
      { count: 3, windowStart: 0, allowed: true, retryAfterMs: 0 },
      { count: 4, windowStart: 0, allowed: true, retryAfterMs: 0 },
      { count: 5, windowStart: 0, allowed: true, retryAfterMs: 0 },
      { count: 6, windowStart: 0, allowed: false, retryAfterMs: 10 * MIN },
      { count: 1, windowStart: W, allowed: true, retryAfterMs: 0 },
    ]);
  });
});

describe('recordAttempt, sign-up and newsletter (3 per 60 min)', () => {
  it.each([
    { name: 'signup', offsets: [0, 1, 2], allowed: true, retryAfterMs: 0 },
    { name: 'signup', offsets: [0, 1, 2, 30 * MIN], allowed: false, retryAfterMs: 30 * MIN },
    { name: 'signup', offsets: [0, 1, 2, 60 * MIN - 1], allowed: false, retryAfterMs: 1 },
    { name: 'signup', offsets: [0, 1, 2, 60 * MIN], allowed: true, retryAfterMs: 0 },
    { name: 'newsletter', offsets: [0, 1, 2], allowed: true, retryAfterMs: 0 },
    { name: 'newsletter', offsets: [0, 1, 2, 3], allowed: false, retryAfterMs: 60 * MIN - 3 },
    { name: 'newsletter', offsets: [0, 1, 2, 61 * MIN], allowed: true, retryAfterMs: 0 },
  ] as const)('$name at $offsets → allowed $allowed', ({ name, offsets, allowed, retryAfterMs }) => {
    const last = replay(RATE_LIMITS[name], [...offsets]).at(-1);
    expect(last).toMatchObject({ allowed, retryAfterMs });
  });
});

describe('recordAttempt with a stored record', () => {
  const rule = RATE_LIMITS.signin;
  it.each<{ label: string; record: AttemptRecord; now: number; expected: ReturnType<typeof recordAttempt> }>([
    {
      label: 'record from the future restarts the window',
      record: { count: 9, windowStart: T0 + 1 },
      now: T0,
      expected: { record: { count: 1, windowStart: T0 }, allowed: true, retryAfterMs: 0 },
    },
    {
      label: 'record far in the future cannot lock anyone out',
      record: { count: 99, windowStart: T0 + 365 * 24 * 60 * MIN },
      now: T0,
      expected: { record: { count: 1, windowStart: T0 }, allowed: true, retryAfterMs: 0 },
    },
    {
      label: 'stale record restarts at 1',
      record: { count: 50, windowStart: T0 - 16 * MIN },
      now: T0,
      expected: { record: { count: 1, windowStart: T0 }, allowed: true, retryAfterMs: 0 },
    },
    {
      label: 'live record at the limit refuses the next attempt',
      record: { count: 5, windowStart: T0 - 14 * MIN },
      now: T0,
      expected: { record: { count: 6, windowStart: T0 - 14 * MIN }, allowed: false, retryAfterMs: MIN },
    },
    {
      label: 'attempt at windowStart itself stays in the window',
      record: { count: 1, windowStart: T0 },
      now: T0,
      expected: { record: { count: 2, windowStart: T0 }, allowed: true, retryAfterMs: 0 },
    },
  ])('$label', ({ record, now, expected }) => {
    expect(recordAttempt(record, now, rule)).toEqual(expected);
  });

  it('does not mutate the stored record', () => {
    const record = { count: 2, windowStart: T0 };
    recordAttempt(record, T0 + 1, rule);
    expect(record).toEqual({ count: 2, windowStart: T0 });
  });
});

describe('remainingMs (sign-in window)', () => {
  const rule = RATE_LIMITS.signin;
  it.each<[label: string, record: AttemptRecord | undefined, offset: number, expected: number]>([
    ['no record', undefined, 0, 0],
    ['at window start', { count: 1, windowStart: T0 }, 0, 15 * MIN],
    ['midway', { count: 3, windowStart: T0 }, 7 * MIN, 8 * MIN],
    ['1 ms before the end', { count: 6, windowStart: T0 }, 15 * MIN - 1, 1],
    ['at the end', { count: 6, windowStart: T0 }, 15 * MIN, 0],
    ['long after', { count: 6, windowStart: T0 }, 60 * MIN, 0],
    ['record from the future', { count: 6, windowStart: T0 + MIN }, 0, 0],
  ])('%s → %i', (_label, record, offset, expected) => {
    expect(remainingMs(record, T0 + offset, rule)).toBe(expected);
  });
});

describe('minutesLeft', () => {
  it.each([
    [0, 0],
    [1, 1],
    [59_999, 1],
    [60_000, 1],
    [60_001, 2],
    [10 * MIN, 10],
    [15 * MIN - 1, 15],
    [15 * MIN, 15],
    [60 * MIN, 60],
  ])('%i ms → %i', (ms, minutes) => {
    expect(minutesLeft(ms)).toBe(minutes);
  });
});

describe('parseAttemptRecord', () => {
  it.each<[label: string, value: unknown, expected: AttemptRecord | undefined]>([
    ['valid record', { count: 2, windowStart: T0 }, { count: 2, windowStart: T0 }],
    ['extra fields dropped', { count: 1, windowStart: T0, extra: true }, { count: 1, windowStart: T0 }],
    ['JSON round trip', JSON.parse(JSON.stringify({ count: 3, windowStart: T0 })), { count: 3, windowStart: T0 }],
    ['undefined', undefined, undefined],
    ['null', null, undefined],
    ['string', '{"count":1,"windowStart":1}', undefined],
    ['array', [1, T0], undefined],
    ['missing count', { windowStart: T0 }, undefined],
    ['zero count', { count: 0, windowStart: T0 }, undefined],
    ['negative count', { count: -1, windowStart: T0 }, undefined],
    ['fractional count', { count: 1.5, windowStart: T0 }, undefined],
    ['string count', { count: '2', windowStart: T0 }, undefined],
    ['missing windowStart', { count: 1 }, undefined],
    ['NaN windowStart', { count: 1, windowStart: Number.NaN }, undefined],
    ['infinite windowStart', { count: 1, windowStart: Number.POSITIVE_INFINITY }, undefined],
    ['string windowStart', { count: 1, windowStart: String(T0) }, undefined],
  ])('%s', (_label, value, expected) => {
    expect(parseAttemptRecord(value)).toEqual(expected);
  });
});

describe('blockedMs (limits that count failures only, such as wrong coupon codes)', () => {
  const rule = COUPON_GUESS_LIMIT;

  it('allows 10 wrong codes in 15 minutes per address', () => {
    expect(rule).toEqual({ max: 10, windowMs: 15 * MIN });
  });

  it.each<[string, AttemptRecord | undefined, number, number]>([
    ['no failure yet', undefined, T0, 0],
    ['fewer failures than allowed', { count: 9, windowStart: T0 }, T0 + MIN, 0],
    ['the allowance spent', { count: 10, windowStart: T0 }, T0 + MIN, 14 * MIN],
    ['more than spent', { count: 12, windowStart: T0 }, T0 + 14 * MIN, MIN],
    ['a spent window that has ended', { count: 10, windowStart: T0 }, T0 + 15 * MIN, 0],
  ])('%s', (_label, record, now, expected) => {
    expect(blockedMs(record, now, rule)).toBe(expected);
  });
});

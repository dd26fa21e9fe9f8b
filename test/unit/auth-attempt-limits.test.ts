import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptServerLimit, clearAttempts, countAttempt } from '../../web/state/attempt-limits';

const MINUTE = 60_000;
const EMAIL = 'amira@vitaglow-mail.com';

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
});

afterEach(() => vi.unstubAllGlobals());

describe("the browser's mirror of the attempt limits", () => {
  it('allows 5 sign-ins in 15 minutes, then gives the minutes left rounded up', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 5; i++) expect(countAttempt('signin', EMAIL, start + i * MINUTE)).toEqual({ allowed: true });
    expect(countAttempt('signin', EMAIL, start + 5 * MINUTE + 1)).toEqual({ allowed: false, minutes: 10 });
    expect(countAttempt('signin', EMAIL, start + 15 * MINUTE)).toEqual({ allowed: true });
  });

  it('allows 3 sign-ups an hour', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 3; i++) expect(countAttempt('signup', EMAIL, start).allowed).toBe(true);
    expect(countAttempt('signup', EMAIL, start + 30 * MINUTE)).toEqual({ allowed: false, minutes: 30 });
  });

  it('keeps separate counts per address and per limit, and starts afresh when cleared', () => {
    const now = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 5; i++) countAttempt('signin', EMAIL, now);
    expect(countAttempt('signin', 'other@vitaglow-mail.com', now).allowed).toBe(true);
    expect(countAttempt('signup', EMAIL, now).allowed).toBe(true);
    clearAttempts('signin', EMAIL);
    expect(countAttempt('signin', EMAIL, now).allowed).toBe(true);
  });

  it("adopts the worker's 429 so later attempts are stopped here", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(adoptServerLimit('signin', EMAIL, 301, now)).toBe(6);
    expect(countAttempt('signin', EMAIL, now + MINUTE)).toEqual({ allowed: false, minutes: 5 });
    expect(countAttempt('signin', EMAIL, now + 302_000).allowed).toBe(true);
  });

  it('falls back to the whole window when the 429 carries no usable seconds', () => {
    expect(adoptServerLimit('signup', EMAIL, 'soon', Date.UTC(2026, 0, 1))).toBe(60);
  });
});

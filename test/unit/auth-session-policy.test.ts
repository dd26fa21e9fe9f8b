import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, effectiveExpiry, isLive } from '../../worker/auth/session-policy';

const DAY = 24 * 60 * 60 * 1000;

describe('session expiry', () => {
  const signedIn = Date.UTC(2026, 0, 1);
  const session = (lastUsedDay: number) => ({
    expiresAt: new Date(signedIn + SESSION_ABSOLUTE_MS),
    lastUsedAt: new Date(signedIn + lastUsedDay * DAY),
  });

  it('is 7 days after the last use while that comes first', () => {
    expect(effectiveExpiry(session(3)).getTime()).toBe(signedIn + 3 * DAY + SESSION_IDLE_MS);
  });

  it('is the absolute deadline, 30 days after sign-in, once that comes first', () => {
    expect(effectiveExpiry(session(27)).getTime()).toBe(signedIn + SESSION_ABSOLUTE_MS);
  });

  it('is live strictly before its expiry', () => {
    const s = session(0);
    expect(isLive(s, signedIn + SESSION_IDLE_MS - 1)).toBe(true);
    expect(isLive(s, signedIn + SESSION_IDLE_MS)).toBe(false);
  });
});

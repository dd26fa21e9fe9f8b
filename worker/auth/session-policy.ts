/**
 * Session lifetime: a session ends after 7 days without use (idle) and in any case 30 days after
 * sign-in (absolute; a refresh rotates the token but keeps this deadline). The browser is told the
 * earlier of the two.
 */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Recording every request's use would be a D1 write per request; once a minute is precise enough for a 7-day idle limit. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionTimes {
  /** The absolute deadline. */
  expiresAt: Date;
  lastUsedAt: Date;
}

export function effectiveExpiry({ expiresAt, lastUsedAt }: SessionTimes): Date {
  return new Date(Math.min(expiresAt.getTime(), lastUsedAt.getTime() + SESSION_IDLE_MS));
}

export function isLive(session: SessionTimes, now: number): boolean {
  return effectiveExpiry(session).getTime() > now;
}

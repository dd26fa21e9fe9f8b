import type { Context } from 'hono';
import { deleteExpiredSessions, deleteSession, insertSession, rotateSession } from '../db/sessions';
import type { CurrentSession } from './current-session';
import type { AppEnv } from '../lib/app-env';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './cookies';
import { SESSION_ABSOLUTE_MS, effectiveExpiry } from './session-policy';
import { hashToken, newToken } from './tokens';

/**
 * Signs `userId` in on this browser: whatever session the browser held is revoked (a session id is
 * never carried across a sign-in), a new one is stored hashed and its token set as the cookie.
 * Returns when the session ends unless used.
 */
export async function startSession(c: Context<AppEnv>, userId: string): Promise<Date> {
  const db = c.get('db');
  const previous = readSessionCookie(c);
  if (previous) await deleteSession(db, await hashToken(previous));
  const now = new Date(Date.now());
  await deleteExpiredSessions(db, userId, now);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await insertSession(db, { tokenHash: await hashToken(token), userId, expiresAt, lastUsedAt: now, createdAt: now });
  setSessionCookie(c, token, expiresAt, now.getTime());
  return effectiveExpiry({ expiresAt, lastUsedAt: now });
}

/** Swaps the current session's token for a new one with the same absolute deadline; null if it was revoked meanwhile. */
export async function rotateCurrentSession(c: Context<AppEnv>, current: CurrentSession): Promise<Date | null> {
  const now = new Date(Date.now());
  const token = newToken();
  const next = {
    tokenHash: await hashToken(token),
    userId: current.user.id,
    expiresAt: current.absoluteExpiresAt,
    lastUsedAt: now,
    createdAt: now,
  };
  if (!(await rotateSession(c.get('db'), current.tokenHash, next))) {
    clearSessionCookie(c);
    return null;
  }
  setSessionCookie(c, token, current.absoluteExpiresAt, now.getTime());
  return effectiveExpiry(next);
}

/** Revokes this browser's session, if any, and clears its cookie. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const token = readSessionCookie(c);
  if (token) await deleteSession(c.get('db'), await hashToken(token));
  clearSessionCookie(c);
}

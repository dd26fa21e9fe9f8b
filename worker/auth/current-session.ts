import type { Context } from 'hono';
import { clearSessionCookie, readSessionCookie } from './cookies';
import { SESSION_TOUCH_INTERVAL_MS, effectiveExpiry, isLive } from './session-policy';
import { hashToken } from './tokens';
import { createDb } from '../db/client';
import { deleteSession, findSessionWithUser, touchSession } from '../db/sessions';
import type { User } from '../db/users';
import type { AppEnv } from '../lib/app-env';
import { ApiError } from '../lib/errors';

export interface CurrentSession {
  user: User;
  /** The user's address is subscribed to the newsletter: they save on packages. */
  newsletterSubscriber: boolean;
  /** An active member (db/memberships.ts isMember): pays members' prices. */
  member: boolean;
  tokenHash: string;
  /** When the session ends unless used again: the earlier of the idle and absolute deadlines. */
  expiresAt: Date;
  /** The absolute deadline, kept across refreshes. */
  absoluteExpiresAt: Date;
}

/** One lookup per request, however many handlers and middlewares ask. */
const resolved = new WeakMap<Request, Promise<CurrentSession | null>>();

/**
 * The signed-in shopper's session from the `__Host-` cookie, or null. A live session's use is
 * recorded (at most once a minute), which pushes its idle deadline back; an expired one is deleted
 * and its cookie cleared.
 */
export function currentSession(c: Context<AppEnv>): Promise<CurrentSession | null> {
  let session = resolved.get(c.req.raw);
  if (!session) {
    session = lookUp(c);
    resolved.set(c.req.raw, session);
  }
  return session;
}

async function lookUp(c: Context<AppEnv>): Promise<CurrentSession | null> {
  const token = readSessionCookie(c);
  if (!token) return null;
  const db = c.get('db');
  const tokenHash = await hashToken(token);
  // The session is confirmed at the primary even where the request's reads start at a replica: one behind
  // may still hold a session the operator, a password reset or a deletion has ended, and whoever kept the
  // cookie sends no bookmark that would bring it up to date. It may also not know a session yet.
  const row = await findSessionWithUser(c.get('dbMayLag') ? createDb(c.env.DB) : db, tokenHash);
  if (!row) {
    clearSessionCookie(c);
    return null;
  }
  const now = Date.now();
  const { session, user, newsletterSubscriber, member } = row;
  if (!isLive(session, now)) {
    await deleteSession(db, tokenHash);
    clearSessionCookie(c);
    return null;
  }
  let lastUsedAt = session.lastUsedAt;
  if (now - lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    lastUsedAt = new Date(now);
    await touchSession(db, tokenHash, lastUsedAt);
  }
  return {
    user,
    newsletterSubscriber,
    member,
    tokenHash,
    expiresAt: effectiveExpiry({ expiresAt: session.expiresAt, lastUsedAt }),
    absoluteExpiresAt: session.expiresAt,
  };
}

/** The signed-in user, or null: what the cart uses to link an order to its buyer. */
export async function currentUser(c: Context<AppEnv>): Promise<User | null> {
  return (await currentSession(c))?.user ?? null;
}

/** The signed-in user; 401 `unauthenticated` otherwise. */
export async function requireUser(c: Context<AppEnv>): Promise<User> {
  const user = await currentUser(c);
  if (!user) throw new ApiError(401, 'unauthenticated', 'Sign in first');
  return user;
}

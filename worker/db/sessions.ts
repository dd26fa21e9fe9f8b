import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from './client';
import { isMember } from './memberships';
import { emailSubscribers, memberships, sessions, users } from './schema';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/**
 * A session, its user, and whether the user's address is subscribed to the newsletter, in one query. A
 * row that unsubscribed is not a subscriber: its savings end with the subscription, not at the next sign-in.
 */
export async function findSessionWithUser(db: Db, tokenHash: string) {
  const row = await db
    .select({ session: sessions, user: users, subscriberId: emailSubscribers.id, membershipStatus: memberships.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(emailSubscribers, and(eq(emailSubscribers.email, users.email), isNull(emailSubscribers.unsubscribedAt)))
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(sessions.tokenHash, tokenHash))
    .get();
  return (
    row && {
      session: row.session,
      user: row.user,
      newsletterSubscriber: row.subscriberId !== null,
      member: row.membershipStatus !== null && isMember({ status: row.membershipStatus }),
    }
  );
}

export async function touchSession(db: Db, tokenHash: string, lastUsedAt: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Replaces a session's token in one transaction: the new row keeps the old absolute deadline. False
 * when the old token was already gone (revoked, or rotated by a concurrent request).
 */
export async function rotateSession(db: Db, oldTokenHash: string, next: typeof sessions.$inferInsert): Promise<boolean> {
  const [, removed] = await db.batch([
    db.insert(sessions).values(next),
    db.delete(sessions).where(eq(sessions.tokenHash, oldTokenHash)).returning({ tokenHash: sessions.tokenHash }),
  ]);
  if (removed.length === 1) return true;
  await deleteSession(db, next.tokenHash);
  return false;
}

/** Housekeeping at sign-in: a user's sessions past their absolute deadline. */
export async function deleteExpiredSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
}

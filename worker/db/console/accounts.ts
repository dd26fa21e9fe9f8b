import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { sessions, users } from '../schema';
import { type PageRequest, addressContains, paged } from './paged';

/** A live session: not past its absolute end. (Idle expiry is checked when it is used.) */
const live = (now: Date) => gt(sessions.expiresAt, now);

/** Accounts by any part of their address or name, each with its count of live sessions. */
export async function searchAccounts(db: Db, q: string | undefined, now: Date, page: PageRequest) {
  const where = q ? or(addressContains(users.email, q), addressContains(sql`lower(${users.name})`, q)) : undefined;
  const activeSessions = db.$count(sessions, and(eq(sessions.userId, users.id), live(now)));
  return paged(
    db.select({ user: users, activeSessions }).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)),
    db.select({ total: count() }).from(users).where(where),
    page,
  );
}

export async function findAccountWithSessions(db: Db, id: string, now: Date) {
  const [user, userSessions] = await db.batch([
    db.select().from(users).where(eq(users.id, id)),
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, id), live(now)))
      .orderBy(desc(sessions.lastUsedAt)),
  ]);
  return user[0] ? { user: user[0], sessions: userSessions } : undefined;
}

export function deleteUserSessionsStatement(db: Db, userId: string) {
  return db.delete(sessions).where(eq(sessions.userId, userId));
}

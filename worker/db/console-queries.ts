import { type SQL, and, asc, count, desc, eq, gt, gte, inArray, like, lte, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import { emailDeliveries, emailSubscribers, memberships, orders, sessions, users } from './schema';

/**
 * What the operator console lists and searches (worker/routes/admin.ts): one page of rows plus the total,
 * newest first (orders needing review before them). Searches match the start of a reference or any part of an e-mail address, case-insensitively.
 */

export interface PageRequest {
  limit: number;
  offset: number;
}

/** `%` and `_` in the operator's text are literal, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const contains = (text: string) => `%${escapeLike(text)}%`;
const likeEscaped = (column: SQL | Parameters<typeof like>[0], pattern: string) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;

async function paged<T>(rows: Promise<T[]>, total: Promise<{ total: number }[]>) {
  const [items, [{ total: n }]] = await Promise.all([rows, total]);
  return { items, total: n };
}

/** Orders whose payment did not match them wait for the operator: they come before all others. */
const NEEDS_REVIEW_FIRST = sql`case when ${orders.status} = 'needs_review' then 0 else 1 end`;

export async function searchOrders(
  db: Db,
  filter: { q?: string; status?: (typeof orders.$inferSelect)['status']; from?: Date; to?: Date },
  page: PageRequest,
) {
  const q = filter.q?.trim();
  const where = and(
    q ? or(likeEscaped(orders.reference, `${escapeLike(q.toUpperCase())}%`), likeEscaped(sql`lower(${orders.customerEmail})`, contains(q.toLowerCase()))) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.to ? lte(orders.createdAt, filter.to) : undefined,
  );
  return paged(
    db.select().from(orders).where(where).orderBy(NEEDS_REVIEW_FIRST, desc(orders.createdAt), desc(orders.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(orders).where(where),
  );
}

export async function searchSubscribers(db: Db, q: string | undefined, page: PageRequest) {
  const where = q ? likeEscaped(emailSubscribers.email, contains(q.toLowerCase())) : undefined;
  return paged(
    db.select().from(emailSubscribers).where(where).orderBy(desc(emailSubscribers.createdAt), desc(emailSubscribers.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(emailSubscribers).where(where),
  );
}

/** Subscribers after `afterId` in id order: the CSV export reads them in slices of this size. */
export async function subscribersAfter(db: Db, afterId: number, limit: number) {
  return db.select().from(emailSubscribers).where(gt(emailSubscribers.id, afterId)).orderBy(asc(emailSubscribers.id)).limit(limit);
}

export async function findSubscriber(db: Db, id: number) {
  return db.select().from(emailSubscribers).where(eq(emailSubscribers.id, id)).get();
}

export function deleteSubscriberStatement(db: Db, id: number) {
  return db.delete(emailSubscribers).where(eq(emailSubscribers.id, id));
}

export async function searchMemberships(db: Db, filter: { q?: string; status?: (typeof memberships.$inferSelect)['status'] }, page: PageRequest) {
  const where = and(
    filter.q ? likeEscaped(users.email, contains(filter.q.toLowerCase())) : undefined,
    filter.status ? eq(memberships.status, filter.status) : undefined,
  );
  const rows = db
    .select({ membership: memberships, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .orderBy(desc(memberships.createdAt), desc(memberships.id))
    .limit(page.limit)
    .offset(page.offset);
  return paged(rows, db.select({ total: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where));
}

export async function findMembershipWithEmail(db: Db, id: string) {
  return db.select({ membership: memberships, email: users.email }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(eq(memberships.id, id)).get();
}

/** A live session: not past its absolute end. (Idle expiry is checked when it is used.) */
const live = (now: Date) => gt(sessions.expiresAt, now);

export async function searchAccounts(db: Db, q: string | undefined, now: Date, page: PageRequest) {
  const where = q ? or(likeEscaped(users.email, contains(q.toLowerCase())), likeEscaped(sql`lower(${users.name})`, contains(q.toLowerCase()))) : undefined;
  const activeSessions = db.$count(sessions, and(eq(sessions.userId, users.id), live(now)));
  const rows = db
    .select({ user: users, activeSessions })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return paged(rows, db.select({ total: count() }).from(users).where(where));
}

export async function findAccountWithSessions(db: Db, id: string, now: Date) {
  const [user, userSessions] = await db.batch([
    db.select().from(users).where(eq(users.id, id)),
    db.select().from(sessions).where(and(eq(sessions.userId, id), live(now))).orderBy(desc(sessions.lastUsedAt)),
  ]);
  return user[0] ? { user: user[0], sessions: userSessions } : undefined;
}

export function deleteUserSessionsStatement(db: Db, userId: string) {
  return db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function searchEmails(db: Db, filter: { q?: string; status?: (typeof emailDeliveries.$inferSelect)['status'] }, page: PageRequest) {
  const where = and(
    filter.q ? likeEscaped(emailDeliveries.to, contains(filter.q.toLowerCase())) : undefined,
    filter.status ? eq(emailDeliveries.status, filter.status) : undefined,
  );
  const rows = db
    .select({ delivery: emailDeliveries, orderReference: orders.reference })
    .from(emailDeliveries)
    .leftJoin(orders, eq(orders.id, emailDeliveries.orderId))
    .where(where)
    .orderBy(desc(emailDeliveries.createdAt), desc(emailDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
  return paged(rows, db.select({ total: count() }).from(emailDeliveries).where(where));
}

export async function listOrderEmails(db: Db, orderId: string) {
  return db.select().from(emailDeliveries).where(eq(emailDeliveries.orderId, orderId)).orderBy(asc(emailDeliveries.createdAt));
}

/** The failed delivery's key freed for its retry (the delivery keeps its record, as failed). */
export function releaseDedupeKeyStatement(db: Db, id: string) {
  return db.update(emailDeliveries).set({ dedupeKey: null }).where(and(eq(emailDeliveries.id, id), inArray(emailDeliveries.status, ['failed'])));
}

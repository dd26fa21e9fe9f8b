import { type SQL, and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { MEMBER_STATUSES } from './memberships';
import { earlyAccessNotices, earlyAccessOptOuts, memberships, users } from './schema';

/** A member to tell of a product in early access: every member who has not turned these notices off. */
export interface NoticeRecipient {
  userId: string;
  email: string;
  language: string;
}

/** The member, if they still are one and want these notices (a failed notice sent again). */
export async function memberToNotify(db: Db, userId: string): Promise<NoticeRecipient | undefined> {
  const [member] = await recipients(db, eq(users.id, userId), 1);
  return member;
}

/**
 * A page of those members who have not yet been told of every one of `productIds`, in id order, after
 * `afterUserId` (null: from the first). An early-access round's step: those told already, by this round or an
 * earlier one, are not read again.
 */
export async function membersToTell(
  db: Db,
  productIds: readonly string[],
  afterUserId: string | null,
  limit: number,
): Promise<NoticeRecipient[]> {
  const told = sql`(select count(*) from ${earlyAccessNotices}
    where ${earlyAccessNotices.userId} = ${users.id} and ${inArray(earlyAccessNotices.productId, [...productIds])})`;
  return recipients(db, and(afterUserId === null ? undefined : gt(users.id, afterUserId), lt(told, productIds.length)), limit);
}

function recipients(db: Db, which: SQL | undefined, limit: number): Promise<NoticeRecipient[]> {
  return db
    .select({ userId: users.id, email: users.email, language: users.language })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(earlyAccessOptOuts, eq(earlyAccessOptOuts.userId, users.id))
    .where(and(inArray(memberships.status, MEMBER_STATUSES), isNull(earlyAccessOptOuts.userId), which))
    .orderBy(users.id)
    .limit(limit);
}

/** Records the member's notice of a product; false when one was recorded before (it is never sent twice). */
export async function claimNotice(db: Db, userId: string, productId: string): Promise<boolean> {
  const written = await db
    .insert(earlyAccessNotices)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ userId: earlyAccessNotices.userId });
  return written.length === 1;
}

/** The notice could not be queued: its record goes, so that the next publish may send it. */
export async function releaseNotice(db: Db, userId: string, productId: string): Promise<void> {
  await db.delete(earlyAccessNotices).where(and(eq(earlyAccessNotices.userId, userId), eq(earlyAccessNotices.productId, productId)));
}

/** Turns the user's early-access notices off (again is no change); false when no such user exists. */
export async function optOutOfNotices(db: Db, userId: string): Promise<boolean> {
  const user = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get();
  if (!user) return false;
  await db.insert(earlyAccessOptOuts).values({ userId }).onConflictDoNothing();
  return true;
}

/** What "download my data" tells of these notices: when they were turned off, and which products were announced. */
export async function earlyAccessDataOf(db: Db, userId: string) {
  const [optOut, notices] = await Promise.all([
    db.select({ at: earlyAccessOptOuts.createdAt }).from(earlyAccessOptOuts).where(eq(earlyAccessOptOuts.userId, userId)).get(),
    db
      .select({ productId: earlyAccessNotices.productId, sentAt: earlyAccessNotices.createdAt })
      .from(earlyAccessNotices)
      .where(eq(earlyAccessNotices.userId, userId))
      .orderBy(earlyAccessNotices.createdAt)
      .all(),
  ]);
  return { noticesTurnedOffAt: optOut?.at ?? null, notices };
}

import { type SQL, and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { BoughtLine } from '../../core/supplies';
import type { Db } from './client';
import { MEMBER_STATUSES } from './memberships';
import { memberships, orderLines, orders, supplyReminderOptOuts, supplyReminders, users } from './schema';

/** Orders whose goods the member has or will have: paid (or partly refunded), and not cancelled before shipping. */
const SUPPLIED = and(inArray(orders.status, ['paid', 'partially_refunded']), ne(orders.fulfilmentStatus, 'cancelled'));

const boughtLine = {
  lineId: orderLines.id,
  orderReference: orders.reference,
  productId: orderLines.productId,
  dealId: orderLines.dealId,
  quantity: orderLines.quantity,
  paidAt: orders.paidAt,
  deliveredAt: orders.deliveredAt,
  userId: orders.userId,
};

type Row = { lineId: number; orderReference: string; productId: string | null; dealId: string | null; quantity: number };
const asBought = <R extends Row & { paidAt: Date | null; deliveredAt: Date | null }>(row: R): BoughtLine & R => ({
  ...row,
  since: (row.deliveredAt ?? row.paidAt ?? new Date(0)).toISOString(),
});

/** Every line of the user's supplied orders. */
export async function boughtLinesOf(db: Db, userId: string) {
  const rows = await db
    .select(boughtLine)
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), SUPPLIED))
    .all();
  return rows.map(asBought);
}

/** Supplied lines of members who want reminders, with the member's address and language, that also meet `where`. */
async function remindableLines(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({ ...boughtLine, email: users.email, language: users.language })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(supplyReminderOptOuts, eq(supplyReminderOptOuts.userId, users.id))
    .leftJoin(supplyReminders, eq(supplyReminders.orderLineId, orderLines.id))
    .where(and(SUPPLIED, inArray(memberships.status, MEMBER_STATUSES), isNull(supplyReminderOptOuts.userId), where))
    .all();
  return rows.map((row) => ({ ...asBought(row), userId: row.userId! }));
}

export type RemindableLine = Awaited<ReturnType<typeof remindableLines>>[number];

/** A member who wants reminders, and the lines of theirs not reminded of yet (the hourly task's candidates). */
export function linesAwaitingReminder(db: Db): Promise<RemindableLine[]> {
  return remindableLines(db, isNull(supplyReminders.orderLineId));
}

/** A line already reminded of, while its member still wants reminders (the console sends a failed reminder again). */
export async function remindedLine(db: Db, orderLineId: number): Promise<RemindableLine | undefined> {
  const [line] = await remindableLines(
    db,
    and(eq(orderLines.id, orderLineId), isNotNull(supplyReminders.orderLineId), eq(supplyReminders.lapsed, false)),
  );
  return line;
}

/** Records the line's reminder; false when one was recorded before (it is never sent twice). */
export async function claimReminder(db: Db, orderLineId: number, userId: string): Promise<boolean> {
  const written = await db
    .insert(supplyReminders)
    .values({ orderLineId, userId })
    .onConflictDoNothing()
    .returning({ id: supplyReminders.orderLineId });
  return written.length === 1;
}

/** Lapsed lines are recorded this many to a statement: three bound parameters each, under D1's 100. */
const LAPSED_PER_STATEMENT = 30;

/**
 * Records lines whose supply ran out with no reminder (bought before the membership, or while reminders were off):
 * the hourly task stops reading them. At most `limit` per call, so that a first run over years of orders stays
 * inside one invocation's statements; the rest wait for the next hour.
 */
export async function recordLapsed(db: Db, lines: readonly { lineId: number; userId: string }[], limit = 1_500): Promise<void> {
  const statements: BatchItem<'sqlite'>[] = [];
  const taken = lines.slice(0, limit);
  for (let i = 0; i < taken.length; i += LAPSED_PER_STATEMENT) {
    const values = taken
      .slice(i, i + LAPSED_PER_STATEMENT)
      .map((line) => ({ orderLineId: line.lineId, userId: line.userId, lapsed: true }));
    statements.push(db.insert(supplyReminders).values(values).onConflictDoNothing());
  }
  if (statements.length > 0) await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
}

/** The reminder could not be queued: its record goes, so that the next hour may send it. */
export async function releaseReminder(db: Db, orderLineId: number): Promise<void> {
  await db.delete(supplyReminders).where(eq(supplyReminders.orderLineId, orderLineId));
}

export async function remindersOn(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .select({ id: supplyReminderOptOuts.userId })
    .from(supplyReminderOptOuts)
    .where(eq(supplyReminderOptOuts.userId, userId))
    .get();
  return !row;
}

/** Turns the user's supply reminders on or off (the same again is no change). */
export async function setRemindersOn(db: Db, userId: string, on: boolean): Promise<void> {
  if (on) await db.delete(supplyReminderOptOuts).where(eq(supplyReminderOptOuts.userId, userId));
  else await db.insert(supplyReminderOptOuts).values({ userId }).onConflictDoNothing();
}

/** What "download my data" tells of supply reminders: when they were turned off, and which order lines were reminded of. */
export async function supplyReminderDataOf(db: Db, userId: string) {
  const [optOut, reminders] = await Promise.all([
    db.select({ at: supplyReminderOptOuts.createdAt }).from(supplyReminderOptOuts).where(eq(supplyReminderOptOuts.userId, userId)).get(),
    db
      .select({
        orderReference: orders.reference,
        productId: orderLines.productId,
        dealId: orderLines.dealId,
        sentAt: supplyReminders.createdAt,
      })
      .from(supplyReminders)
      .innerJoin(orderLines, eq(orderLines.id, supplyReminders.orderLineId))
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(supplyReminders.userId, userId), eq(supplyReminders.lapsed, false)))
      .orderBy(supplyReminders.createdAt)
      .all(),
  ]);
  return { remindersTurnedOffAt: optOut?.at ?? null, reminders };
}

import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { RateLimitRule } from '../../core/rate-limits';
import type { Db } from './client';
import { attemptCounts } from './schema';

/** An attempt counted in its window, or the time until the window closes. */
export type Reservation = { taken: true; windowStart: Date } | { taken: false; retryAfterMs: number };

/**
 * Counts one attempt under `key` if its window still has room, in one statement: the upsert reads and
 * writes the row at once, so a parallel burst cannot read the same count twice. A window that has closed
 * (or lies in the future: a clock moved back) starts afresh with this attempt, as core/rate-limits does.
 */
export async function reserveAttempt(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<Reservation> {
  const at = now.getTime();
  const closed = sql`(${at} >= ${attemptCounts.windowEnd} or ${at} < ${attemptCounts.windowStart})`;
  const [row] = await db
    .insert(attemptCounts)
    .values({ key, count: 1, windowStart: now, windowEnd: new Date(at + rule.windowMs) })
    .onConflictDoUpdate({
      target: attemptCounts.key,
      set: {
        count: sql`case when ${closed} then 1 else ${attemptCounts.count} + 1 end`,
        windowStart: sql`case when ${closed} then ${at} else ${attemptCounts.windowStart} end`,
        windowEnd: sql`case when ${closed} then ${at + rule.windowMs} else ${attemptCounts.windowEnd} end`,
      },
      setWhere: sql`${closed} or ${attemptCounts.count} < ${rule.max}`,
    })
    .returning({ windowStart: attemptCounts.windowStart });
  if (row) return { taken: true, windowStart: row.windowStart };
  const spent = await db.select({ windowEnd: attemptCounts.windowEnd }).from(attemptCounts).where(eq(attemptCounts.key, key)).get();
  return { taken: false, retryAfterMs: Math.max(1000, (spent?.windowEnd.getTime() ?? at) - at) };
}

/** Gives back an attempt counted in the window that opened at `windowStart` (a later window is not touched). */
export async function releaseAttempt(db: Db, key: string, windowStart: Date): Promise<void> {
  await db
    .update(attemptCounts)
    .set({ count: sql`${attemptCounts.count} - 1` })
    .where(and(eq(attemptCounts.key, key), eq(attemptCounts.windowStart, windowStart), gt(attemptCounts.count, 0)));
}

/** Starts `key`'s count afresh. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(attemptCounts).where(eq(attemptCounts.key, key));
}

/** Housekeeping for the hourly Cron Trigger: counters whose window has closed count nothing any more. */
export async function purgeAttemptCounts(db: Db, now: Date): Promise<void> {
  await db.delete(attemptCounts).where(lte(attemptCounts.windowEnd, now));
}

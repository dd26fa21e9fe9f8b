import { and, eq, isNull, lt } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from './client';
import { earlyAccessRounds } from './schema';

export type EarlyAccessRound = typeof earlyAccessRounds.$inferSelect;

/** Records the rounds of a version's announcement, not yet started. */
export async function openRounds(db: Db, rounds: { id: string; version: number; products: string[] }[], now: Date): Promise<void> {
  if (rounds.length === 0) return;
  // One statement per round: a whole catalogue's products in one insert would pass D1's 100 bound parameters.
  const inserts: BatchItem<'sqlite'>[] = rounds.map((round) =>
    db.insert(earlyAccessRounds).values({ ...round, afterUserId: null, updatedAt: now }),
  );
  await db.batch(inserts as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
}

export async function findRound(db: Db, id: string): Promise<EarlyAccessRound | undefined> {
  return db.select().from(earlyAccessRounds).where(eq(earlyAccessRounds.id, id)).get();
}

/** Where a round's next step starts: its phase and, in the first pass, the last member id told. */
export interface RoundPlace {
  phase: EarlyAccessRound['phase'];
  afterUserId: string | null;
  done: boolean;
}

/**
 * Moves the round on from step `step` (the one its caller read) to the next, at `place`. False when another
 * delivery of the same step moved it first: that one carries the round on, this one stops.
 */
export async function advanceRound(db: Db, id: string, step: number, place: RoundPlace, now: Date): Promise<boolean> {
  const moved = await db
    .update(earlyAccessRounds)
    .set({ phase: place.phase, afterUserId: place.afterUserId, step: step + 1, doneAt: place.done ? now : null, updatedAt: now })
    .where(and(eq(earlyAccessRounds.id, id), isNull(earlyAccessRounds.doneAt), eq(earlyAccessRounds.step, step)))
    .returning({ id: earlyAccessRounds.id });
  return moved.length === 1;
}

/** Rounds not done and not moved since `before` (their queue message was lost or gave up), marked as picked up now. */
export async function takeStalledRounds(db: Db, before: Date, now: Date): Promise<string[]> {
  const rows = await db
    .update(earlyAccessRounds)
    .set({ updatedAt: now })
    .where(and(isNull(earlyAccessRounds.doneAt), lt(earlyAccessRounds.updatedAt, before)))
    .returning({ id: earlyAccessRounds.id });
  return rows.map((row) => row.id);
}

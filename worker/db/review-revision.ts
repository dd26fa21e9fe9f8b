import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { reviewRevision } from './schema';

/**
 * The statement that tells every isolate what pages show of reviews changed: put it in the same batch as the
 * change (the row is made by migration 0028).
 */
export function bumpReviewRevision(db: Db) {
  return db
    .update(reviewRevision)
    .set({ revision: sql`${reviewRevision.revision} + 1` })
    .where(eq(reviewRevision.id, 1));
}

export async function currentReviewRevision(db: Db): Promise<number> {
  const row = await db.select({ revision: reviewRevision.revision }).from(reviewRevision).where(eq(reviewRevision.id, 1)).get();
  return row?.revision ?? 0;
}

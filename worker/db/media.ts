import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { media } from './schema';

export type Media = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;

export async function findMedia(db: Db, key: string): Promise<Media | undefined> {
  return db.select().from(media).where(eq(media.key, key)).get();
}

/** The row of a newly stored file; the same file recorded meanwhile by another upload stays as it was. */
export function recordMediaStatement(db: Db, row: NewMedia) {
  return db.insert(media).values(row).onConflictDoNothing();
}

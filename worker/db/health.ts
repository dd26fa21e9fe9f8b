import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** A real round trip to D1, for the health check. */
export async function pingDatabase(db: Db): Promise<boolean> {
  const row = await db.get<{ ok: number }>(sql`select 1 as ok`);
  return row?.ok === 1;
}

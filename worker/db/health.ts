import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** A real round trip to D1, for the health check. */
async function pingDatabase(db: Db): Promise<boolean> {
  const row = await db.get<{ ok: number }>(sql`select 1 as ok`);
  return row?.ok === 1;
}

/**
 * How long a successful check stands, per isolate and database: uptime monitors and scripts ask many times a
 * second, and each answer should not be a D1 query (billed, and queued behind shoppers' queries). A failure is
 * never kept: while the database is down, every check asks it again.
 */
export const HEALTHY_FOR_MS = 1000;
const lastHealthy = new WeakMap<D1Database, number>();

/** Whether `database` answered within the last HEALTHY_FOR_MS, else whether it answers `db`'s ping now. */
export async function databaseIsUp(database: D1Database, db: Db, now = Date.now()): Promise<boolean> {
  const checked = lastHealthy.get(database);
  if (checked !== undefined && now - checked < HEALTHY_FOR_MS) return true;
  if (!(await pingDatabase(db))) return false;
  lastHealthy.set(database, now);
  return true;
}

import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1';

export type Db = DrizzleD1Database;

/**
 * A query builder over a D1 binding or one request's D1 session (worker/db/read-routing.ts). It is built
 * without drizzle's relational schema, which walked every table on each construction: the queries name
 * their tables, so one per request costs next to nothing.
 */
export function createDb(d1: D1Database | D1DatabaseSession): Db {
  // drizzle only calls prepare() and batch(), which a session has as the binding does.
  return drizzle(d1 as D1Database);
}

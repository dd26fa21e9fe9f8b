import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1';
import * as schema from './schema';

export type Db = DrizzleD1Database<typeof schema>;

// Building a client walks the whole schema, which cost more than some requests' own work (GET /, health):
// one client per D1 binding for the isolate's life. It holds no per-request state.
const clients = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  let db = clients.get(d1);
  if (!db) {
    db = drizzle(d1, { schema });
    clients.set(d1, db);
  }
  return db;
}

import { env } from 'cloudflare:workers';

type Queries = Pick<D1Database, 'prepare' | 'batch'>;

/**
 * A D1 binding whose queries are `queries`: the binding's own and those of the session the worker opens
 * for each request (worker/middleware/d1-session.ts), so a fault reaches every route.
 */
export function fakeD1(queries: Queries): D1Database {
  const session = {
    prepare: (sql: string) => queries.prepare(sql),
    batch: (statements: D1PreparedStatement[]) => queries.batch(statements),
    getBookmark: () => null,
  };
  return {
    prepare: session.prepare,
    batch: session.batch,
    exec: () => Promise.reject(new Error('exec is not used by the worker')),
    withSession: () => session,
  } as unknown as D1Database;
}

/** The real local D1 with some of its queries replaced (a failing batch, a slow one, failing writes). */
export function realD1With(overrides: Partial<Queries>): D1Database {
  return fakeD1({
    prepare: overrides.prepare ?? ((sql) => env.DB.prepare(sql)),
    batch: overrides.batch ?? ((statements) => env.DB.batch(statements)),
  });
}

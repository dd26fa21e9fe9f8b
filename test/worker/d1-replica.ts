import { env } from 'cloudflare:workers';

/**
 * D1 with read replication, one replica far behind: a session that starts `first-unconstrained` reads
 * from REPLICA_DB (the schema and none of this file's writes), while one that starts at the primary or
 * from a bookmark reads the primary (locally the only copy new enough for any bookmark). Writes always
 * reach the primary, as D1 forwards them. `starts` records where each request's session began.
 */
export function laggingReplica(): { DB: D1Database; starts: string[] } {
  const starts: string[] = [];
  const DB = {
    prepare: (sql: string) => env.DB.prepare(sql),
    batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
    withSession(start: string = 'first-unconstrained') {
      starts.push(start);
      const onReplica = start === 'first-unconstrained';
      const primary = env.DB.withSession(onReplica ? 'first-primary' : start);
      return {
        prepare: (sql: string) => (onReplica && /^\s*select\b/i.test(sql) ? env.REPLICA_DB : primary).prepare(sql),
        batch: (statements: D1PreparedStatement[]) => primary.batch(statements),
        getBookmark: () => primary.getBookmark(),
      };
    },
  } as unknown as D1Database;
  return { DB, starts };
}

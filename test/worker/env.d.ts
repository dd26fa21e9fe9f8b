import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** test/worker/d1-replica.ts's replica that has not caught up. */
      REPLICA_DB: D1Database;
      /** Empty until a test applies migrations to it one step at a time (test/worker/migrations.test.ts). */
      STEPWISE_DB: D1Database;
    }
  }
}

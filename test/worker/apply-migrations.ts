import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// The same migration files wrangler applies; storage is isolated per test file.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await applyD1Migrations(env.REPLICA_DB, env.TEST_MIGRATIONS);

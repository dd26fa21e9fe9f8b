import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied by wrangler (`npm run db:migrate:local|remote`).
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema.ts',
  out: './migrations',
});

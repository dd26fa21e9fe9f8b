import { resolve } from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

/** Three suites: pure code in Node, the worker inside workerd, user journeys in real Chromium. */
export default defineConfig({
  test: {
    // The JSON report feeds the 'N passed, N failed' line of .ci/run.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      {
        // Test code runs the browser's modules (web/build-constants.d.ts).
        define: { __WORKER_RENDERER__: 'false' },
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/support/seed-catalogue-setup.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                ENVIRONMENT: 'development',
                PAYMENTS: 'local',
                // The tests' shop lives at https://vitaglow.test (test/worker/http.ts): the development host guard lets it through.
                PUBLIC_URL: 'https://vitaglow.test',
                TEST_MIGRATIONS: await readD1Migrations('migrations'),
              },
              // A second database standing in for a D1 read replica that has not caught up (test/worker/d1-replica.ts);
              // a third that a test migrates step by step, with rows written between migrations (test/worker/migrations.test.ts).
              d1Databases: { DB: 'vitaglow', REPLICA_DB: 'vitaglow-replica', STEPWISE_DB: 'vitaglow-stepwise' },
            },
          })),
        ],
        logLevel: 'error',
        // The build's renderer and preload list, as wrangler.toml's [alias] gives them to the worker.
        resolve: {
          alias: {
            'vitaglow-render': resolve(import.meta.dirname, 'dist/render/render.js'),
            'vitaglow-page-preloads': resolve(import.meta.dirname, 'dist/render/page-preloads.json'),
          },
        },
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.ts'],
          // Bursts of real PBKDF2 sign-ins take seconds on a busy 2-core machine; a timeout is not a speed check.
          testTimeout: 30_000,
          setupFiles: ['test/worker/apply-migrations.ts'],
        },
      },
      {
        define: { __WORKER_RENDERER__: 'false' },
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/browser/global-setup.ts'],
          setupFiles: ['test/support/seed-catalogue-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

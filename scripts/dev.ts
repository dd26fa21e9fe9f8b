import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
// Not from vite.config.ts: Node would then load the whole build (the prerender step and core/) by itself.
import { devStateDir } from './dev-state.ts';

// `npm run dev`: one process, one URL (http://localhost:5173). Vite serves the storefront with hot reload
// and runs the worker in workerd through @cloudflare/vite-plugin (vite.config.ts), so documents, /api,
// /test-payment, /dev/outbox, robots and the sitemap answer there as under `npm start`, on the same local
// D1 and KV state (VITAGLOW_DEV_STATE moves it), which gets its migrations first.
const root = join(import.meta.dirname, '..');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_SEND_ERROR_REPORTS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

const run = (command: string, args: string[]) => {
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
};

run(join(root, 'scripts', 'wrangler.sh'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', devStateDir()]);
run(join(root, 'node_modules', '.bin', 'vite'), ['--host', '127.0.0.1', ...process.argv.slice(2)]);

import { spawn } from 'node:child_process';
import { join } from 'node:path';

// `npm run dev`: the worker (wrangler dev, reloads on worker changes) on :8787 and Vite's dev server with
// hot reload on :5173, which proxies /api to the worker. Ctrl-C stops both process groups.
const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

const migrate = spawn(join(root, 'scripts', 'wrangler.sh'), ['d1', 'migrations', 'apply', 'DB', '--local'], { cwd: root, stdio: 'inherit' });
await new Promise((resolve) => migrate.on('exit', resolve));

const children = [
  spawn(join(root, 'scripts', 'wrangler.sh'), ['dev', '--port', '8787', '--var', 'ENVIRONMENT:development', '--var', 'PAYMENTS:local'], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
  }),
  spawn(bin('vite'), ['--host', '127.0.0.1'], { cwd: root, stdio: 'inherit', detached: true }),
];

const stop = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already stopped.
    }
  }
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

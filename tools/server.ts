import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { type StripeDevSetup, stripeForDev } from './stripe-fake/dev.ts';
import type { StripeFakeServer } from './stripe-fake/server.ts';

/** The real worker serving the real build through `wrangler dev`, on loopback, for browser tests and benchmarks. */
export interface RunningServer {
  url: string;
  stop(): Promise<void>;
  /** Deletes the server's local D1/KV state (after stop). */
  removeState(): void;
  /** Where that state is (`wrangler d1 execute DB --local --persist-to` reaches its database). */
  statePath: string;
  /** With `stripe`: the local Stripe fake the worker pays through, as `npm start` runs it. */
  stripe?: StripeFakeServer;
}

const root = join(import.meta.dirname, '..');
const wrangler = join(root, 'scripts', 'wrangler.sh');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a worker with its own fresh local D1/KV state under `.wrangler/<name>`: the shop by default, or
 * another wrangler config (the bench's baseline worker). `args` go to `wrangler dev` as they are (another
 * build's `--assets`, a `--define`).
 */
export async function startServer(
  name: string,
  options: { config?: string; stripe?: boolean; args?: string[] } = {},
): Promise<RunningServer> {
  const persistTo = join(root, '.wrangler', name);
  rmSync(persistTo, { recursive: true, force: true });
  const configArgs = options.config ? ['--config', options.config] : [];
  if (!options.config) {
    const migrate = spawnSync(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], {
      cwd: root,
      encoding: 'utf8',
    });
    if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // PAYMENTS=stripe against the local fake, set up exactly as `npm start` does (stripe-fake/dev.ts).
  const stripe: StripeDevSetup | undefined = options.stripe
    ? await stripeForDev({ STRIPE_SECRET_KEY: 'sk_test_browser_fake', STRIPE_API_BASE: `http://127.0.0.1:${await freePort()}` }, url)
    : undefined;
  const vars = { ENVIRONMENT: 'development', PAYMENTS: 'local', ...stripe?.vars };
  const args = ['dev', ...configArgs, '--ip', '127.0.0.1', '--port', String(port), '--persist-to', persistTo];
  args.push(...Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]), '--show-interactive-dev-session=false');
  args.push('--log-level', 'warn', ...(options.args ?? []));
  // A process group of its own, so stopping it also stops workerd.
  const child = spawn(wrangler, args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      const probe = options.config ? url : `${url}/api/health`;
      if ((await fetch(probe)).ok) {
        return {
          url,
          stripe: stripe?.fake,
          stop: async () => {
            await stopGroup(child);
            await stripe?.fake?.close();
          },
          removeState: () => rmSync(persistTo, { recursive: true, force: true }),
          statePath: persistTo,
        };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stopGroup(child);
  await stripe?.fake?.close();
  throw new Error(`wrangler dev did not become healthy within 90 s:\n${output}`);
}

export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 5_000);
  await exited;
  clearTimeout(timer);
}

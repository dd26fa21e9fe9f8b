import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare, type V4WorkerOptionsShape } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { freePort, type RunningServer } from '../tools/server.ts';

const root = join(import.meta.dirname, '..');

/**
 * A built worker bundle (`wrangler deploy --dry-run --outdir`) in workerd through Miniflare's API, on
 * 127.0.0.1 with no `wrangler dev` proxy in front, so a load run measures the worker and the local runtime
 * only. Bindings, static assets and `run_worker_first` routing come from the wrangler config; the variables
 * are the local ones the tests use (ENVIRONMENT=development, PAYMENTS=local). A worker with D1 gets fresh
 * state under `.wrangler/<name>`, migrated by wrangler, in the layout `wrangler d1 execute --persist-to` reads.
 * Miniflare reads workerd's output in this process: while the server is busy, keep the event loop free
 * (no execFileSync), or workerd blocks on a full pipe as soon as the worker logs enough.
 */
export async function startWorkerd(name: string, options: { config: string; script: string }): Promise<RunningServer> {
  const persistTo = join(root, '.wrangler', name);
  rmSync(persistTo, { recursive: true, force: true });
  // The bundle is one ES module, so wrangler's module rules (which Miniflare 5 cannot convert) are not needed.
  const { modulesRules: _, ...workerOptions } = unstable_getMiniflareWorkerOptions(resolve(root, options.config)).workerOptions;
  for (const binding of Object.keys(workerOptions.d1Databases ?? {})) {
    const args = ['d1', 'migrations', 'apply', binding, '--local', '--config', options.config, '--persist-to', persistTo];
    const migrate = spawnSync(join(root, 'scripts', 'wrangler.sh'), args, { cwd: root, encoding: 'utf8' });
    if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);
  }

  const port = await freePort();
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      ...workerOptions,
      // wrangler's type omits keys from an index-signature type, which leaves every option `unknown`.
      bindings: { ...(workerOptions.bindings as V4WorkerOptionsShape['bindings']), ENVIRONMENT: 'development', PAYMENTS: 'local' },
      modules: true,
      scriptPath: resolve(root, options.script),
      // Module names are relative to this root, and workerd refuses names that climb out of it with "..".
      modulesRoot: dirname(resolve(root, options.script)),
      host: '127.0.0.1',
      port,
      // wrangler's layout for `--persist-to`: D1 under <dir>/v3/d1, keyed by database id.
      resourcePersistencePath: join(persistTo, 'v3'),
      // No request.cf download (no internet) and no per-request log line: neither is the worker's cost.
      cf: false,
      logRequests: false,
      log: new Log(LogLevel.WARN),
      // Warnings and errors only, from workerd or from the shop, which logs JSON lines through console.log
      // (worker/lib/log.ts): its info lines, such as every development-outbox email, would drown the bench's output.
      handleStructuredLogs: ({ level, message }) => {
        if (level === 'warn' || level === 'error' || /"level":"(warn|error)"/.test(message)) console.error(message);
      },
    }),
  );
  try {
    await mf.ready;
  } catch (error) {
    await mf.dispose();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => mf.dispose(),
    removeState: () => rmSync(persistTo, { recursive: true, force: true }),
    statePath: persistTo,
  };
}

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from '../test/support/server.ts';

// `npm run bench`: bundle sizes and loopback latency against their budgets (see the issues and README).
// Expects a fresh build (the npm script runs `vite build` first).
const root = join(import.meta.dirname, '..');
const client = join(root, 'dist', 'client');
const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

type Row = { name: string; value: number; unit: string; budget: number; pass: boolean };
const rows: Row[] = [];
const add = (name: string, value: number, unit: string, budget: number) =>
  rows.push({ name, value: Number(value.toFixed(2)), unit, budget, pass: value <= budget });

// What the home page loads before it can render: the entry module, its preloaded chunks, its stylesheets.
const html = readFileSync(join(client, 'index.html'), 'utf8');
const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => join(client, m[1]));
const initialJs = refs(/<script[^>]+src="([^"]+\.js)"/g).concat(refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g));
const initialCss = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
add('home initial JS (gzip)', initialJs.reduce((sum, f) => sum + gzipKb(f), 0), 'KB', 120);
add('home CSS (gzip)', initialCss.reduce((sum, f) => sum + gzipKb(f), 0), 'KB', 30);

execFileSync(join(root, 'scripts', 'wrangler.sh'), ['deploy', '--dry-run', '--outdir', 'dist/worker'], { stdio: 'ignore' });
add('worker bundle (gzip)', gzipKb(join(root, 'dist', 'worker', 'index.js')), 'KB', 300);

type LoadResult = { requests: number; errors: number; statuses: Record<string, number>; p50: number; p95: number; p99: number; rps: number };
const load: Record<string, LoadResult> = {};
const server = await startServer('bench');
try {
  const scenarios: [string, string, number][] = [
    ['GET /', '/', 50],
    ['GET /api/health', '/api/health', 20],
  ];
  for (const [name, path, budgetP95] of scenarios) {
    const out = execFileSync(process.execPath, [join(root, 'bench', 'load.ts'), server.url + path, '20', '8'], { encoding: 'utf8' });
    const result: LoadResult = JSON.parse(out);
    load[name] = result;
    add(`${name} p95 @20 conns`, result.p95, 'ms', budgetP95);
    add(`${name} errors + 5xx`, result.errors + Object.entries(result.statuses).filter(([s]) => s >= '500').reduce((n, [, c]) => n + c, 0), '', 0);
  }
} finally {
  await server.stop();
}

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`${'metric'.padEnd(width)}  ${'value'.padStart(10)}  ${'budget'.padStart(10)}  result`);
for (const r of rows) {
  console.log(`${r.name.padEnd(width)}  ${`${r.value} ${r.unit}`.padStart(10)}  ${`${r.budget} ${r.unit}`.padStart(10)}  ${r.pass ? 'pass' : 'FAIL'}`);
}
for (const [name, r] of Object.entries(load)) {
  console.log(`${name}: ${r.requests} requests, ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms`);
}
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(root, 'bench', 'results', 'latest.json'),
  JSON.stringify({ date: new Date().toISOString(), metrics: rows, load }, null, 2) + '\n',
);
process.exitCode = rows.every((r) => r.pass) ? 0 : 1;

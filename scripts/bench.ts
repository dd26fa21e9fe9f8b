import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { lighthouseMedian } from '../bench/lighthouse.ts';
import { isSerious, runAxe } from '../test/support/axe.ts';
import { CHROMIUM_ARGS, findChromium } from '../test/support/chromium.ts';
import { type RunningServer, startServer } from '../test/support/server.ts';

// `npm run bench`: sizes and loopback latency against their budgets (see the issues and README).
// Expects a fresh build (the npm script runs `vite build` first).
const root = join(import.meta.dirname, '..');
const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

type Row = { name: string; value: number; unit: string; budget: string; pass: boolean };
const rows: Row[] = [];
/** A figure that must stay at or under its budget (sizes, latencies, counts). */
const add = (name: string, value: number, unit: string, budget: number) =>
  rows.push({ name, value: Number(value.toFixed(3)), unit, budget: `≤ ${budget} ${unit}`.trim(), pass: value <= budget });
/** A score that must reach at least its budget. */
const addScore = (name: string, value: number, budget: number) =>
  rows.push({ name, value, unit: '', budget: `≥ ${budget}`, pass: value >= budget });

type LoadResult = { requests: number; errors: number; statuses: Record<string, number>; p50: number; p95: number; p99: number; rps: number };
const load: Record<string, LoadResult> = {};

function runLoad(name: string, url: string, connections = 20, seconds = 8, method = 'GET', body = ''): LoadResult {
  const out = execFileSync(process.execPath, [join(root, 'bench', 'load.ts'), url, String(connections), String(seconds), method, body], {
    encoding: 'utf8',
  });
  return (load[name] = JSON.parse(out) as LoadResult);
}

const serverErrors = (r: LoadResult) =>
  r.errors + Object.entries(r.statuses).reduce((n, [status, count]) => n + (Number(status) >= 500 ? count : 0), 0);

/** axe-core's serious and critical violations on a page in a language. */
async function axeSerious(server: RunningServer, path: string, language: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.addInitScript((lang) => localStorage.setItem('vitaglow-language', lang), language);
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    return (await runAxe(page)).filter(isSerious).length;
  } finally {
    await browser.close();
  }
}

/** Every script and stylesheet the home page loads before it settles, as a shopper's browser fetches them. */
async function homePageWeight(server: RunningServer) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const bodies: Promise<{ type: string; kb: number }>[] = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'script' || type === 'stylesheet') bodies.push(res.body().then((b) => ({ type, kb: gzipKb(b) })));
    });
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    const all = await Promise.all(bodies);
    const sum = (type: string) => all.filter((b) => b.type === type).reduce((n, b) => n + b.kb, 0);
    return { js: sum('script'), css: sum('stylesheet') };
  } finally {
    await browser.close();
  }
}

execFileSync(join(root, 'scripts', 'wrangler.sh'), ['deploy', '--dry-run', '--outdir', 'dist/worker'], { stdio: 'ignore' });
add('worker bundle (gzip)', gzipKb(readFileSync(join(root, 'dist', 'worker', 'index.js'))), 'KB', 300);

const baseline = await startServer('bench-baseline', { config: 'bench/baseline/wrangler.toml' });
try {
  runLoad('baseline: empty worker', baseline.url);
} finally {
  await baseline.stop();
}

const server = await startServer('bench');
try {
  const weight = await homePageWeight(server);
  add('home initial JS (gzip)', weight.js, 'KB', 120);
  add('home CSS (gzip)', weight.css, 'KB', 30);

  for (const path of ['/', '/products']) {
    const lh = await lighthouseMedian(server.url + path);
    addScore(`Lighthouse performance ${path} (mobile, median of 3)`, lh.performance, 95);
    addScore(`Lighthouse accessibility ${path}`, lh.accessibility, 95);
    add(`CLS ${path}`, lh.cls, '', 0.02);
    for (const language of ['en', 'ar']) add(`axe serious+critical ${path} (${language})`, await axeSerious(server, path, language), '', 0);
  }

  for (const [name, path, budgetP95] of [
    ['GET /', '/', 50],
    ['GET /api/health', '/api/health', 20],
  ] as const) {
    const result = runLoad(name, server.url + path);
    add(`${name} p95 @20 conns`, result.p95, 'ms', budgetP95);
    add(`${name} 5xx + errors`, serverErrors(result), '', 0);
  }
} finally {
  await server.stop();
}

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`${'metric'.padEnd(width)}  ${'value'.padStart(10)}  ${'budget'.padStart(10)}  result`);
for (const r of rows) {
  console.log(`${r.name.padEnd(width)}  ${`${r.value} ${r.unit}`.padStart(10)}  ${r.budget.padStart(10)}  ${r.pass ? 'pass' : 'FAIL'}`);
}
console.log('\nload (20 connections, 8 s each, from a second process on loopback):');
for (const [name, r] of Object.entries(load)) {
  console.log(`  ${name}: ${r.requests} requests, ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms`);
}
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(root, 'bench', 'results', 'latest.json'),
  JSON.stringify({ date: new Date().toISOString(), machine: '2 cores, wrangler dev (local workerd)', metrics: rows, load }, null, 2) + '\n',
);
process.exitCode = rows.every((r) => r.pass) ? 0 : 1;

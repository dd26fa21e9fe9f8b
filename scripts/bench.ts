import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium } from 'playwright-core';
import { measureDialogWaits } from '../bench/dialog-waits.ts';
import { type InteractionFigure, measureInteractions, text } from '../bench/interactions.ts';
import { lighthouseMedian } from '../bench/lighthouse.ts';
import { LANGUAGES, type Language, directionOf } from '../core/language.ts';
import { PAGES, PAGE_PATHS, localisedPath } from '../core/pages.ts';
import { startWorkerd } from '../bench/workerd-server.ts';
import { type ScaleFigures, measureScale } from '../bench/scale.ts';
import { documentGzipKb, publishReviews } from '../bench/reviews.ts';
import { cpuTicks, stealPercent } from '../bench/steal.ts';
import { isSerious, runAxe } from '../tools/axe.ts';
import { CHROMIUM_ARGS, findChromium } from '../tools/chromium.ts';
import { type RunningServer, startServer } from '../tools/server.ts';

// `npm run bench`: sizes and loopback latency against their budgets (see the issues and docs/performance.md).
// Expects a fresh build (the npm script runs `vite build` first). The load runs and the soak drive the
// built worker in workerd directly (bench/workerd-server.ts): `wrangler dev`'s proxy layers alone cost more
// than the latency budgets. The browser measurements use `wrangler dev`, as a developer's local run would.
const root = join(import.meta.dirname, '..');
const execFileAsync = promisify(execFile);
const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

type Row = { name: string; value: number; unit: string; budget: string; pass: boolean };
const rows: Row[] = [];
/** A figure that must stay at or under its budget (sizes, latencies, counts). */
const add = (name: string, value: number, unit: string, budget: number) =>
  rows.push({ name, value: Number(value.toFixed(3)), unit, budget: `≤ ${budget} ${unit}`.trim(), pass: value <= budget });
/** A score that must reach at least its budget. */
const addScore = (name: string, value: number, budget: number) =>
  rows.push({ name, value, unit: '', budget: `≥ ${budget}`, pass: value >= budget });

type LoadResult = {
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** The first answer that was not a 200: its status, headers and the start of its body. */
  firstFailure?: { status: number; headers: object; body: string };
  /** workerd's own CPU time (user + system) over the run, per request answered. */
  cpuMsPerRequest?: number;
};
const load: Record<string, LoadResult> = {};

/**
 * CPU time (ms) the workerd processes this bench started have used so far: Miniflare runs workerd as a
 * child of this process. Read from /proc, in clock ticks of 10 ms.
 */
function workerdCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (stat.includes('(workerd)') && Number(fields[1]) === process.pid) total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // The process ended between listing and reading.
    }
  }
  return total;
}

/** Asynchronous on purpose: Miniflare serves from this process, and a blocked event loop stalls workerd. */
async function runLoad(
  name: string,
  url: string,
  connections = 20,
  seconds = 8,
  method = 'GET',
  body = '',
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const cpuBefore = workerdCpuMs();
  const { stdout } = await execFileAsync(
    process.execPath,
    [join(root, 'bench', 'load.ts'), url, String(connections), String(seconds), method, body, JSON.stringify(headers)],
    {
      encoding: 'utf8',
    },
  );
  const result = JSON.parse(stdout) as LoadResult;
  result.cpuMsPerRequest = Number(((workerdCpuMs() - cpuBefore) / Math.max(1, result.requests)).toFixed(3));
  return (load[name] = result);
}

const BENCH_PASSWORD = 'Sunny-Mango-42';

/** The token of the verification e-mail the sign-up sent to `email` (the development outbox). */
async function verificationToken(base: string, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const { messages } = (await (await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as {
      messages: { links: string[] }[];
    };
    const token = messages
      .flatMap((m) => m.links)
      .find((l) => l.includes('/auth/verify#token='))
      ?.split('#token=')[1];
    if (token) return token;
  }
  throw new Error('bench sign-up: no verification e-mail');
}

/** An answer as the sign-up steps read it, from `fetch` or from a browser context's own requests. */
interface Answer {
  status: number;
  text(): Promise<string>;
}

/**
 * Signs up a new shopper, verifies the address from the development outbox and signs in, each step through `post`
 * (a path and a JSON body): the sign-in's answer, which sets the session cookie.
 */
async function signUpAndSignIn<A extends Answer>(base: string, post: (path: string, data: object) => Promise<A>): Promise<A> {
  const email = `bench.${Date.now()}@vitaglow-mail.com`;
  const signup = await post('/api/auth/signup', { email, password: BENCH_PASSWORD, name: 'Bench Shopper' });
  if (signup.status !== 201) throw new Error(`bench sign-up: ${signup.status} ${await signup.text()}`);
  await post('/api/auth/verify', { token: await verificationToken(base, email) });
  const signin = await post('/api/auth/signin', { email, password: BENCH_PASSWORD });
  if (signin.status !== 200) throw new Error(`bench sign-in: ${signin.status} ${await signin.text()}`);
  return signin;
}

/** A verified, signed-in account on the server: its session cookie (`name=value`). */
async function signedInCookie(base: string, jsonPost: (body: string) => RequestInit): Promise<string> {
  const signin = await signUpAndSignIn(base, (path, data) => fetch(base + path, jsonPost(JSON.stringify(data))));
  const cookie = signin.headers.getSetCookie().find((c) => c.startsWith('__Host-vitaglow_session='));
  if (!cookie) throw new Error('bench sign-in: no session cookie');
  return cookie.split(';')[0];
}

/**
 * Signs a browser context in as a new verified shopper through its own requests: the browser keeps the session
 * cookie as a shopper's would (Chrome refuses to be handed a __Host- cookie for a plain-http origin).
 */
async function signInContext(context: BrowserContext, base: string): Promise<void> {
  const headers = { 'Content-Type': 'application/json', Origin: base, 'Sec-Fetch-Site': 'same-origin' };
  await signUpAndSignIn(base, async (path, data) => {
    const answer = await context.request.post(base + path, { headers, data });
    return { status: answer.status(), text: () => answer.text() };
  });
}

/** Every request of a load run should get the real answer: anything but 200 means it measured an error path. */
const not200 = (r: LoadResult) =>
  r.errors + Object.entries(r.statuses).reduce((n, [status, count]) => n + (status === '200' ? 0 : count), 0);

/** Refuses to time a server that does not give the shop's real answer (a misconfigured binding, an error page). */
async function expectRealAnswer(name: string, url: string, init: RequestInit, check: (res: Response, text: string) => boolean) {
  const res = await fetch(url, init);
  const text = await res.text();
  if (!check(res, text)) throw new Error(`${name}: unexpected answer ${res.status} ${text.slice(0, 300)}`);
}

/** axe-core's serious and critical violations on a page in a language. */
async function axeSerious(server: RunningServer, path: string, language: Language): Promise<number> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(server.url + localisedPath(path, language), { waitUntil: 'networkidle' });
    return (await runAxe(page)).filter(isSerious).length;
  } finally {
    await browser.close();
  }
}

/** Every script and stylesheet a page loads before it settles, as a shopper's browser fetches them. */
async function pageWeight(server: RunningServer, path: string, signedIn = false) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    if (signedIn) await signInContext(context, server.url);
    const page = await context.newPage();
    const bodies: Promise<{ type: string; kb: number }>[] = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'script' || type === 'stylesheet') bodies.push(res.body().then((b) => ({ type, kb: gzipKb(b) })));
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    const all = await Promise.all(bodies);
    const sum = (type: string) => all.filter((b) => b.type === type).reduce((n, b) => n + b.kb, 0);
    return { js: sum('script'), css: sum('stylesheet') };
  } finally {
    await browser.close();
  }
}

const wrangler = (...args: string[]) => execFileSync(join(root, 'scripts', 'wrangler.sh'), args, { stdio: 'ignore' });

/**
 * Issue 7's mixed load at 50 connections, then D1 read back with the server stopped: no 5xx, and every
 * newsletter address and paid order the load saw succeed is stored exactly once.
 */
type SoakResult = {
  errors: number;
  statuses: Record<string, number>;
  overall: { requests: number; p50: number; p95: number; p99: number };
  byKind: Record<string, { count: number; p50: number; p95: number }>;
  subscribed: string[];
  paid: string[];
};
let soak: SoakResult | undefined;

/** The worker's bundle as a deploy builds it. */
function sizes() {
  wrangler('deploy', '--dry-run', '--outdir', join(root, 'dist', 'worker'));
  add('worker bundle (gzip)', gzipKb(readFileSync(join(root, 'dist', 'worker', 'index.js'))), 'KB', 400);
}

/** The size of the English home document as the shop serves it (rendered by the worker), for the size-matched baseline. */
async function homeDocumentBytes(): Promise<number> {
  const shop = await startWorkerd('bench-home-size', { config: 'wrangler.toml', script: 'dist/worker/index.js' });
  try {
    return (await (await fetch(`${shop.url}/`)).arrayBuffer()).byteLength;
  } finally {
    await shop.stop();
    shop.removeState();
  }
}

/** Issue 18: each main route's throughput against the empty worker measured around it. */
async function loadRuns() {
  wrangler('deploy', '--dry-run', '--outdir', join(root, 'dist', 'worker'));
  wrangler('deploy', '--dry-run', '--config', 'bench/baseline/wrangler.toml', '--outdir', join(root, 'dist', 'bench-baseline'));
  const HOME_DOCUMENT_BYTES = await homeDocumentBytes();

  // The local runtime's floor: an empty worker alone, then behind the shop's asset router and settings. The
  // routed one keeps running: each route below is timed between two runs of it, so the machine's drift during
  // the bench (its speed moved by half within an hour on this 2-core host) falls on both sides of a ratio.
  const bare = await startWorkerd('bench-baseline', { config: 'bench/baseline/wrangler.toml', script: 'dist/bench-baseline/index.js' });
  try {
    await expectRealAnswer('baseline: empty worker', bare.url, {}, (res, text) => res.status === 200 && text === '{"ok":true}');
    await runLoad('baseline: empty worker', bare.url);
  } finally {
    await bare.stop();
    bare.removeState();
  }
  const ROUTED = 'baseline: empty worker, shop settings';
  const SIZED = `${ROUTED}, a ${HOME_DOCUMENT_BYTES}-byte document`;
  const CHECKOUT_SHAPED = `${ROUTED}, a checkout's platform calls only`;
  const SESSION_SHAPED = `${ROUTED}, a session check's platform calls only`;
  type Baseline = { url: string; method?: string; body?: string };
  const routed = await startWorkerd('bench-baseline-routed', {
    config: 'bench/baseline/wrangler.routed.toml',
    script: 'dist/bench-baseline/index.js',
  });
  await expectRealAnswer(ROUTED, routed.url, {}, (res, text) => res.status === 200 && text === '{"ok":true}');
  await runLoad(ROUTED, routed.url);
  // The same worker answering a body the size of the shop's home document: what the size alone costs.
  await runLoad(SIZED, `${routed.url}/?bytes=${HOME_DOCUMENT_BYTES}`);

  /**
   * Baselines' throughput around a measurement: for each, the mean of a short run just before it and one just
   * after (in mirrored order, so each baseline sits as close to the measurement on both sides).
   */
  async function bracketed(baselines: Record<string, Baseline>, label: string, measure: () => Promise<LoadResult>) {
    const names = Object.keys(baselines);
    const run = (name: string, when: string) => {
      const { url, method = 'GET', body = '' } = baselines[name];
      return runLoad(`${name}, ${when} ${label}`, url, 20, 4, method, body);
    };
    const before: Record<string, number> = {};
    for (const name of names) before[name] = (await run(name, 'before')).rps;
    const result = await measure();
    const rps: Record<string, number> = {};
    for (const name of names.toReversed()) rps[name] = (before[name] + (await run(name, 'after')).rps) / 2;
    return { result, rps };
  }

  const cart = JSON.stringify({ items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } });
  const postCart: RequestInit = { method: 'POST', body: cart, headers: { 'Content-Type': 'application/json' } };
  await expectRealAnswer(
    CHECKOUT_SHAPED,
    `${routed.url}/checkout`,
    postCart,
    (res, text) => res.status === 200 && text.includes('"url":"/test-payment/VG-'),
  );
  await expectRealAnswer(SESSION_SHAPED, `${routed.url}/session`, {}, (res, text) => res.status === 200 && text === '{"user":null}');
  const loadServer = await startWorkerd('bench-load', { config: 'wrangler.toml', script: 'dist/worker/index.js' });
  try {
    const jsonPost = (body: string): RequestInit => ({
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', Origin: loadServer.url, 'Sec-Fetch-Site': 'same-origin' },
    });
    await expectRealAnswer(
      'GET /',
      loadServer.url + '/',
      {},
      (res, text) => res.status === 200 && !!res.headers.get('Content-Type')?.startsWith('text/html') && text.includes('<div id="root"'),
    );
    await expectRealAnswer(
      'GET /api/health',
      loadServer.url + '/api/health',
      {},
      (res, text) => res.status === 200 && text === '{"ok":true}',
    );
    await expectRealAnswer('POST /api/create-payment', loadServer.url + '/api/create-payment', jsonPost(cart), (res, text) => {
      const url: unknown = res.status === 200 && (JSON.parse(text) as { url?: unknown }).url;
      return typeof url === 'string' && url.startsWith(`${loadServer.url}/test-payment/`);
    });
    // A signed-in shopper's session cookie, made as a shopper would: sign up, verify from the outbox, sign in.
    const sessionCookie = await signedInCookie(loadServer.url, jsonPost);
    // Issue 18: throughput against the empty worker behind the same asset routing, measured around each route.
    const routes: [name: string, path: string, minRatio: number, method: string, body: string, headers: Record<string, string>][] = [
      ['GET / (en)', '/', 0.6, 'GET', '', {}],
      ['GET /fr/', '/fr/', 0.6, 'GET', '', {}],
      ['GET /ar/', '/ar/', 0.6, 'GET', '', {}],
      ['GET /products/omega-3-plus', '/products/omega-3-plus', 0.6, 'GET', '', {}],
      ['GET /fr/products/omega-3-plus', '/fr/products/omega-3-plus', 0.6, 'GET', '', {}],
      ['GET /api/health', '/api/health', 0.5, 'GET', '', {}],
      ['POST /api/create-payment (local)', '/api/create-payment', 0.4, 'POST', cart, {}],
      ['GET /api/auth/session (signed in)', '/api/auth/session', 0.5, 'GET', '', { Cookie: sessionCookie }],
    ];
    // Issue 37: a kept document's workerd CPU against a static asset's, served by the asset layer in the same workerd,
    // measured before and after the routes. The favicon, the smallest file every page asks for: the local asset
    // layer compresses a text file on each request, so the stylesheet (74 KB) costs it three times as much.
    const assetCpu = async (when: string) =>
      (await runLoad(`GET /favicon.svg (an asset), ${when} the routes`, loadServer.url + '/favicon.svg')).cpuMsPerRequest!;
    const assetBefore = await assetCpu('before');
    const documentCpu: [name: string, cpu: number][] = [];
    for (const [name, path, minRatio, method, body, headers] of routes) {
      // Not budgets: a document is also set against the baseline answering a body of its size, and checkout
      // and the session check against the baseline making only the platform calls they need. That tells the
      // shop's own cost from the size's or the platform's.
      const document = method === 'GET' && !path.startsWith('/api/');
      const checkout = path === '/api/create-payment';
      const session = path === '/api/auth/session';
      const baselines: Record<string, Baseline> = {
        [ROUTED]: { url: routed.url },
        ...(document ? { [SIZED]: { url: `${routed.url}/?bytes=${HOME_DOCUMENT_BYTES}` } } : {}),
        ...(checkout ? { [CHECKOUT_SHAPED]: { url: `${routed.url}/checkout`, method: 'POST', body: cart } } : {}),
        ...(session ? { [SESSION_SHAPED]: { url: `${routed.url}/session` } } : {}),
      };
      const { result, rps } = await bracketed(baselines, name, () => runLoad(name, loadServer.url + path, 20, 8, method, body, headers));
      addScore(`${name} throughput ÷ baseline (p95 ${result.p95} ms)`, Number((result.rps / rps[ROUTED]).toFixed(2)), minRatio);
      add(`${name} non-200 + errors`, not200(result), '', 0);
      if (not200(result)) {
        console.log(`${name}: statuses ${JSON.stringify(result.statuses)}, connection errors ${result.errors}`);
        if (result.firstFailure) console.log(`${name}: first failure ${JSON.stringify(result.firstFailure)}`);
      }
      if (document) {
        console.log(`${name} ÷ size-matched baseline: ${(result.rps / rps[SIZED]).toFixed(2)}`);
        documentCpu.push([name, result.cpuMsPerRequest!]);
      }
      const shaped = checkout ? CHECKOUT_SHAPED : session ? SESSION_SHAPED : undefined;
      if (shaped) {
        console.log(`${shaped} ÷ baseline: ${(rps[shaped] / rps[ROUTED]).toFixed(2)}`);
        console.log(`${name} ÷ ${shaped}: ${(result.rps / rps[shaped]).toFixed(2)}`);
      }
    }
    const asset = (assetBefore + (await assetCpu('after'))) / 2;
    for (const [name, cpu] of documentCpu) {
      add(`${name} workerd CPU ÷ an asset's (${cpu} ÷ ${asset.toFixed(3)} ms)`, cpu / asset, '', 1.3);
    }
  } finally {
    await loadServer.stop();
    loadServer.removeState();
    await routed.stop();
    routed.removeState();
  }
}

/** Page weight, Lighthouse and axe, through `wrangler dev`. */
async function pages(server: RunningServer) {
  const home = await pageWeight(server, '/');
  add('home initial JS (gzip)', home.js, 'KB', 115);
  add('home CSS (gzip)', home.css, 'KB', 30);
  add('/products initial JS (gzip)', (await pageWeight(server, '/products')).js, 'KB', 115);
  // A product page has the /products budget; the one with the longest Supplement Facts.
  add('/products/omega-3-plus initial JS (gzip)', (await pageWeight(server, '/products/omega-3-plus')).js, 'KB', 115);
  // Issue 37: every page. A package's page, a legal page, and the pages the app draws itself, signed out.
  for (const path of ['/products/starter-package', '/privacy', ...PAGE_PATHS.filter((page) => !PAGES[page].prerendered)]) {
    add(`${path} initial JS (gzip)`, (await pageWeight(server, path)).js, 'KB', 115);
  }
  // And /account as a signed-in shopper sees it: its panels' code comes once the session is known.
  add('/account signed in initial JS (gzip)', (await pageWeight(server, '/account', true)).js, 'KB', 115);
  add('/ signed in initial JS (gzip)', (await pageWeight(server, '/', true)).js, 'KB', 115);

  for (const path of ['/', '/products', '/products/omega-3-plus']) {
    // Each language at its own address, the HTTP cache cold (issue 13).
    for (const language of LANGUAGES) {
      const lh = await lighthouseMedian(server.url + localisedPath(path, language), 3);
      addScore(`Lighthouse performance ${path} ${language} (mobile, median of 3)`, lh.performance, 98);
      add(`TBT ${path} ${language}`, lh.tbtMs, 'ms', 150);
      add(`LCP ${path} ${language}`, lh.lcpMs, 'ms', 1800);
      addScore(`Lighthouse accessibility ${path} ${language}`, lh.accessibility, 98);
      addScore(`Lighthouse SEO ${path} ${language}`, lh.seo, 100);
      add(`CLS ${path} ${language}`, lh.cls, '', 0.01);
      // Issue 37: also as Lighthouse's CLI measures, a fresh Chrome for each run; the host's steal beside both.
      const cli = await lighthouseMedian(server.url + localisedPath(path, language), 3, {}, { chromePerRun: true });
      addScore(`Lighthouse performance ${path} ${language} (a Chrome per run, median of 3)`, cli.performance, 98);
      add(`TBT ${path} ${language} (a Chrome per run)`, cli.tbtMs, 'ms', 150);
      console.log(
        `Lighthouse ${path} ${language}: one Chrome ${lh.performance} (TBT ${Math.round(lh.tbtMs)} ms, steal ${lh.stealPercent} %); ` +
          `a Chrome per run ${cli.performance} (TBT ${Math.round(cli.tbtMs)} ms, steal ${cli.stealPercent} %)`,
      );
    }
    // One language per direction.
    for (const language of [LANGUAGES[0], ...LANGUAGES.filter((l) => directionOf(l) === 'rtl').slice(0, 1)])
      add(`axe serious+critical ${path} (${language})`, await axeSerious(server, path, language), '', 0);
  }
  // Issue 28: a returning shopper's visit to the home page too (its scripts cached, its storage kept).
  for (const language of LANGUAGES) {
    const lh = await lighthouseMedian(server.url + localisedPath('/', language), 3, {}, { returning: true });
    addScore(`Lighthouse performance / ${language}, returning visit (mobile, median of 3)`, lh.performance, 98);
    add(`TBT / ${language}, returning visit`, lh.tbtMs, 'ms', 150);
  }
}

/**
 * Issue 28: each common interaction's worst Event Timing duration (bench/interactions.ts), with the CPU
 * slowed 4× as Lighthouse's phone is (budget 100 ms), then at full speed (50 ms).
 */
const INTERACTION_BUDGETS = [
  { cpuRate: 4, budgetMs: 100 },
  { cpuRate: 1, budgetMs: 50 },
] as const;

async function interactions(server: RunningServer) {
  for (const { cpuRate, budgetMs } of INTERACTION_BUDGETS) {
    const before = cpuTicks();
    const figures = await measureInteractions(server.url, {
      tries: Number(args.tries),
      cpuRate,
      languages: ['en', 'ar'],
      trace: args.trace && cpuRate === 4 ? { interaction: args.trace, dir: join(root, 'test-results') } : undefined,
      log: (line) => console.log(line),
    });
    for (const f of figures) {
      const label = `${cpuRate}× CPU, worst of ${f.samples}`;
      if (f.journey === 'floor') console.log(`interaction floor (${f.name}, ${label}): ${f.worstMs} ms`);
      else add(`interaction ${f.journey} ${f.language}: ${f.name} (${label})`, f.worstMs, 'ms', budgetMs);
    }
    interactionFigures.push(...figures.map((f) => ({ ...f, cpuRate })));
    console.log(`interactions at ${cpuRate}× CPU: host CPU steal ${stealPercent(before, cpuTicks())} % over the run`);
    // Issue 37: the same budget for the wait until a dialog is on screen, measured from outside (bench/dialog-waits.ts).
    const waitsFrom = cpuTicks();
    const waits = await measureDialogWaits(server.url, { tries: Number(args.tries), cpuRate, languages: ['en', 'ar'], text });
    for (const w of waits) add(`dialog wait / ${w.language}: ${w.name} (${cpuRate}× CPU, worst of ${w.tries})`, w.worstMs, 'ms', budgetMs);
    console.log(`dialog waits at ${cpuRate}× CPU: host CPU steal ${stealPercent(waitsFrom, cpuTicks())} % over the run`);
  }
}

/** Issue 7's mixed load at 50 connections, then D1 read back (see below). */
async function soakRun() {
  const soakServer = await startWorkerd('bench-soak', { config: 'wrangler.toml', script: 'dist/worker/index.js' });
  try {
    const { stdout } = await execFileAsync(process.execPath, [join(root, 'bench', 'soak.ts'), soakServer.url, '50', '60'], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    soak = JSON.parse(stdout) as SoakResult;
  } finally {
    await soakServer.stop();
  }
  const d1 = (sql: string) =>
    (
      JSON.parse(
        execFileSync(
          join(root, 'scripts', 'wrangler.sh'),
          ['d1', 'execute', 'DB', '--local', '--persist-to', join(root, '.wrangler', 'bench-soak'), '--json', '--command', sql],
          {
            encoding: 'utf8',
            maxBuffer: 64 << 20,
          },
        ),
      ) as { results: Record<string, unknown>[] }[]
    )[0].results;
  const storedEmails = d1('select email from email_subscribers').map((r) => String(r.email));
  const paidOrders = d1("select reference from orders where status = 'paid'").map((r) => String(r.reference));
  const exactlyOnce = (wanted: string[], stored: string[]) => {
    const counts = new Map<string, number>();
    for (const s of stored) counts.set(s, (counts.get(s) ?? 0) + 1);
    return wanted.filter((w) => counts.get(w) !== 1).length;
  };
  soakServer.removeState();
  add(
    'soak: 5xx + network errors (50 conns, 60 s)',
    soak.errors + Object.entries(soak.statuses).reduce((n, [s, c]) => n + (Number(s) >= 500 ? c : 0), 0),
    '',
    0,
  );
  add('soak: newsletter rows missing or duplicated', exactlyOnce(soak.subscribed, storedEmails), '', 0);
  add('soak: paid orders missing or duplicated', exactlyOnce(soak.paid, paidOrders), '', 0);
  // A soak whose payments all failed would find nothing missing: it must have paid some.
  addScore('soak: orders paid on the test page', soak.paid.length, 1);
}

/**
 * Issue 39: a product page with 200 published reviews (10 in its document) against the same page with none, in
 * the same run; Lighthouse on its first visit in each direction, with the host's steal beside it.
 */
async function reviewsRun() {
  const server = await startServer('bench-reviews');
  const page = '/products/omega-3-plus';
  try {
    const without = await documentGzipKb(server.url + page);
    publishReviews(server.statePath, 'omega-3-plus', 200);
    // Ratings are read again within 20 s (worker/reviews/ratings.ts).
    await new Promise((resolve) => setTimeout(resolve, 21_000));
    const withReviews = await documentGzipKb(server.url + page);
    console.log(`reviews: ${page} document ${without.toFixed(1)} KB gzip with none, ${withReviews.toFixed(1)} KB with 200`);
    add(`reviews: ${page} document with 200 reviews − with none (gzip)`, withReviews - without, 'KB', 5);
    for (const language of [LANGUAGES[0], ...LANGUAGES.filter((l) => directionOf(l) === 'rtl').slice(0, 1)]) {
      const before = cpuTicks();
      const lh = await lighthouseMedian(server.url + localisedPath(page, language), 3);
      const steal = stealPercent(before, cpuTicks());
      console.log(`reviews: Lighthouse ${page} ${language} with 200 reviews: ${lh.performance} (steal ${steal} %)`);
      addScore(`Lighthouse performance ${page} ${language}, 200 reviews (mobile, median of 3)`, lh.performance, 98);
      add(`TBT ${page} ${language}, 200 reviews`, lh.tbtMs, 'ms', 150);
    }
  } finally {
    await server.stop();
    server.removeState();
  }
}

let scale: ScaleFigures[] | undefined;

/** Issue 37, "Scale": 2,000 products published through the console's API, against version 1's 15 in the same run. */
async function scaleRun() {
  wrangler('deploy', '--dry-run', '--outdir', join(root, 'dist', 'worker'));
  const server = await startWorkerd('bench-scale', { config: 'wrangler.toml', script: 'dist/worker/index.js' });
  try {
    scale = await measureScale(server.url, workerdCpuMs, 2_000);
  } finally {
    await server.stop();
    server.removeState();
  }
  const [seed, large] = scale;
  const published = large.published!;
  // The Workers paid plan's default CPU limit per request.
  add('scale: publish of 2,000 products, workerd CPU', published.publishCpuMs, 'ms', 30_000);
  add('scale: save of 2,000 products, workerd CPU', published.saveCpuMs, 'ms', 30_000);
  // Other isolates read the new version within CATALOGUE_KEPT_MS (20 s) of it: the 60 s promise holds with this inside it.
  add('scale: publish until a new product page answers, + 20 s', (published.toVisibleMs + 20_000) / 1000, 's', 60);
  add('scale: /products gzip, 2,000 products ÷ 15', large.productsGzipBytes / seed.productsGzipBytes, '×', 1.5);
  add('scale: /products cold render CPU, 2,000 products ÷ 15', large.coldRenderCpuMs / Math.max(seed.coldRenderCpuMs, 10), '×', 3);
}

const PARTS = ['sizes', 'load', 'pages', 'interactions', 'soak', 'scale', 'reviews'] as const;
const { values: args } = parseArgs({
  options: {
    /** Only some parts, comma-separated (while developing); the results file is then test-results/bench-<parts>.json. */
    only: { type: 'string' },
    /** How many times each interaction journey runs. */
    tries: { type: 'string', default: '3' },
    /** Writes a Chrome trace of the first try of the step with this interaction, into test-results/. */
    trace: { type: 'string' },
  },
});
const only: string[] = args.only?.split(',') ?? [...PARTS];
for (const part of only) if (!(PARTS as readonly string[]).includes(part)) throw new Error(`--only takes some of ${PARTS.join(', ')}`);
const interactionFigures: (InteractionFigure & { cpuRate: number })[] = [];

if (only.includes('sizes')) sizes();
if (only.includes('load')) await loadRuns();
if (only.includes('pages') || only.includes('interactions')) {
  const server = await startServer('bench');
  try {
    if (only.includes('pages')) await pages(server);
    if (only.includes('interactions')) await interactions(server);
  } finally {
    await server.stop();
  }
}
if (only.includes('soak')) await soakRun();
if (only.includes('scale')) await scaleRun();
if (only.includes('reviews')) await reviewsRun();

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`${'metric'.padEnd(width)}  ${'value'.padStart(10)}  ${'budget'.padStart(10)}  result`);
for (const r of rows) {
  console.log(`${r.name.padEnd(width)}  ${`${r.value} ${r.unit}`.padStart(10)}  ${r.budget.padStart(10)}  ${r.pass ? 'pass' : 'FAIL'}`);
}
console.log('\nload (built worker in workerd via Miniflare, 20 keep-alive connections, 8 s each, from a second process on loopback):');
for (const [name, r] of Object.entries(load)) {
  console.log(
    `  ${name}: ${r.requests} requests, ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, workerd CPU ${r.cpuMsPerRequest} ms/request`,
  );
}
if (soak) {
  console.log(
    `\nsoak (50 connections, 60 s, mixed): ${soak.overall.requests} operations, p50 ${soak.overall.p50} ms, p95 ${soak.overall.p95} ms, p99 ${soak.overall.p99} ms`,
  );
  console.log(
    `  ${soak.subscribed.length} newsletter sign-ups and ${soak.paid.length} paid orders checked against D1; statuses ${JSON.stringify(soak.statuses)}`,
  );
  for (const [kind, r] of Object.entries(soak.byKind)) console.log(`  ${kind}: ${r.count}, p50 ${r.p50} ms, p95 ${r.p95} ms`);
}
if (scale) {
  console.log('\nscale (built worker in workerd; workerd CPU in 10 ms ticks; host CPU steal beside each size):');
  for (const f of scale) {
    const p = f.published;
    console.log(
      `  ${f.products} products: ` +
        (p
          ? `save ${p.saveMs.toFixed(0)} ms (CPU ${p.saveCpuMs} ms), publish ${p.publishMs.toFixed(0)} ms (CPU ${p.publishCpuMs} ms), visible after ${p.toVisibleMs.toFixed(0)} ms; `
          : 'as migrated; ') +
        `/products?page=2 ${(f.productsBytes / 1024).toFixed(0)} KB ` +
        `(${(f.productsGzipBytes / 1024).toFixed(1)} KB gzip), cold render CPU ${f.coldRenderCpuMs} ms, kept ${f.keptCpuMs} ms; steal ${f.stealPercent} %`,
    );
  }
}
if (interactionFigures.length) {
  console.log('\ninteractions (worst sample: input delay + processing + until the next paint, ms):');
  for (const f of interactionFigures) {
    const { inputDelay, processing, presentation, event } = f.worst;
    console.log(
      `  ${f.cpuRate}× ${f.journey} ${f.language}: ${f.name}: ${f.worstMs} (${inputDelay} + ${processing} + ${presentation}, ${event})`,
    );
  }
}
// A full run is the record (docs/performance.md); a partial one, while developing, goes beside the test results.
const resultsFile = args.only ? join(root, 'test-results', `bench-${only.join('-')}.json`) : join(root, 'bench', 'results', 'latest.json');
mkdirSync(join(resultsFile, '..'), { recursive: true });
writeFileSync(
  resultsFile,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine:
        '2 cores; load runs and soak: the built worker in workerd through Miniflare (no wrangler dev proxy), load from a second process on loopback (node:http keep-alive); page weight, Lighthouse, axe and interactions: wrangler dev',
      metrics: rows,
      load,
      interactions: interactionFigures,
      soak: soak && { ...soak, subscribed: soak.subscribed.length, paid: soak.paid.length },
      scale,
    },
    null,
    2,
  ) + '\n',
);
process.exitCode = rows.every((r) => r.pass) ? 0 : 1;

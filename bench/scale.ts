import { gzipSync } from 'node:zlib';
import type { CatalogueDocument } from '../core/catalogue-document/index.ts';
import { largeCatalogue } from '../tools/large-catalogue.ts';
import { cpuTicks, stealPercent } from './steal.ts';

/**
 * Issue 37, "Scale": the built worker (in workerd, through Miniflare) with version 1's 15 products, then with 2,000
 * published from the console's API: what a publish costs, how soon the shop shows it, what a cold render of
 * /products costs, and what /products weighs. `cpuMs` reads workerd's own CPU time (scripts/bench.ts).
 */
export interface ScaleFigures {
  products: number;
  /** How it was published (none for version 1, which the migrations make). */
  published?: {
    /** workerd CPU and wall time of PUT /api/admin/catalogue with the whole document. */
    saveCpuMs: number;
    saveMs: number;
    /** The same for POST …/publish (checks, summary, R2, D1). */
    publishCpuMs: number;
    publishMs: number;
    /** From the publish's start until a new product's page answers 200 in the same isolate. */
    toVisibleMs: number;
  };
  /** /products' first render at this size, and the same document once kept. */
  coldRenderCpuMs: number;
  keptCpuMs: number;
  productsBytes: number;
  productsGzipBytes: number;
  /** Host CPU stolen over this size's measurements, percent. */
  stealPercent: number;
}

const gzipBytes = (text: string) => gzipSync(Buffer.from(text), { level: 6 }).length;

async function operatorCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/admin/dev-sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', Origin: base },
    body: 'email=bench%40vitaglow-mail.com',
  });
  const cookie = res.headers.get('Set-Cookie')?.split(';')[0];
  if (!cookie) throw new Error(`development sign-in answered ${res.status} without a cookie`);
  return cookie;
}

async function timed<T>(cpuMs: () => number, run: () => Promise<T>): Promise<{ value: T; cpuMs: number; ms: number }> {
  const cpu = cpuMs();
  const start = performance.now();
  const value = await run();
  return { value, cpuMs: cpuMs() - cpu, ms: performance.now() - start };
}

async function productsPage(base: string, cpuMs: () => number) {
  // No Accept-Encoding: the bytes as the worker keeps them; their gzip is computed here at the same level for both sizes.
  const cold = await timed(cpuMs, async () => (await fetch(`${base}/products?page=2`)).text());
  const kept = await timed(cpuMs, async () => (await fetch(`${base}/products?page=2`)).text());
  return { cold, kept };
}

export async function measureScale(base: string, cpuMs: () => number, count: number): Promise<ScaleFigures[]> {
  const cookie = await operatorCookie(base);
  const admin = (path: string, init: RequestInit = {}) =>
    fetch(`${base}/api/admin${path}`, {
      ...init,
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', Origin: base, 'Content-Type': 'application/json', ...init.headers },
    });

  const figures: ScaleFigures[] = [];
  const seedTicks = cpuTicks();
  const seedPage = await productsPage(base, cpuMs);
  const read = await admin('/catalogue');
  const draft = (await read.json()) as CatalogueDocument;
  figures.push({
    products: draft.products.length,
    coldRenderCpuMs: seedPage.cold.cpuMs,
    keptCpuMs: seedPage.kept.cpuMs,
    productsBytes: Buffer.byteLength(seedPage.kept.value),
    productsGzipBytes: gzipBytes(seedPage.kept.value),
    stealPercent: stealPercent(seedTicks, cpuTicks()),
  });

  const ticks = cpuTicks();
  const large = largeCatalogue(draft, count);
  const save = await timed(cpuMs, () =>
    admin('/catalogue', { method: 'PUT', body: JSON.stringify(large), headers: { 'If-Match': read.headers.get('ETag')! } }),
  );
  if (save.value.status !== 200) throw new Error(`saving ${count} products answered ${save.value.status}: ${await save.value.text()}`);
  const newest = large.products.at(-1)!.slug;
  const publishStart = performance.now();
  const publish = await timed(cpuMs, () => admin('/catalogue/publish', { method: 'POST', body: '{}' }));
  if (publish.value.status !== 201)
    throw new Error(`publishing ${count} products answered ${publish.value.status}: ${await publish.value.text()}`);
  while ((await fetch(`${base}/products/${newest}`)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
  const publishToVisibleMs = performance.now() - publishStart;
  const page = await productsPage(base, cpuMs);
  figures.push({
    products: count,
    published: {
      saveCpuMs: save.cpuMs,
      saveMs: save.ms,
      publishCpuMs: publish.cpuMs,
      publishMs: publish.ms,
      toVisibleMs: publishToVisibleMs,
    },
    coldRenderCpuMs: page.cold.cpuMs,
    keptCpuMs: page.kept.cpuMs,
    productsBytes: Buffer.byteLength(page.kept.value),
    productsGzipBytes: gzipBytes(page.kept.value),
    stealPercent: stealPercent(ticks, cpuTicks()),
  });
  return figures;
}

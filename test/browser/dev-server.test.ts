import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../tools/chromium';
import { freePort, stopGroup } from '../../tools/server';

/*
 * `npm run dev` is one process: Vite with hot reload in front of the worker in workerd. Everything the
 * worker answers under `npm start` answers on Vite's one URL too, with the page's own head.
 */
const root = join(import.meta.dirname, '..', '..');
let dev: ChildProcess;
let url: string;
let state: string;
let browser: Browser;

beforeAll(async () => {
  state = mkdtempSync(join(tmpdir(), 'vitaglow-dev-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dev = spawn(join(root, 'node_modules', '.bin', 'node'), [join(root, 'scripts', 'dev.ts'), '--port', String(port), '--strictPort'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, VITAGLOW_DEV_STATE: state },
  });
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (dev.exitCode !== null) throw new Error('npm run dev exited early');
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('npm run dev did not answer within 100 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (dev) await stopGroup(dev);
  rmSync(state, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('answers every worker path on its one URL', async () => {
    const answers = await Promise.all(
      ['/api/health', '/robots.txt', '/sitemap.xml', '/dev/outbox.json'].map(async (path) => [path, (await fetch(`${url}${path}`)).status]),
    );
    expect(Object.fromEntries(answers)).toEqual({ '/api/health': 200, '/robots.txt': 200, '/sitemap.xml': 200, '/dev/outbox.json': 200 });
    const missing = await fetch(`${url}/no-such-page`);
    expect(missing.status).toBe(404);
    const api = await fetch(`${url}/api/nope`);
    expect(await api.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('serves documents with their own head and the security headers', async () => {
    const res = await fetch(`${url}/products`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>All Products | VitaGlow</title>');
    expect(html).toContain('<link rel="canonical"');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // Hot reload's inline scripts are admitted here only (docs/architecture.md, "Local development").
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline'");
  });

  it('runs the storefront with hot reload connected and nothing refused', async () => {
    const page = await browser.newPage();
    const messages: string[] = [];
    const errors: string[] = [];
    page.on('console', (msg) => (msg.type() === 'error' ? errors : messages).push(msg.text()));
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => messages.some((m) => m.includes('[vite] connected'))).toBe(true);
    await page.getByRole('button', { name: /cart/i }).first().click();
    await page.getByRole('dialog').waitFor();
    // StrictMode mounts the dialog's effects twice here: the close of the first mount must not shut the second.
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../tools/chromium';

export const baseUrl = () => inject('baseUrl');

/**
 * Prerendered pages show their controls before the app runs them: after each load (goto, reload), wait
 * for the mark the app sets once it has taken the page over (web/routes/__root.tsx), as a shopper waits
 * for the busy cursor to go. `waitUntil: 'commit'` opts out, for tests of what shows before that.
 */
function waitForTheApp(page: Page): void {
  const ready = () => page.waitForFunction(() => document.documentElement.dataset.ready !== undefined);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await ready();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await ready();
    return response;
  };
}

let clients = 0;
const fileClients = Math.floor(Math.random() * 200);
/**
 * A client address of the page's own, as Cloudflare would report it (local development passes the header
 * through): each test is another shopper, not one script meeting the per-client limits of every test
 * before it. Test files run in their own processes, hence a random start per file.
 */
const nextClientAddress = () => `198.18.${(fileClients + Math.floor(++clients / 250)) % 256}.${(clients % 250) + 1}`;

/**
 * One Chromium per test file; each test gets a fresh context (empty storage) via `newPage()`, closed when
 * the test ends: pages left open keep running (timers, a throttled CPU) and slow every later test.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(
      options: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean; baseURL?: string } = {},
    ): Promise<Page & { errors: string[] }> {
      const context = await browser.newContext({
        baseURL: options.baseURL ?? baseUrl(),
        viewport: options.viewport ?? { width: 1280, height: 900 },
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        extraHTTPHeaders: { 'CF-Connecting-IP': nextClientAddress() },
      });
      contexts.push(context);
      const page = (await context.newPage()) as Page & { errors: string[] };
      page.errors = [];
      if (options.javaScriptEnabled !== false) waitForTheApp(page);
      page.on('console', (msg) => msg.type() === 'error' && page.errors.push(msg.text()));
      page.on('pageerror', (err) => page.errors.push(err.message));
      return page;
    },
  };
}

import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from '../support/chromium';

export const baseUrl = () => inject('baseUrl');

/** One Chromium per test file; each test gets a fresh context (empty storage) via `newPage()`. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });
  return {
    async newPage(options: { viewport?: { width: number; height: number } } = {}): Promise<Page & { errors: string[] }> {
      const context = await browser.newContext({ baseURL: baseUrl(), viewport: options.viewport ?? { width: 1280, height: 900 } });
      contexts.push(context);
      const page = (await context.newPage()) as Page & { errors: string[] };
      page.errors = [];
      page.on('console', (msg) => msg.type() === 'error' && page.errors.push(msg.text()));
      page.on('pageerror', (err) => page.errors.push(err.message));
      return page;
    },
  };
}

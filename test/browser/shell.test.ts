import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const browser = useBrowser();

describe('the shop frame in Chromium', () => {
  it('loads the home page with no console errors', async () => {
    const page = await browser.newPage();
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(page.errors).toEqual([]);
  });

  it('answers an unknown path with HTTP 404 and the not-found page, logging the path', async () => {
    const page = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
    const res = await page.goto('/nope');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(warnings.some((w) => w.includes('/nope'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Chromium reports the 404 document itself as a console error; nothing else may fail.
    expect(page.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  });

  it('switches to Arabic, right to left, and keeps it after a reload', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByLabel('Language').selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).waitFor();

    await page.reload();
    // Set by the pre-paint script, before React runs.
    const first = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
    expect(first).toEqual(['ar', 'rtl']);
    await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).waitFor();
    expect(page.errors).toEqual([]);
  });
});

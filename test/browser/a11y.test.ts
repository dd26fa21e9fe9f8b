import { describe, expect, it } from 'vitest';
import { isSerious, runAxe } from '../../tools/axe';
import { useBrowser } from './browser';

const browser = useBrowser();

describe.each(['en', 'ar'])('accessibility (axe-core) in %s', (language) => {
  it.each(['/', '/products'])('%s has no serious or critical violation', async (path) => {
    const page = await browser.newPage();
    await page.addInitScript((lang) => localStorage.setItem('vitaglow-language', lang), language);
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const serious = (await runAxe(page)).filter(isSerious);
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  });
});

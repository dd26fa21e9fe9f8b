import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../test/support/chromium.ts';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse's default (mobile) preset on a local build, `runs` times; the median of each figure. */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_ARGS });
  try {
    const results: LighthouseResult[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      const lhr = result!.lhr;
      results.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue ?? 0),
        lcpMs: Number(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
      });
    }
    return {
      performance: median(results.map((r) => r.performance)),
      accessibility: median(results.map((r) => r.accessibility)),
      cls: median(results.map((r) => r.cls)),
      lcpMs: median(results.map((r) => r.lcpMs)),
    };
  } finally {
    chrome.kill();
  }
}

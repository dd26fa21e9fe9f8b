import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../tools/chromium.ts';
import { cpuTicks, stealPercent } from './steal.ts';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  seo: number;
  tbtMs: number;
  cls: number;
  lcpMs: number;
  /** The host's CPU time stolen over the runs, in percent (bench/steal.ts): a noisy run is recognised as one. */
  stealPercent: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const ATTEMPTS = 3;

/**
 * One Lighthouse run that measured the page. A run can fail to record its trace (NO_NAVSTART, seen on
 * a browser's first navigation): that is Lighthouse's failure, not a score of 0, so it is run again.
 */
async function measuredRun(url: string, port: number, extraHeaders: Record<string, string>, returning: boolean) {
  for (let attempt = 1; ; attempt++) {
    const flags = {
      port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance', 'accessibility', 'seo'],
      extraHeaders,
      disableStorageReset: returning,
    };
    const result = await lighthouse(url, flags);
    const lhr = result!.lhr;
    if (!lhr.runtimeError) return lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
}

/**
 * Lighthouse's default (mobile) preset on a local build, `runs` times; the median of each figure. Each run
 * starts with the HTTP cache and storage cleared (Lighthouse's storage reset: a first visit), unless
 * `returning`: then a first visit primes them and each measured run keeps what the visits before it left
 * (the scripts in the HTTP cache, the saved language and cart), as a shopper coming back finds them.
 * `extraHeaders` go with every request, as a returning shopper's cookie would. The runs share one Chrome, unless
 * `chromePerRun`: then each starts its own, as Lighthouse's CLI does (a cold browser, which scores lower).
 */
export async function lighthouseMedian(
  url: string,
  runs = 3,
  extraHeaders: Record<string, string> = {},
  { returning = false, chromePerRun = false } = {},
): Promise<LighthouseResult> {
  const launch = () => chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_ARGS });
  const before = cpuTicks();
  let chrome = await launch();
  try {
    if (returning) await measuredRun(url, chrome.port, extraHeaders, false);
    const results: Omit<LighthouseResult, 'stealPercent'>[] = [];
    for (let i = 0; i < runs; i++) {
      if (chromePerRun && i > 0) {
        chrome.kill();
        chrome = await launch();
      }
      const lhr = await measuredRun(url, chrome.port, extraHeaders, returning);
      results.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
        tbtMs: Number(lhr.audits['total-blocking-time'].numericValue ?? 0),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue ?? 0),
        lcpMs: Number(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
      });
    }
    return {
      performance: median(results.map((r) => r.performance)),
      accessibility: median(results.map((r) => r.accessibility)),
      seo: median(results.map((r) => r.seo)),
      tbtMs: median(results.map((r) => r.tbtMs)),
      cls: median(results.map((r) => r.cls)),
      lcpMs: median(results.map((r) => r.lcpMs)),
      stealPercent: stealPercent(before, cpuTicks()),
    };
  } finally {
    chrome.kill();
  }
}

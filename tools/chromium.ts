import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Flags that keep Chromium from reaching out on a machine without internet. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROME_PATH, then a system Chromium or Chrome, then Playwright's cache. */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    ...playwrightCache(),
  ];
  return candidates.find((path): path is string => !!path && existsSync(path));
}

function playwrightCache(): string[] {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return [];
  return readdirSync(cache)
    .filter((dir) => dir.startsWith('chromium'))
    .flatMap((dir) => [join(cache, dir, 'chrome-linux64', 'chrome'), join(cache, dir, 'chrome-linux', 'chrome')]);
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../../tools/chromium';
import { type RunningServer, startServer } from '../../tools/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  if (!existsSync(join(import.meta.dirname, '..', '..', 'dist', 'client', 'index.html'))) {
    throw new Error('No build in dist/client: run `npm run build` first (npm test does).');
  }
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('No Chromium found: run scripts/ensure-browser.sh or set CHROME_PATH.');
  // A state directory per run, so two runs on one machine never share (or wipe) a database.
  server = await startServer(`browser-tests-${process.pid}`);
  project.provide('baseUrl', server.url);
  project.provide('chromiumPath', chromiumPath);
}

export async function teardown() {
  await server?.stop();
  server?.removeState();
}

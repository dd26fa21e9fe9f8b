import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { runnerImport } from 'vite';

/**
 * Writes catalogue/v1.json, the first catalogue document, from today's constants and dictionaries
 * (scripts/catalogue-v1.ts): `node scripts/export-catalogue.ts`. The builder goes through Vite's module runner,
 * as the dictionaries' imports are written for the bundler (no file extensions), not for Node.
 */
const ROOT = resolve(import.meta.dirname, '..');
const OUTPUT = resolve(ROOT, 'catalogue', 'v1.json');

const { module } = await runnerImport<typeof import('./catalogue-v1.ts')>(resolve(import.meta.dirname, 'catalogue-v1.ts'), {
  root: ROOT,
  configFile: false,
  logLevel: 'error',
});
const json = await format(JSON.stringify(module.catalogueV1()), { ...(await resolveConfig(OUTPUT)), filepath: OUTPUT });
mkdirSync(dirname(OUTPUT), { recursive: true });
writeFileSync(OUTPUT, json);
console.log(`Wrote ${OUTPUT}`);

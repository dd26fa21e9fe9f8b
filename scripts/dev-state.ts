import { resolve } from 'node:path';

/** `npm run dev`'s local D1/KV: `npm start`'s own, unless a test gives it a folder of its own (scripts/dev.ts). */
export function devStateDir(): string {
  return process.env.VITAGLOW_DEV_STATE ?? resolve(import.meta.dirname, '..', '.wrangler/state');
}

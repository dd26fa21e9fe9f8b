import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Version 1 of the catalogue lives twice: catalogue/v1.json, and the migration that makes the catalogue tables
 * and publishes it (written from the file by scripts/catalogue-seed.ts). They must not drift apart.
 */

const ROOT = resolve(import.meta.dirname, '..', '..');
const MIGRATIONS = resolve(ROOT, 'migrations');
const name = readdirSync(MIGRATIONS).find((file) => file.endsWith('_catalogue_versions.sql'));
const migration = readFileSync(resolve(MIGRATIONS, name ?? 'missing'), 'utf8');
const V1 = readFileSync(resolve(ROOT, 'catalogue', 'v1.json'), 'utf8');

/** Each statement of the migration as D1 runs them (drizzle-kit's breakpoints). */
const statements = migration.split('--> statement-breakpoint').map((statement) => statement.trim());

describe('the migration that publishes version 1', () => {
  it('embeds catalogue/v1.json as version 1 (re-run `node scripts/catalogue-seed.ts` after changing the file)', () => {
    const insert = statements.find((statement) => statement.includes('INSERT INTO `catalogue_versions`'));
    const literal = /VALUES \(1, '((?:[^']|'')*)'/.exec(insert ?? '')?.[1];
    expect(literal, 'no version 1 insert in the migration').toBeDefined();
    const embedded = (literal ?? '').replaceAll("''", "'");
    expect(embedded).toBe(JSON.stringify(JSON.parse(V1)));
    expect(JSON.parse(embedded)).toEqual(JSON.parse(V1));
  });

  it('keeps each statement within D1’s 100 KB, and makes version 1 the first draft', () => {
    for (const statement of statements) expect(Buffer.byteLength(statement)).toBeLessThanOrEqual(100_000);
    expect(statements.at(-1)).toMatch(/^INSERT INTO `catalogue_draft` .* FROM `catalogue_versions` WHERE `version` = 1;$/);
  });
});

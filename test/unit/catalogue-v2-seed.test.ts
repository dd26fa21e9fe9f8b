import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Version 2 of the catalogue (the label review's fixes) lives twice: catalogue/v2.json, and the migration that
 * publishes it (written from the file, then, by scripts/catalogue-version-seed.ts). They must not drift apart, and the
 * migration must leave alone a shop whose merchant has published or edited since version 1.
 */

const ROOT = resolve(import.meta.dirname, '..', '..');
const MIGRATIONS = resolve(ROOT, 'migrations');
const name = readdirSync(MIGRATIONS).find((file) => file.endsWith('_label_fixes.sql'));
const migration = readFileSync(resolve(MIGRATIONS, name ?? 'missing'), 'utf8');
const V2 = readFileSync(resolve(ROOT, 'catalogue', 'v2.json'), 'utf8');
const statements = migration.split('--> statement-breakpoint').map((statement) => statement.trim());

describe('the migration that publishes version 2', () => {
  it('embeds catalogue/v2.json inline as version 2 (neither file changes: a shop may have run the migration)', () => {
    const insert = statements.find((statement) => statement.includes('INSERT INTO `catalogue_versions`'));
    const literal = /SELECT 2, '((?:[^']|'')*)', NULL, 'catalogue\/v2\.json'/.exec(insert ?? '')?.[1];
    expect(literal, 'no version 2 insert in the migration').toBeDefined();
    expect(JSON.parse((literal ?? '').replaceAll("''", "'"))).toEqual(JSON.parse(V2));
    expect(JSON.parse(V2).version).toBe(2);
  });

  it('publishes only over version 1, and replaces only version 1’s untouched draft', () => {
    expect(statements[0]).toMatch(/WHERE \(SELECT max\(`version`\) FROM `catalogue_versions`\) = 1;$/);
    expect(statements[1]).toMatch(/^UPDATE `catalogue_draft` SET .* WHERE `id` = 1 AND `base_version` = 1 AND `revision` = 1 AND EXISTS/);
  });

  it('keeps each statement within D1’s 100 KB, and does not end in a comment', () => {
    for (const statement of statements) expect(Buffer.byteLength(statement)).toBeLessThanOrEqual(100_000);
    expect(migration.trimEnd().split('\n').at(-1)).not.toMatch(/^--/);
  });
});

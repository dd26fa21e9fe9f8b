import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Writes version 1 of the catalogue into the migration that makes its tables: catalogue/v1.json, minified, as
 * published version 1 and as the first draft (`node scripts/catalogue-seed.ts`). Minified, the document is one
 * statement of about 89 KB, within D1's 100 KB for one SQL statement; the draft copies it inside the database
 * instead of repeating it. test/unit/catalogue-seed.test.ts holds the two files equal.
 */
const ROOT = resolve(import.meta.dirname, '..');
const MIGRATIONS = resolve(ROOT, 'migrations');
const MIGRATION = readdirSync(MIGRATIONS).find((name) => name.endsWith('_catalogue_versions.sql'));
if (!MIGRATION) throw new Error('No migrations/*_catalogue_versions.sql: generate it first (npm run db:generate)');

/** Where the generated tables end and the seed begins; everything from here on is rewritten. */
const SEED_MARKER = '--> statement-breakpoint\n-- Version 1 of the catalogue';
/** D1's limit for one SQL statement. */
const MAX_STATEMENT_BYTES = 100_000;

const document = JSON.stringify(JSON.parse(readFileSync(resolve(ROOT, 'catalogue', 'v1.json'), 'utf8')));
const insert =
  'INSERT INTO `catalogue_versions` (`version`, `document`, `published_by`, `published_at`, `summary`, `restored_from`) ' +
  `VALUES (1, '${document.replaceAll("'", "''")}', 'catalogue/v1.json', unixepoch() * 1000, 'the catalogue as the shop sold it before it was data', NULL);`;
const bytes = Buffer.byteLength(insert);
if (bytes > MAX_STATEMENT_BYTES) throw new Error(`Version 1 makes a ${bytes}-byte statement, over D1's ${MAX_STATEMENT_BYTES}: split it`);

const seed = [
  SEED_MARKER,
  '-- (catalogue/v1.json, minified, written by `node scripts/catalogue-seed.ts`): published version 1, and the first draft.',
  insert,
  '--> statement-breakpoint',
  'INSERT INTO `catalogue_draft` (`id`, `document`, `base_version`, `revision`, `updated_by`, `updated_at`) ' +
    'SELECT 1, `document`, 1, 1, `published_by`, `published_at` FROM `catalogue_versions` WHERE `version` = 1;',
].join('\n');

const path = resolve(MIGRATIONS, MIGRATION);
const tables = readFileSync(path, 'utf8').split(SEED_MARKER)[0].trimEnd();
writeFileSync(path, `${tables}\n${seed}\n`);
console.log(`Wrote version 1 (${bytes} bytes) into migrations/${MIGRATION}`);

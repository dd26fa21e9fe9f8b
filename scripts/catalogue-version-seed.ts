import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Writes version 2 of the catalogue (catalogue/v2.json: the label review's fixes, issue 40) into the migration
 * that publishes it (`node scripts/catalogue-v2-seed.ts`): inline, as version 1 is, and only while the shop still
 * shows version 1; it becomes the draft only while the draft is version 1's, untouched. A merchant who has
 * published since keeps their catalogue. test/unit/catalogue-v2-seed.test.ts holds the two files equal.
 */
const ROOT = resolve(import.meta.dirname, '..');
const MIGRATIONS = resolve(ROOT, 'migrations');
const MIGRATION = readdirSync(MIGRATIONS).find((name) => name.endsWith('_label_fixes.sql'));
if (!MIGRATION) throw new Error('No migrations/*_label_fixes.sql');
/** D1's limit for one SQL statement. */
const MAX_STATEMENT_BYTES = 100_000;
const SUMMARY =
  'label review (issue 40): claims marked and worded as the rules allow, French claims from the EU register, fish named by species, the home figures agreed';

const document = JSON.stringify(JSON.parse(readFileSync(resolve(ROOT, 'catalogue', 'v2.json'), 'utf8')));
const insert =
  'INSERT INTO `catalogue_versions` (`version`, `document`, `document_key`, `published_by`, `published_at`, `summary`, `restored_from`) ' +
  `SELECT 2, '${document.replaceAll("'", "''")}', NULL, 'catalogue/v2.json', unixepoch() * 1000, '${SUMMARY}', NULL ` +
  'WHERE (SELECT max(`version`) FROM `catalogue_versions`) = 1;';
const bytes = Buffer.byteLength(insert);
if (bytes > MAX_STATEMENT_BYTES) throw new Error(`Version 2 makes a ${bytes}-byte statement, over D1's ${MAX_STATEMENT_BYTES}`);

const sql = [
  '-- Version 2 of the catalogue (catalogue/v2.json, minified, written by `node scripts/catalogue-v2-seed.ts`),',
  '-- published only while the shop still shows version 1, and made the draft only while the draft is version 1 untouched.',
  insert,
  '--> statement-breakpoint',
  'UPDATE `catalogue_draft` SET `document` = (SELECT `document` FROM `catalogue_versions` WHERE `version` = 2), ' +
    "`document_key` = NULL, `base_version` = 2, `revision` = `revision` + 1, `updated_by` = 'catalogue/v2.json', `updated_at` = unixepoch() * 1000 " +
    "WHERE `id` = 1 AND `base_version` = 1 AND `revision` = 1 AND EXISTS (SELECT 1 FROM `catalogue_versions` WHERE `version` = 2 AND `published_by` = 'catalogue/v2.json');",
].join('\n');

writeFileSync(resolve(MIGRATIONS, MIGRATION), `${sql}\n`);
console.log(`Wrote version 2 (${bytes} bytes) into migrations/${MIGRATION}`);

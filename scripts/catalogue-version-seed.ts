import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Writes the latest version of the catalogue shipped as a file, version 3 (catalogue/v3.json: the label review's
 * protein lines and source compounds, issue 40), into the migration that publishes it
 * (`node scripts/catalogue-version-seed.ts`): inline, as versions 1 and 2 are, and only while the shop still shows
 * version 2; it becomes the draft only while the draft is version 2's, untouched. A merchant who has published or
 * saved since keeps their catalogue. Version 2 (migration 0027) was written by this script before; that migration
 * has run on live shops and stays as it is.
 *
 * Minified, version 3 is over D1's 100 KB for one SQL statement: the insert carries its first part, and each
 * further part is appended to the row it made (guarded the same way) by a statement of its own.
 * test/worker/migration-label-sources.test.ts holds the migrated database equal to the file.
 */
const ROOT = resolve(import.meta.dirname, '..');
const MIGRATIONS = resolve(ROOT, 'migrations');
const MIGRATION = readdirSync(MIGRATIONS).find((name) => name.endsWith('_label_sources.sql'));
if (!MIGRATION) throw new Error('No migrations/*_label_sources.sql');
const VERSION = 3;
const FILE = `catalogue/v${VERSION}.json`;
/** D1's limit for one SQL statement. */
const MAX_STATEMENT_BYTES = 100_000;
/** Characters of the document per statement: Arabic takes two bytes a character, quotes double; well under D1's limit. */
const PART_CHARS = 30_000;
const SUMMARY =
  'label review (issue 40): protein % Daily Values corrected by PDCAAS, vitamins and minerals named with their source compounds';

const document = JSON.stringify(JSON.parse(readFileSync(resolve(ROOT, FILE), 'utf8')));
const parts: string[] = [];
for (let start = 0; start < document.length; start += PART_CHARS) parts.push(document.slice(start, start + PART_CHARS));
const literal = (part: string) => `'${part.replaceAll("'", "''")}'`;
/** Only the row this migration inserted: the merchant's own version 3, if any, is published by an operator. */
const OURS = `\`version\` = ${VERSION} AND \`published_by\` = '${FILE}'`;

const statements = [
  'INSERT INTO `catalogue_versions` (`version`, `document`, `document_key`, `published_by`, `published_at`, `summary`, `restored_from`) ' +
    `SELECT ${VERSION}, ${literal(parts[0] ?? '')}, NULL, '${FILE}', unixepoch() * 1000, '${SUMMARY}', NULL ` +
    `WHERE (SELECT max(\`version\`) FROM \`catalogue_versions\`) = ${VERSION - 1};`,
  ...parts.slice(1).map((part) => `UPDATE \`catalogue_versions\` SET \`document\` = \`document\` || ${literal(part)} WHERE ${OURS};`),
  `UPDATE \`catalogue_draft\` SET \`document\` = (SELECT \`document\` FROM \`catalogue_versions\` WHERE ${OURS}), ` +
    `\`document_key\` = NULL, \`base_version\` = ${VERSION}, \`revision\` = \`revision\` + 1, \`updated_by\` = '${FILE}', \`updated_at\` = unixepoch() * 1000 ` +
    `WHERE \`id\` = 1 AND \`base_version\` = ${VERSION - 1} AND \`updated_by\` = 'catalogue/v${VERSION - 1}.json' ` +
    `AND EXISTS (SELECT 1 FROM \`catalogue_versions\` WHERE ${OURS});`,
];
for (const statement of statements) {
  const bytes = Buffer.byteLength(statement);
  if (bytes > MAX_STATEMENT_BYTES) throw new Error(`A ${bytes}-byte statement, over D1's ${MAX_STATEMENT_BYTES}: lower PART_CHARS`);
}

const sql = [
  `-- Version ${VERSION} of the catalogue (${FILE}, minified, written by \`node scripts/catalogue-version-seed.ts\`), in ${parts.length} parts`,
  `-- (D1 takes at most 100 KB a statement): published only while the shop still shows version ${VERSION - 1}, and made the`,
  `-- draft only while the draft is version ${VERSION - 1}'s untouched.`,
  statements.join('\n--> statement-breakpoint\n'),
].join('\n');

writeFileSync(resolve(MIGRATIONS, MIGRATION), `${sql}\n`);
console.log(`Wrote version ${VERSION} (${document.length} characters, ${parts.length} parts) into migrations/${MIGRATION}`);

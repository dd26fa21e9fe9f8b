import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type CatalogueDocument, catalogueDocument, catalogueProblems } from '../../core/catalogue-document';
import V3 from '../../catalogue/v3.json';
import { query } from './auth-helpers';
import { consoleGet } from './console-helpers';

/*
 * Version 3 of the catalogue (catalogue/v3.json: protein's PDCAAS, the source compounds) reaches a shop by a
 * migration, written by scripts/catalogue-version-seed.ts. Too large for one D1 statement, it is inserted in parts;
 * it is published only over version 2, and made the draft only while the draft is version 2's untouched.
 */

const MIGRATION = env.TEST_MIGRATIONS.find((migration) => migration.name.replace(/\.sql$/, '').endsWith('_label_sources'));
/** D1 refuses a longer SQL statement. */
const MAX_STATEMENT_BYTES = 100_000;

describe('the migration that publishes version 3', () => {
  it('keeps every statement under D1’s 100,000 bytes', () => {
    expect(MIGRATION, 'no migrations/*_label_sources.sql').toBeDefined();
    const sizes = (MIGRATION?.queries ?? []).map((statement) => new TextEncoder().encode(statement).length);
    expect(sizes.length).toBeGreaterThan(2);
    for (const size of sizes) expect(size).toBeLessThan(MAX_STATEMENT_BYTES);
  });

  it('leaves a fresh shop on version 3, catalogue/v3.json whole, which parses and passes publish’s rules, as its draft too', async () => {
    expect(await query<{ version: number }>('select max(version) as version from catalogue_versions')).toEqual([{ version: 3 }]);
    const published = await consoleGet<CatalogueDocument>('/catalogue/versions/3');
    expect(published).toEqual(V3);
    expect(catalogueDocument.safeParse(published).success).toBe(true);
    expect(catalogueProblems(published, { imageExists: () => true })).toEqual([]);
    expect(await consoleGet<CatalogueDocument>('/catalogue')).toEqual(V3);
    expect(await query('select base_version, updated_by from catalogue_draft')).toEqual([
      { base_version: 3, updated_by: 'catalogue/v3.json' },
    ]);
  });

  it('leaves alone a shop whose merchant published version 3 of their own, and their draft', async () => {
    const DB = env.STEPWISE_DB;
    await applyD1Migrations(
      DB,
      env.TEST_MIGRATIONS.filter((migration) => migration !== MIGRATION),
    );
    const merchant = 'merchant@vitaglow-mail.com';
    await DB.batch([
      DB.prepare(
        `insert into catalogue_versions (version, document, published_by, published_at, summary)
         select 3, replace(document, '"priceCents":2999', '"priceCents":2799'), ?, 1, 'the merchant''s own' from catalogue_versions where version = 2`,
      ).bind(merchant),
      DB.prepare(
        `update catalogue_draft set document = (select document from catalogue_versions where version = 3), base_version = 3,
           revision = revision + 1, updated_by = ? where id = 1`,
      ).bind(merchant),
    ]);
    // A part appended to the merchant's document would show in its length and its end.
    const versions = () =>
      DB.prepare(
        'select version, published_by, summary, length(document) as length, substr(document, -60) as ending from catalogue_versions order by version',
      ).all();
    const draft = () => DB.prepare('select base_version, revision, updated_by, length(document) as length from catalogue_draft').all();
    const before = [(await versions()).results, (await draft()).results];

    await applyD1Migrations(DB, env.TEST_MIGRATIONS);

    expect([(await versions()).results, (await draft()).results]).toEqual(before);
  });
});

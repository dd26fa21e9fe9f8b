import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CatalogueDocument } from '../../core/catalogue-document';
import V1_JSON from '../../catalogue/v1.json';
import { largeCatalogue } from '../support/large-catalogue';
import { query } from './auth-helpers';
import { consoleCall, consoleGet, publishDraft, saveEditedDraft } from './console-helpers';
import { call } from './http';

/*
 * Issue 37, "Scale": a catalogue of 2,000 products, published from the console like any other. Its document
 * (about 10 MB in three languages) is far over the 2,000,000 bytes D1 keeps in one value, which local D1 does not
 * enforce: so the test holds every catalogue row under it, and reads the documents back from where they are.
 * Tests in this file share one database, in order.
 */

const V1 = V1_JSON as unknown as CatalogueDocument;
const LARGE = largeCatalogue(V1, 2_000);
/** D1's limit for one string, BLOB or row. */
const D1_MAX_VALUE_BYTES = 2_000_000;

interface CatalogueRow {
  version: number;
  inline: number | null;
  document_key: string | null;
}
const versionRows = () =>
  query<CatalogueRow>('select version, length(cast(document as blob)) as inline, document_key from catalogue_versions order by version');
const draftRow = async () =>
  (
    await query<{ inline: number | null; document_key: string | null }>(
      'select length(cast(document as blob)) as inline, document_key from catalogue_draft',
    )
  )[0];

describe('a catalogue of 2,000 products', () => {
  it('is saved and published, and no catalogue row holds more than D1 keeps in one value', async () => {
    expect(JSON.stringify(LARGE).length).toBeGreaterThan(D1_MAX_VALUE_BYTES);
    await saveEditedDraft((draft) => {
      Object.assign(draft, { ...LARGE, version: draft.version });
    });
    expect(await publishDraft()).toBe(2);

    const rows = await versionRows();
    expect(rows.map((row) => row.version)).toEqual([1, 2]);
    for (const row of [...rows, await draftRow()]) expect(row.inline ?? 0).toBeLessThan(D1_MAX_VALUE_BYTES);
    const stored = await env.MEDIA.get(rows[1].document_key!);
    expect(((await stored!.json()) as CatalogueDocument).products).toHaveLength(2_000);
  });

  it('is what the console reads back and what the shop shows', async () => {
    const draft = await consoleGet<CatalogueDocument>('/catalogue');
    expect(draft.products).toHaveLength(2_000);
    expect(draft.products[1_999]).toEqual(LARGE.products[1_999]);

    const last = LARGE.products[1_999];
    const page = await call(`/fr/products/${last.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(last.texts.fr.name);
  });

  it('rolls back to version 1 as version 3, read from where version 1 is kept', async () => {
    const res = await consoleCall('/catalogue/rollback', { method: 'POST', body: JSON.stringify({ version: 1 }) });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toEqual({ version: 3 });
    const version3 = await consoleGet<CatalogueDocument>('/catalogue/versions/3');
    expect({ ...version3, version: 1 }).toEqual(V1);
    expect((await call(`/products/${LARGE.products[1_999].slug}`)).status).toBe(404);
  });
});

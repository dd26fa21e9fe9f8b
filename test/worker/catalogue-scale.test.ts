import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CatalogueDocument } from '../../core/catalogue-document';
import type { ShopCatalogue } from '../../core/shop-catalogue';
import SEED_JSON from '../../catalogue/v3.json';
import { largeCatalogue } from '../../tools/large-catalogue';
import { query } from './auth-helpers';
import { consoleCall, consoleGet, publishDraft, saveEditedDraft } from './console-helpers';
import { call } from './http';

/*
 * Issue 37, "Scale": a catalogue of 2,000 products, published from the console like any other. Its document
 * (about 10 MB in three languages) is far over the 2,000,000 bytes D1 keeps in one value, which local D1 does not
 * enforce: so the test holds every catalogue row under it, and reads the documents back from where they are.
 * Tests in this file share one database, in order.
 */

/** Version 3, what migration 0029 publishes over version 2: the shop's catalogue before these tests. */
const SEED = SEED_JSON as unknown as CatalogueDocument;
const LARGE = largeCatalogue(SEED, 2_000);
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
    expect(await publishDraft()).toBe(4);

    const rows = await versionRows();
    expect(rows.map((row) => row.version)).toEqual([1, 2, 3, 4]);
    for (const row of [...rows, await draftRow()]) expect(row.inline ?? 0).toBeLessThan(D1_MAX_VALUE_BYTES);
    const stored = await env.MEDIA.get(rows[3].document_key!);
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

  it('gives each page only the products it shows: /products 24 a page, a product page its own', async () => {
    const embedded = async (address: string) => {
      const html = await (await call(address)).text();
      const json = /<script type="application\/json" id="catalogue">([\s\S]*?)<\/script>/.exec(html)![1];
      const catalogue = JSON.parse(json) as ShopCatalogue;
      return { bytes: html.length, catalogue, ids: catalogue.products.map((product) => product.id) };
    };
    const carriedAlways = new Set([
      ...SEED.deals.flatMap((deal) => deal.items.map((item) => item.product)),
      SEED.home.hero.frontProduct,
      ...SEED.home.hero.behindProducts,
    ]);

    const page3 = await embedded('/fr/products?page=3');
    const listed = LARGE.products.slice(48, 72).map((product) => product.slug);
    expect(page3.catalogue.partial?.listing).toMatchObject({ productIds: listed, total: 2_000, page: 3, pageCount: 84 });
    expect(new Set(page3.ids)).toEqual(new Set([...listed, ...carriedAlways]));
    expect(Object.keys(page3.catalogue.texts)).toEqual(['fr']);
    // 24 cards and about 34 products' data, whatever the catalogue's size: the whole version would be over 3 MB.
    expect(page3.bytes).toBeLessThan(400_000);

    const last = LARGE.products[1_999].slug;
    const productPage = await embedded(`/products/${last}`);
    expect(new Set(productPage.ids)).toEqual(new Set([last, ...carriedAlways]));
    expect(productPage.catalogue.partial).toEqual({});
  });

  it('answers part of a version for what a page does not carry, kept for a year', async () => {
    const [a, b] = [LARGE.products[700].slug, LARGE.products[1_999].slug];
    const res = await call(`/api/catalogue?version=4&language=ar&products=${a},${b},no-such-product`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const part = (await res.json()) as ShopCatalogue;
    expect(part.version).toBe(4);
    expect(part.products.map((product) => product.id)).toEqual(expect.arrayContaining([a, b]));
    expect(part.products.map((product) => product.id)).not.toContain('no-such-product');
    expect(part.texts.ar?.[`content.catalogue.${b}.name`]).toBe(LARGE.products[1_999].texts.ar.name);
    expect(Object.keys(part.texts)).toEqual(['ar']);

    const many = Array.from({ length: 101 }, (_, i) => LARGE.products[i].slug).join(',');
    for (const query of [
      'version=4&language=ar',
      'version=4&language=xx&products=a',
      'version=0&language=en&products=a',
      `version=4&language=en&products=${many}`,
      'version=4&language=en&products=Bad_Slug',
    ]) {
      expect((await call(`/api/catalogue?${query}`)).status, query).toBe(400);
    }
    expect((await call('/api/catalogue?version=99&language=en&products=multivitamin')).status).toBe(404);
  });

  it('rolls back to version 3 as version 5, read from where version 3 is kept (inline, as migration 0029 wrote it)', async () => {
    const res = await consoleCall('/catalogue/rollback', { method: 'POST', body: JSON.stringify({ version: 3 }) });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toEqual({ version: 5 });
    const version5 = await consoleGet<CatalogueDocument>('/catalogue/versions/5');
    expect({ ...version5, version: 3 }).toEqual(SEED);
    expect((await call(`/products/${LARGE.products[1_999].slug}`)).status).toBe(404);
    // Version 4 stays readable, from R2, for a page still open on it.
    const old = await call(`/api/catalogue?version=4&language=en&products=${LARGE.products[1_999].slug}`);
    expect(((await old.json()) as ShopCatalogue).products.map((product) => product.id)).toContain(LARGE.products[1_999].slug);
    const current = await call('/products');
    expect(/<script type="application\/json" id="catalogue">[^<]*"partial"/.test(await current.text())).toBe(false);
  });
});

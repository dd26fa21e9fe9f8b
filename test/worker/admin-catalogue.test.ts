import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Paged } from '../../core/api/admin';
import type { AdminCatalogueVersion } from '../../core/api/catalogue';
import type { CatalogueDocument, CatalogueProblem } from '../../core/catalogue-document';
import { DEV_ACCESS_COOKIE } from '../../worker/admin/dev-access';
import { CATALOGUE_KEPT_MS, currentCatalogue } from '../../worker/catalogue/published';
import { createDb } from '../../worker/db/client';
import { MAX_CATALOGUE_BYTES } from '../../worker/middleware/body-limit';
import SEED_JSON from '../../catalogue/v3.json';
import { JPEG } from '../support/image-fixtures';
import { callWith, query } from './auth-helpers';
import { OPERATOR, auditOf, consoleCall, consoleGet, consolePost } from './console-helpers';
import { fakeD1 } from './d1-fakes';
import { errorOf } from './errors';
import { call } from './http';

/*
 * The catalogue as the operator edits it through the console's API: the draft read and saved whole (the export
 * and the import), every problem refused by path with nothing changed, a save made from an older read refused,
 * the draft published as the next version and an earlier version published again, the history, and the
 * published version as the worker reads it. Tests in this file share one database, in order.
 */

/** What a shop fresh from its migrations shows and drafts: version 3, with the label review's fixes (migrations 0027 and 0029). */
const SEED = SEED_JSON as unknown as CatalogueDocument;

interface Draft {
  document: CatalogueDocument;
  etag: string;
}

async function readDraft(): Promise<Draft> {
  const res = await consoleCall('/catalogue');
  expect(res.status, await res.clone().text()).toBe(200);
  return { document: (await res.json()) as CatalogueDocument, etag: res.headers.get('ETag') ?? '' };
}

const save = (document: unknown, etag?: string, init: RequestInit = {}) =>
  consoleCall('/catalogue', {
    ...init,
    method: 'PUT',
    body: typeof document === 'string' ? document : JSON.stringify(document),
    headers: { ...(etag === undefined ? {} : { 'If-Match': etag }), ...(init.headers as Record<string, string> | undefined) },
  });

/** The draft with one change made by `edit` (on a copy). */
async function edited(edit: (document: CatalogueDocument) => void): Promise<Draft> {
  const draft = await readDraft();
  const document = structuredClone(draft.document);
  edit(document);
  return { document, etag: draft.etag };
}

async function saved(edit: (document: CatalogueDocument) => void): Promise<Draft> {
  const draft = await edited(edit);
  const res = await save(draft.document, draft.etag);
  expect(res.status, await res.clone().text()).toBe(200);
  return readDraft();
}

const publish = (headers: Record<string, string> = {}) => consoleCall('/catalogue/publish', { method: 'POST', body: '{}', headers });
const rollback = (version: unknown) => consolePost('/catalogue/rollback', { version });
const history = () => consoleGet<Paged<AdminCatalogueVersion>>('/catalogue/versions');
const versionCount = async () => (await query<{ n: number }>('select count(*) as n from catalogue_versions'))[0].n;
const problemsOf = async (res: Response) => ((await res.json()) as { error: { code: string; problems: CatalogueProblem[] } }).error;

/** The content of a version, whatever number it carries. */
const content = (document: CatalogueDocument) => ({ ...document, version: 0 });

async function publishedDocument(version: number): Promise<CatalogueDocument> {
  return consoleGet<CatalogueDocument>(`/catalogue/versions/${version}`);
}

async function uploadedImage(): Promise<string> {
  const bytes = Uint8Array.from(atob(JPEG.base64), (char) => char.charCodeAt(0));
  const res = await consoleCall('/media', { method: 'POST', body: bytes, headers: { 'Content-Type': 'image/jpeg' } });
  expect([200, 201]).toContain(res.status);
  return ((await res.json()) as { url: string }).url;
}

describe('the draft, as the console reads it', () => {
  it('is version 3 from the start: today’s 15 products, their prices and French texts, its revision as the ETag', async () => {
    const { document, etag } = await readDraft();
    expect(document).toEqual(SEED);
    expect(document.version).toBe(3);
    expect(document.products).toHaveLength(15);
    expect(document.products[0]).toMatchObject({ slug: 'multivitamin', priceCents: 2999, compareAtCents: 3999 });
    expect(document.products[0].texts.fr.name).toBe(SEED.products[0].texts.fr.name);
    // Version 1's draft, untouched, then made version 2's by migration 0027 and version 3's by migration 0029.
    expect(etag).toBe('"3"');
    const [{ version }] = await history().then((page) => page.items);
    expect(version).toBe(3);
  });

  it('comes with its JSON Schema', async () => {
    const schema = await consoleGet<{ type: string; properties: Record<string, unknown> }>('/catalogue/schema');
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['version', 'products', 'deals', 'home']));
  });
});

describe('saving the draft (the import)', () => {
  it.each<[string, (document: CatalogueDocument) => void, string]>([
    ['a missing French name', (d) => delete (d.products[0].texts.fr as { name?: string }).name, 'products.0.texts.fr.name'],
    ['a price that is not whole cents', (d) => (d.products[1].priceCents = 2999.5), 'products.1.priceCents'],
    ['a “was” price below the price', (d) => (d.products[2].compareAtCents = d.products[2].priceCents - 100), 'products.2.compareAtCents'],
    [
      'a package naming a product that is not published',
      (d) => (d.products.find((p) => p.slug === 'bcaa-gummies')!.published = false),
      'deals.0.items.1.product',
    ],
    ['an uploaded image that does not exist', (d) => (d.products[3].image.url = `/media/${'0'.repeat(64)}.jpg`), 'products.3.image.url'],
    ['a shipped image that does not exist', (d) => (d.products[4].image.url = '/products/no-such-photo.svg'), 'products.4.image.url'],
    ['a page where an image should be', (d) => (d.products[5].image.url = '/admin/'), 'products.5.image.url'],
    ['an image on another site', (d) => (d.products[6].image.url = 'https://images.example/whey.jpg'), 'products.6.image.url'],
    ['a supplement without its Supplement Facts panel', (d) => (d.products[7].facts = null), 'products.7.facts'],
    // The label review's rules (issue 40, test/unit/catalogue-claims.test.ts)
    ['a badge that claims sleep, with no dagger', (d) => (d.products[12].badge!.en = 'Sleep Support'), 'products.12.badge.en'],
    [
      'a benefit that says “low in sugar”',
      (d) => (d.products[1].texts.en.benefits[3].text = 'Low in sugar'),
      'products.1.texts.en.benefits.3.text',
    ],
    [
      'a French claim without its EU register entry',
      (d) => delete d.products[0].texts.fr.benefits[0].basis,
      'products.0.texts.fr.benefits.0.basis.euRegister',
    ],
    [
      'fish not named by species',
      (d) => (d.products[10].allergens = { en: 'Contains: Fish.', fr: 'Contient : poisson.', ar: 'يحتوي على: الأسماك.' }),
      'products.10.allergens.en',
    ],
  ])('refuses %s with 422 catalogue_invalid at its path, and changes nothing', async (_name, edit, path) => {
    const before = await readDraft();
    const { document, etag } = await edited(edit);
    const res = await save(document, etag);
    expect(res.status).toBe(422);
    const error = await problemsOf(res);
    expect(error.code).toBe('catalogue_invalid');
    expect(error.problems.map((problem) => problem.path)).toContain(path);
    expect(error.problems.every((problem) => typeof problem.message === 'string' && problem.message.length > 0)).toBe(true);
    expect(await readDraft()).toEqual(before);
  });

  it('lists every problem of an import at once, by path, and applies none of its changes', async () => {
    const before = await readDraft();
    const { document, etag } = await edited((d) => {
      d.products[0].priceCents = 3499;
      d.products[1].priceCents = -5;
      delete (d.products[2].texts.ar as { description?: string }).description;
      d.products[3].facts = null;
      (d.products[4] as unknown as Record<string, unknown>).colour = 'green';
    });
    const res = await save(document, etag);
    expect(res.status).toBe(422);
    expect((await problemsOf(res)).problems.map((problem) => problem.path)).toEqual(
      expect.arrayContaining(['products.1.priceCents', 'products.2.texts.ar.description', 'products.3.facts', 'products.4.colour']),
    );
    expect(await readDraft()).toEqual(before);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const { etag } = await readDraft();
    const res = await save('{"version": 1, "products": [', etag);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_request');
  });

  it('saves a valid document with an uploaded photo: 200 with the next revision, audited, and GET exports it', async () => {
    const image = await uploadedImage();
    const before = await readDraft();
    const { document, etag } = await edited((d) => {
      d.products[0].priceCents = 3199;
      d.products[1].image.url = image;
    });
    const res = await save(document, etag);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ revision: 4 });
    expect(res.headers.get('ETag')).toBe('"4"');
    const after = await readDraft();
    // As saved, with the schema's defaults written out (versions 1 to 3 predate the member percent).
    expect(after).toEqual({ document: { ...document, memberPercent: 15 }, etag: '"4"' });
    expect(before.etag).toBe('"3"');
    expect((await auditOf('catalogue', 'draft')).at(-1)).toMatchObject({ operator_email: OPERATOR, action: 'catalogue.save' });
    // The draft is not published: the shop still shows version 3.
    expect((await history()).items.map((row) => row.version)).toEqual([3, 2, 1]);
  });

  it('refuses a save made from an older read with 409 catalogue_changed: two operators never overwrite each other', async () => {
    const first = await edited((d) => (d.products[2].priceCents = 2599));
    const second = await edited((d) => (d.products[3].priceCents = 2699));
    expect(first.etag).toBe(second.etag);
    const [a, b] = await Promise.all([save(first.document, first.etag), save(second.document, second.etag)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect((await errorOf(refused)).code).toBe('catalogue_changed');
    const kept = a.status === 200 ? first : second;
    expect((await readDraft()).document).toEqual(kept.document);

    const stale = await save(second.document, first.etag);
    expect(stale.status).toBe(409);
    expect((await readDraft()).document).toEqual(kept.document);
  });

  it('refuses a save without If-Match with 428 revision_required', async () => {
    const before = await readDraft();
    const res = await save(before.document);
    expect(res.status).toBe(428);
    expect((await errorOf(res)).code).toBe('revision_required');
    expect(await readDraft()).toEqual(before);
  });
});

describe('publishing', () => {
  it('makes the draft version 4: 201, its number in the history with the summary, the audit row, the draft on version 4', async () => {
    const draft = await readDraft();
    const res = await publish();
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toEqual({ version: 4 });

    const { items, total } = await history();
    expect(total).toBe(4);
    expect(items.map((row) => [row.version, row.current])).toEqual([
      [4, true],
      [3, false],
      [2, false],
      [1, false],
    ]);
    expect(items[0]).toMatchObject({ publishedBy: OPERATOR, restoredFrom: null, summary: '2 prices changed, 1 image changed' });
    expect(Date.parse(items[0].publishedAt)).toBeGreaterThan(Date.now() - 60_000);

    const [audit] = await auditOf('catalogue', '4');
    expect(audit).toMatchObject({ operator_email: OPERATOR, action: 'catalogue.publish' });
    expect(JSON.parse(audit.details ?? '{}')).toEqual({ version: 4, summary: '2 prices changed, 1 image changed' });

    expect(await publishedDocument(4)).toEqual({ ...draft.document, version: 4 });
    const after = await readDraft();
    expect(after.document).toEqual({ ...draft.document, version: 4 });
    // The document did not change: a save made from the read before the publish still applies.
    expect(after.etag).toBe(draft.etag);
  });
});

describe('rolling back', () => {
  it('publishes version 3’s content as version 5, audited, and makes it the draft', async () => {
    const draftBefore = await readDraft();
    const res = await rollback(3);
    expect(res.status, await res.clone().text()).toBe(201);
    const { version } = (await res.json()) as { version: number };
    expect(version).toBe(5);

    expect(await publishedDocument(version)).toEqual({ ...SEED, version });
    const [row] = (await history()).items;
    expect(row).toMatchObject({ version, current: true, restoredFrom: 3, publishedBy: OPERATOR });
    expect(row.summary).toBe('rollback to v3: 2 prices changed, 1 image changed');
    const [audit] = await auditOf('catalogue', String(version));
    expect(audit).toMatchObject({ operator_email: OPERATOR, action: 'catalogue.rollback' });
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ version, restoredFrom: 3 });

    const draft = await readDraft();
    expect(content(draft.document)).toEqual(content(SEED));
    expect(draft.document.version).toBe(version);
    // Edits read before the rollback are refused, not saved over it.
    expect(draft.etag).not.toBe(draftBefore.etag);
    expect((await save(draftBefore.document, draftBefore.etag)).status).toBe(409);
  });

  it('answers 404 for a version that does not exist, 400 for one that is not a number, 409 for the content shown now', async () => {
    const before = await versionCount();
    const unknown = await rollback(999);
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('not_found');
    expect((await rollback('one')).status).toBe(400);
    expect((await rollback(1.5)).status).toBe(400);
    const same = await rollback(3);
    expect(same.status).toBe(409);
    expect((await errorOf(same)).code).toBe('nothing_to_publish');
    expect(await versionCount()).toBe(before);
    expect((await consoleCall('/catalogue/versions/999')).status).toBe(404);
  });
});

describe('publishing safely', () => {
  it('makes no version from a draft the shop already shows: 409 nothing_to_publish', async () => {
    const before = await versionCount();
    const res = await publish();
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('nothing_to_publish');
    expect(await versionCount()).toBe(before);
  });

  it('publishes only the revision the operator reviewed when told it (If-Match), else 409 catalogue_changed', async () => {
    const reviewed = await saved((d) => (d.products[5].priceCents += 100));
    await saved((d) => (d.products[6].priceCents += 100));
    const before = await versionCount();
    const res = await publish({ 'If-Match': reviewed.etag });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('catalogue_changed');
    expect(await versionCount()).toBe(before);
  });

  it('refuses a draft that stopped passing the checks with 422, and makes no version', async () => {
    const draft = await readDraft();
    const broken = structuredClone(draft.document);
    broken.products[8].image.url = `/media/${'f'.repeat(64)}.png`;
    // A draft saved before its image went missing or a rule was added: written as it was then.
    await query('update catalogue_draft set document = ?, document_key = null where id = 1', JSON.stringify(broken));
    const before = await versionCount();
    const res = await publish();
    expect(res.status).toBe(422);
    const error = await problemsOf(res);
    expect(error.code).toBe('catalogue_invalid');
    expect(error.problems.map((problem) => problem.path)).toEqual(['products.8.image.url']);
    expect(await versionCount()).toBe(before);
    await query('update catalogue_draft set document = ?, document_key = null where id = 1', JSON.stringify(draft.document));
  });

  it('gives two publishes at once two numbers or refuses one, never one number twice', async () => {
    await saved((d) => (d.products[9].priceCents += 100));
    const publishes = async () =>
      (await query<{ n: number }>("select count(*) as n from audit_log where action = 'catalogue.publish'"))[0].n;
    const before = await versionCount();
    const audited = await publishes();
    const answers = await Promise.all([publish(), publish()]);
    const statuses = answers.map((res) => res.status).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const made = await Promise.all(
      answers.filter((res) => res.status === 201).map(async (res) => ((await res.json()) as { version: number }).version),
    );
    expect(new Set(made).size).toBe(made.length);
    expect(await versionCount()).toBe(before + made.length);
    const rows = await query<{ version: number }>('select version from catalogue_versions order by version');
    expect(rows.map((row) => row.version)).toEqual(Array.from({ length: rows.length }, (_, index) => index + 1));
    expect(await publishes()).toBe(audited + made.length);
  });
});

describe('who may edit the catalogue', () => {
  const paths: [string, RequestInit][] = [
    ['/api/admin/catalogue', {}],
    ['/api/admin/catalogue', { method: 'PUT', body: JSON.stringify(SEED), headers: { 'If-Match': '"1"' } }],
    ['/api/admin/catalogue/publish', { method: 'POST', body: '{}' }],
    ['/api/admin/catalogue/rollback', { method: 'POST', body: '{"version":1}' }],
    ['/api/admin/catalogue/versions', {}],
    ['/api/admin/catalogue/schema', {}],
  ];

  it.each(paths)('refuses %s without Access with 401 and with a forged token with 403', async (path, init) => {
    const before = await versionCount();
    const none = await call(path, init);
    expect(none.status).toBe(401);
    expect((await errorOf(none)).code).toBe('access_required');
    const headers = { ...(init.headers as Record<string, string> | undefined), Cookie: `${DEV_ACCESS_COOKIE}=not-a-jwt` };
    const forged = await call(path, { ...init, headers });
    expect(forged.status).toBe(403);
    expect((await errorOf(forged)).code).toBe('access_denied');
    expect(await versionCount()).toBe(before);
  });

  it('in production, refuses a request without Access’s token with 401', async () => {
    const production = {
      ENVIRONMENT: 'production',
      ACCESS_TEAM_DOMAIN: 'https://vitaglow-catalogue.cloudflareaccess.com',
      ACCESS_AUD: 'aud',
    };
    const res = await callWith(production, '/api/admin/catalogue');
    expect(res.status).toBe(401);
  });

  it.each([
    ['a cross-site read', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }, 'GET'],
    ['a cross-site save', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }, 'PUT'],
    ['a save from a sibling subdomain', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.vitaglow.test' }, 'PUT'],
    ['a publish without Fetch Metadata', { 'Sec-Fetch-Site': '' }, 'POST'],
  ])('refuses %s with 403 cross_site_request, even with the operator’s Access cookie', async (_name, headers, method) => {
    const before = await readDraft();
    const path = method === 'POST' ? '/catalogue/publish' : '/catalogue';
    const body = method === 'GET' ? undefined : method === 'PUT' ? JSON.stringify(before.document) : '{}';
    const res = await consoleCall(path, { method, body, headers: { ...headers, 'If-Match': before.etag } });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('cross_site_request');
    expect(await readDraft()).toEqual(before);
  });

  it('refuses a save that is not JSON with 415', async () => {
    const before = await readDraft();
    const res = await save(before.document, before.etag, { headers: { 'Content-Type': 'text/plain' } });
    expect(res.status).toBe(415);
  });

  it('takes a whole catalogue, far over the API’s 16 KB, but refuses one over 24 MB with 413 and changes nothing', async () => {
    const before = await readDraft();
    const huge = { ...before.document, padding: 'x'.repeat(MAX_CATALOGUE_BYTES) };
    const res = await save(huge, before.etag);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('payload_too_large');
    expect(await readDraft()).toEqual(before);
    // Without Access, no body that size is read at all.
    expect((await call('/api/admin/catalogue', { method: 'PUT', body: JSON.stringify(huge) })).status).toBe(401);
  });
});

describe('the published catalogue, as the worker reads it (currentCatalogue)', () => {
  const latest = async () => (await query<{ v: number }>('select max(version) as v from catalogue_versions'))[0].v;

  it('answers the current version and its document, keeps it a short while, then sees a newer one', async () => {
    const key = {} as D1Database;
    const db = createDb(env.DB);
    const now = Date.now();
    const first = await currentCatalogue(key, db, env.MEDIA, now);
    expect(first.version).toBe(await latest());
    expect(first.document.version).toBe(first.version);
    expect(first.document.products).toHaveLength(15);

    await saved((d) => (d.products[10].priceCents += 100));
    expect((await publish()).status).toBe(201);
    expect(await currentCatalogue(key, db, env.MEDIA, now + 1_000)).toBe(first);
    const next = await currentCatalogue(key, db, env.MEDIA, now + CATALOGUE_KEPT_MS);
    expect(next.version).toBe(first.version + 1);
    expect(next.document.products[10].priceCents).toBe(first.document.products[10].priceCents + 100);
  });

  it('answers the version last read while D1 fails, and fails when it never read one', async () => {
    const key = {} as D1Database;
    const now = Date.now();
    const read = await currentCatalogue(key, createDb(env.DB), env.MEDIA, now);
    const failing = fakeD1({
      prepare: () => {
        throw new Error('D1_ERROR: unavailable');
      },
      batch: () => Promise.reject(new Error('D1_ERROR: unavailable')),
    });
    expect(await currentCatalogue(key, createDb(failing), env.MEDIA, now + CATALOGUE_KEPT_MS)).toBe(read);
    await expect(currentCatalogue({} as D1Database, createDb(failing), env.MEDIA, now)).rejects.toThrow(/D1_ERROR/);
  });
});

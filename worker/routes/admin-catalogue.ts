import { type Context, Hono } from 'hono';
import {
  type AdminCatalogueVersion,
  type CataloguePublished,
  type CatalogueSaved,
  catalogueIfMatch,
  catalogueRollbackBody,
  catalogueVersionParam,
  catalogueVersionsQuery,
  revisionTag,
} from '../../core/api/catalogue';
import { ADMIN_PAGE_SIZE, type Paged } from '../../core/api/admin';
import { catalogueJsonSchema } from '../../core/catalogue-document';
import { type CatalogueDeps, publishDraft, readDraft, rollBack, saveDraft } from '../admin/catalogue';
import { operatorApi } from '../admin/middleware';
import { findCatalogueVersion, listCatalogueVersions } from '../db/catalogue';
import { documentText, storedDocument } from '../catalogue/stored-documents';
import { announceEarlyAccess } from '../early-access/rounds';
import { publicOrigin } from '../lib/env';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { limitCatalogueBody } from '../middleware/body-limit';
import { sameOriginJson, sameOriginOnly } from '../middleware/same-origin';
import { validate } from '../middleware/validate';
import type { AppEnv } from '../lib/app-env';

function operatorOf(c: Context<AppEnv>) {
  const operator = c.get('operator');
  // operatorApi runs first on every route: no operator here is a wiring fault, never a way in.
  if (!operator) throw new Error('console route reached without an operator');
  return operator;
}

const depsOf = (c: Context<AppEnv>): CatalogueDeps => ({
  db: c.get('db'),
  database: c.env.DB,
  bucket: c.env.MEDIA,
  assets: c.env.ASSETS,
  now: new Date(Date.now()),
});

/**
 * After `version` was published: members hear of the products it puts in early access, in rounds the notice queue
 * carries (worker/early-access/rounds.ts). The version is the shop's already, so a failure to start them is logged
 * for the operator, not answered; rounds recorded but not queued are started by the hourly task.
 */
async function noticeEarlyAccess(c: Context<AppEnv>, version: number): Promise<void> {
  const db = c.get('db');
  try {
    const [previous, next] = await Promise.all([findCatalogueVersion(db, version - 1), findCatalogueVersion(db, version)]);
    if (!previous || !next) return;
    const [before, after] = await Promise.all([storedDocument(c.env.MEDIA, previous), storedDocument(c.env.MEDIA, next)]);
    const products = await announceEarlyAccess(
      { db, steps: c.env.NOTICE_QUEUE, origin: publicOrigin(c.env, c.req.url), now: new Date(Date.now()) },
      version,
      before,
      after,
    );
    if (products > 0) c.get('log').info('early-access announcement started', { version, products });
  } catch (error) {
    c.get('log').error('early-access announcement could not be started', { version, error });
  }
}

/** The body as JSON, whatever its shape: the catalogue's own checks say what is wrong with it, by path. */
async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw badRequest('invalid_request', 'The body is not JSON');
  }
}

/**
 * /api/admin/catalogue: the catalogue draft, its publishing and its history (worker/admin/catalogue.ts). The
 * console's guards (its own pages only, Cloudflare Access, then same-origin JSON for writes) as on every console
 * route, but mounted before the /api guard: a whole catalogue is far over its 16 KB, so it has its own limit,
 * checked after Access so that nobody else gets to send that much.
 *
 * The draft is the document itself, so what GET exports PUT imports; its revision is its ETag, and PUT must send
 * it back in If-Match (428 without, 409 `catalogue_changed` once someone else saved). Shapes: core/api/catalogue.ts.
 */
export const adminCatalogue = new Hono<AppEnv>()
  .use('*', sameOriginOnly, operatorApi, limitCatalogueBody, sameOriginJson)
  .get('/', async (c) => {
    const { document, revision } = await readDraft(c.get('db'), c.env.MEDIA);
    c.header('ETag', revisionTag(revision));
    return c.json(document);
  })
  .put('/', validate('header', catalogueIfMatch), async (c) => {
    const read = c.req.valid('header')['if-match'];
    if (read === undefined) throw new ApiError(428, 'revision_required', 'Send the ETag of the draft you edited in If-Match');
    const revision = await saveDraft(depsOf(c), await jsonBody(c), read, operatorOf(c));
    c.header('ETag', revisionTag(revision));
    return c.json({ revision } satisfies CatalogueSaved);
  })
  .get('/schema', (c) => c.json(catalogueJsonSchema()))
  .post('/publish', validate('header', catalogueIfMatch), async (c) => {
    const version = await publishDraft(depsOf(c), operatorOf(c), c.req.valid('header')['if-match']);
    await noticeEarlyAccess(c, version);
    return c.json({ version } satisfies CataloguePublished, 201);
  })
  .post('/rollback', validate('json', catalogueRollbackBody), async (c) => {
    const version = await rollBack(depsOf(c), operatorOf(c), c.req.valid('json').version);
    await noticeEarlyAccess(c, version);
    return c.json({ version } satisfies CataloguePublished, 201);
  })
  .get('/versions', validate('query', catalogueVersionsQuery), async (c) => {
    const { page } = c.req.valid('query');
    const { rows, total, current } = await listCatalogueVersions(c.get('db'), {
      limit: ADMIN_PAGE_SIZE,
      offset: (page - 1) * ADMIN_PAGE_SIZE,
    });
    const items: AdminCatalogueVersion[] = rows.map((row) => ({
      version: row.version,
      publishedAt: row.publishedAt.toISOString(),
      publishedBy: row.publishedBy,
      summary: row.summary,
      restoredFrom: row.restoredFrom,
      current: row.version === current,
    }));
    return c.json({ items, page, pageSize: ADMIN_PAGE_SIZE, total } satisfies Paged<AdminCatalogueVersion>);
  })
  .get('/versions/:version', validate('param', catalogueVersionParam), async (c) => {
    const row = await findCatalogueVersion(c.get('db'), c.req.valid('param').version);
    if (!row) throw notFound('No such catalogue version');
    return c.body(await documentText(c.env.MEDIA, row), 200, { 'Content-Type': 'application/json' });
  });

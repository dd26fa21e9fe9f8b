import { type CatalogueDocument, catalogueDocument, summariseChanges } from '../../core/catalogue-document';
import { checkedCatalogue } from '../catalogue/checks';
import { forgetCurrentCatalogue } from '../catalogue/published';
import { storeDocument, storedDocument } from '../catalogue/stored-documents';
import {
  type CatalogueDraftRow,
  draftAndCurrent,
  findCatalogueVersion,
  findDraft,
  publishStatements,
  rollbackStatements,
  saveDraftStatements,
} from '../db/catalogue';
import type { Db } from '../db/client';
import type { Statement } from '../db/orders';
import { ApiError, notFound } from '../lib/errors';
import type { Operator } from '../lib/app-env';

/**
 * The operator's catalogue actions (docs/architecture.md, "Catalogue versions"): the draft read and saved
 * whole, published as the next version, or an earlier version published again. Each checks what it read
 * in the same batch that writes (worker/db/catalogue.ts), so two operators never overwrite each other.
 */

export interface CatalogueDeps {
  db: Db;
  /** The D1 binding, whose isolate cache of the current version is dropped after a publish. */
  database: D1Database;
  /** Where the documents are (worker/catalogue/stored-documents.ts). */
  bucket: R2Bucket;
  assets: Fetcher;
  now: Date;
}

/** The draft as the operator edits it: its `version` is the published version it was made or published as. */
const draftDocument = async (bucket: R2Bucket, draft: CatalogueDraftRow): Promise<CatalogueDocument> => ({
  ...(await storedDocument(bucket, draft)),
  version: draft.baseVersion,
});

/** JSON with every object's keys sorted: two documents with the same content, whatever order their keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonical(child)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A stored document with the schema's defaults filled in (a version stored before a field existed says nothing
 * of it), so that it compares equal to the same content saved since; as stored if today's schema refuses it.
 */
function withDefaults(document: CatalogueDocument): CatalogueDocument {
  const parsed = catalogueDocument.safeParse(document);
  return parsed.success ? parsed.data : document;
}

const sameContent = (a: CatalogueDocument, b: CatalogueDocument) =>
  canonical({ ...withDefaults(a), version: 0 }) === canonical({ ...withDefaults(b), version: 0 });

/** Runs a change's batch; true when its last statement (the change itself) applied. */
async function applied(db: Db, statements: Statement[]): Promise<boolean> {
  const results = await db.batch(statements as [Statement, ...Statement[]]);
  return (results.at(-1) as D1Result).meta.changes > 0;
}

const changedMeanwhile = () =>
  new ApiError(409, 'catalogue_changed', 'Another operator saved the draft or published meanwhile: nothing was changed');
const nothingToPublish = () => new ApiError(409, 'nothing_to_publish', 'The shop shows this content already: no version was made');

export async function readDraft(db: Db, bucket: R2Bucket): Promise<{ document: CatalogueDocument; revision: number }> {
  const draft = await findDraft(db);
  return { document: await draftDocument(bucket, draft), revision: draft.revision };
}

/** Replaces the draft with a whole document, if it passes every check and the draft is still at `revision`. */
export async function saveDraft(deps: CatalogueDeps, input: unknown, revision: number, operator: Operator): Promise<number> {
  const document = await checkedCatalogue(deps, input);
  const change = { documentKey: await storeDocument(deps.bucket, document), revision, operatorEmail: operator.email, now: deps.now };
  if (!(await applied(deps.db, saveDraftStatements(deps.db, change)))) throw changedMeanwhile();
  return revision + 1;
}

/**
 * Publishes the draft as the next version, checked again (an image or a rule may have changed since it was
 * saved). With `revision`, only that revision of the draft (the one the operator reviewed). A draft with the
 * current version's content makes no version: a version is a change the shop shows.
 */
export async function publishDraft(deps: CatalogueDeps, operator: Operator, revision?: number): Promise<number> {
  const { draft, current } = await draftAndCurrent(deps.db);
  if (revision !== undefined && draft.revision !== revision) throw changedMeanwhile();
  const [draftContent, published] = await Promise.all([storedDocument(deps.bucket, draft), storedDocument(deps.bucket, current)]);
  const document = await checkedCatalogue(deps, draftContent);
  if (sameContent(document, published)) throw nothingToPublish();
  const version = current.version + 1;
  const statements = publishStatements(deps.db, {
    previous: current.version,
    documentKey: await storeDocument(deps.bucket, { ...document, version }),
    summary: summariseChanges(published, document),
    draftRevision: draft.revision,
    operatorEmail: operator.email,
    now: deps.now,
  });
  if (!(await applied(deps.db, statements))) throw changedMeanwhile();
  forgetCurrentCatalogue(deps.database);
  return version;
}

/**
 * Publishes an earlier version's content again as the next version, and makes it the draft, replacing
 * unpublished edits: otherwise the next publish would quietly undo the rollback. The content is not checked
 * again: it passed when it was published, and a rollback is what the operator reaches for when the shop is wrong.
 */
export async function rollBack(deps: CatalogueDeps, operator: Operator, target: number): Promise<number> {
  const [{ current }, earlier] = await Promise.all([draftAndCurrent(deps.db), findCatalogueVersion(deps.db, target)]);
  if (!earlier) throw notFound('No such catalogue version');
  const [content, published] = await Promise.all([storedDocument(deps.bucket, earlier), storedDocument(deps.bucket, current)]);
  if (sameContent(content, published)) throw nothingToPublish();
  const version = current.version + 1;
  const statements = rollbackStatements(deps.db, {
    previous: current.version,
    documentKey: await storeDocument(deps.bucket, { ...content, version }),
    summary: `rollback to v${target}: ${summariseChanges(published, content)}`,
    restoredFrom: target,
    operatorEmail: operator.email,
    now: deps.now,
  });
  if (!(await applied(deps.db, statements))) throw changedMeanwhile();
  forgetCurrentCatalogue(deps.database);
  return version;
}

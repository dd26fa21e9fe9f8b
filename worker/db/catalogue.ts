import { type SQL, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { type Statement, insertWhere } from './orders';
import { auditLog, catalogueDraft, catalogueVersions } from './schema';

/**
 * The catalogue's rows: the published versions (immutable: nothing here updates or deletes one) and the one
 * draft. A change is a batch whose statements all carry the same condition on what was read (the highest
 * version, the draft's revision): the audit row first, the version insert last, so a change that lost a
 * race to another operator writes nothing at all, and the version's primary key could not take a number
 * twice anyway.
 */

export type CatalogueVersionRow = typeof catalogueVersions.$inferSelect;
export type CatalogueDraftRow = typeof catalogueDraft.$inferSelect;

const DRAFT_ID = 1;
const latest = sql`(select max(${catalogueVersions.version}) from ${catalogueVersions})`;
const draftRevision = sql`(select ${catalogueDraft.revision} from ${catalogueDraft} where ${catalogueDraft.id} = ${DRAFT_ID})`;

/** The draft and the current version, read together (one round trip, one point in time). */
export async function draftAndCurrent(db: Db): Promise<{ draft: CatalogueDraftRow; current: CatalogueVersionRow }> {
  const [[draft], [current]] = await db.batch([
    db.select().from(catalogueDraft).where(eq(catalogueDraft.id, DRAFT_ID)),
    db.select().from(catalogueVersions).orderBy(desc(catalogueVersions.version)).limit(1),
  ]);
  // Migration 0020 writes both; without them the database is not migrated, which is no request's fault.
  if (!draft || !current) throw new Error('catalogue tables without a draft or version 1: apply the migrations');
  return { draft, current };
}

export async function findDraft(db: Db): Promise<CatalogueDraftRow> {
  const draft = await db.select().from(catalogueDraft).where(eq(catalogueDraft.id, DRAFT_ID)).get();
  if (!draft) throw new Error('catalogue tables without a draft: apply the migrations');
  return draft;
}

export async function findCatalogueVersion(db: Db, version: number): Promise<CatalogueVersionRow | undefined> {
  return db.select().from(catalogueVersions).where(eq(catalogueVersions.version, version)).get();
}

/** The number of the version the shop shows: the highest. */
export async function currentVersionNumber(db: Db): Promise<number | undefined> {
  const row = await db
    .select({ version: sql<number | null>`max(${catalogueVersions.version})` })
    .from(catalogueVersions)
    .get();
  return row?.version ?? undefined;
}

/** The history, newest first, without the documents. */
export async function listCatalogueVersions(db: Db, options: { limit: number; offset: number }) {
  const { version, publishedBy, publishedAt, summary, restoredFrom } = catalogueVersions;
  const columns = { version, publishedBy, publishedAt, summary, restoredFrom };
  const [rows, [{ total, current }]] = await db.batch([
    db.select(columns).from(catalogueVersions).orderBy(desc(catalogueVersions.version)).limit(options.limit).offset(options.offset),
    db.select({ total: count(), current: sql<number>`max(${catalogueVersions.version})` }).from(catalogueVersions),
  ]);
  return { rows, total, current };
}

interface Change {
  operatorEmail: string;
  now: Date;
}

function audit(db: Db, change: Change, action: string, targetId: string, details: Record<string, unknown>, condition: SQL) {
  const row = { operatorEmail: change.operatorEmail, action, targetType: 'catalogue', targetId, details, createdAt: change.now };
  return insertWhere(db, auditLog, row, condition);
}

/** Replaces the draft's document, only while its revision is still the one the operator read. */
export function saveDraftStatements(db: Db, change: Change & { documentKey: string; revision: number }): Statement[] {
  const { documentKey, revision, operatorEmail, now } = change;
  const unchanged = sql`${draftRevision} = ${revision}`;
  return [
    audit(db, change, 'catalogue.save', 'draft', { revision: revision + 1 }, unchanged),
    db
      .update(catalogueDraft)
      .set({ document: null, documentKey, revision: revision + 1, updatedBy: operatorEmail, updatedAt: now })
      .where(sql`${catalogueDraft.id} = ${DRAFT_ID} and ${unchanged}`),
  ];
}

interface NewVersion extends Change {
  /** The version it follows, the highest when it was read: the new one is the next number. */
  previous: number;
  /** The R2 key of the document to publish (worker/catalogue/stored-documents.ts), its `version` already the new number. */
  documentKey: string;
  summary: string;
}

function insertVersion(db: Db, version: NewVersion, condition: SQL, restoredFrom: number | null) {
  const row = {
    version: version.previous + 1,
    documentKey: version.documentKey,
    publishedBy: version.operatorEmail,
    publishedAt: version.now,
    summary: version.summary,
    restoredFrom,
  };
  return insertWhere(db, catalogueVersions, row, condition);
}

/** Publishes the draft as read (at `draftRevision`), while no one has saved it or published meanwhile. */
export function publishStatements(db: Db, version: NewVersion & { draftRevision: number }): Statement[] {
  const next = version.previous + 1;
  const applies = sql`${latest} = ${version.previous} and ${draftRevision} = ${version.draftRevision}`;
  return [
    audit(db, version, 'catalogue.publish', String(next), { version: next, summary: version.summary }, applies),
    db
      .update(catalogueDraft)
      .set({ baseVersion: next })
      .where(sql`${catalogueDraft.id} = ${DRAFT_ID} and ${applies}`),
    insertVersion(db, version, applies, null),
  ];
}

/**
 * Publishes an earlier version's content as the next version, while no one has published meanwhile, and
 * makes it the draft too (a new revision), so that the next publish starts from what the shop shows.
 */
export function rollbackStatements(db: Db, version: NewVersion & { restoredFrom: number }): Statement[] {
  const next = version.previous + 1;
  const applies = sql`${latest} = ${version.previous}`;
  const details = { version: next, restoredFrom: version.restoredFrom, summary: version.summary };
  return [
    audit(db, version, 'catalogue.rollback', String(next), details, applies),
    db
      .update(catalogueDraft)
      .set({
        document: null,
        documentKey: version.documentKey,
        baseVersion: next,
        revision: sql`${catalogueDraft.revision} + 1`,
        updatedBy: version.operatorEmail,
        updatedAt: version.now,
      })
      .where(sql`${catalogueDraft.id} = ${DRAFT_ID} and ${applies}`),
    insertVersion(db, version, applies, version.restoredFrom),
  ];
}

import type { CatalogueDocument } from '../../core/catalogue-document';
import { currentVersionNumber, findCatalogueVersion } from '../db/catalogue';
import type { Db } from '../db/client';
import { storedDocument } from './stored-documents';

/**
 * The published catalogue, for whatever renders or prices from it: the current version (the highest) and its
 * document. Each isolate keeps what it read for CATALOGUE_KEPT_MS, then asks D1 for the current number only,
 * and reads the document again only when the number changed; with pages cached per version, every page
 * shows a publish within a minute at every edge. A failed read is not kept: the version last read answers
 * until a read succeeds again.
 *
 * What is kept is the value, never the promise of a read: workerd resumes whatever awaits a promise in the
 * context of the request that settled it, and another request's answer written from there fails ("Cannot
 * perform I/O on behalf of a different request"; see worker/orders/stock-levels.ts). So requests arriving
 * before the first read has finished each read D1.
 */
export const CATALOGUE_KEPT_MS = 20_000;

export interface PublishedCatalogue {
  version: number;
  document: CatalogueDocument;
}

const kept = new WeakMap<D1Database, { at: number; catalogue: PublishedCatalogue }>();

async function read(db: Db, bucket: R2Bucket, known: PublishedCatalogue | undefined): Promise<PublishedCatalogue> {
  const version = await currentVersionNumber(db);
  if (version === undefined) throw new Error('no published catalogue version: apply the migrations');
  if (known?.version === version) return known;
  const row = await findCatalogueVersion(db, version);
  if (!row) throw new Error(`catalogue version ${version} vanished while read`);
  // Written only after catalogueProblems found nothing (worker/admin/catalogue.ts), and never changed since.
  return { version, document: await storedDocument(bucket, row) };
}

/** `database` keys the isolate's copy (one per D1 binding); `db` reads the version, `bucket` its document. */
export async function currentCatalogue(database: D1Database, db: Db, bucket: R2Bucket, now = Date.now()): Promise<PublishedCatalogue> {
  const known = kept.get(database);
  if (known && now - known.at < CATALOGUE_KEPT_MS) return known.catalogue;
  try {
    const catalogue = await read(db, bucket, known?.catalogue);
    kept.set(database, { at: now, catalogue });
    return catalogue;
  } catch (error) {
    if (known) return known.catalogue;
    throw error;
  }
}

/** A publish in this isolate: it reads the current version again at once (other isolates within CATALOGUE_KEPT_MS). */
export function forgetCurrentCatalogue(database: D1Database): void {
  const known = kept.get(database);
  if (known) kept.set(database, { at: -Infinity, catalogue: known.catalogue });
}

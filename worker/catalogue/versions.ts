import { type ShopCatalogue, shopCatalogueOf } from '../../core/shop-catalogue';
import { findCatalogueVersion } from '../db/catalogue';
import type { Db } from '../db/client';
import { withCatalogue } from './scope';
import { storedDocument } from './stored-documents';

/** Where published versions are read from: their rows in D1, their documents in R2 (./stored-documents.ts). */
export interface CatalogueStores {
  db: Db;
  bucket: R2Bucket;
}

/**
 * Published versions by number, as read once in this isolate: a version never changes, so what was read is kept
 * (a few, the most recently used last). What is kept is the value, never a read in progress (./published.ts).
 * Few, because at 2,000 products a version takes about 20 MB of an isolate's 128 MB, and reading one again
 * from R2 costs a fetch and a parse, not a failure.
 */
const MAX_KEPT = 3;
const kept = new Map<number, ShopCatalogue>();

export async function catalogueOfVersion({ db, bucket }: CatalogueStores, version: number): Promise<ShopCatalogue | undefined> {
  const known = kept.get(version);
  if (known) {
    kept.delete(version);
    kept.set(version, known);
    return known;
  }
  const row = await findCatalogueVersion(db, version);
  if (!row) return undefined;
  const catalogue = shopCatalogueOf(await storedDocument(bucket, row));
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(version, catalogue);
  return catalogue;
}

/**
 * Runs `run` in the catalogue version that priced the order (`orders.catalogue_version`), so that what the shop
 * writes about it later (e-mails, packing slips) names what was sold, as it was then; in the current version when
 * the order has none.
 */
export async function inOrderVersion<T>(stores: CatalogueStores, order: { catalogueVersion: number | null }, run: () => T): Promise<T> {
  const sold = order.catalogueVersion === null ? undefined : await catalogueOfVersion(stores, order.catalogueVersion);
  return sold ? withCatalogue(sold, run) : run();
}

import type { CatalogueDocument } from '../../core/catalogue-document';
import { type ShopCatalogue, shopCatalogueOf } from '../../core/shop-catalogue';
import { findCatalogueVersion } from '../db/catalogue';
import type { Db } from '../db/client';
import { withCatalogue } from './scope';

/**
 * Published versions by number, as read once in this isolate: a version never changes, so what was read is kept
 * (a few, the most recently used last). What is kept is the value, never a read in progress (./published.ts).
 */
const MAX_KEPT = 8;
const kept = new Map<number, ShopCatalogue>();

export async function catalogueOfVersion(db: Db, version: number): Promise<ShopCatalogue | undefined> {
  const known = kept.get(version);
  if (known) {
    kept.delete(version);
    kept.set(version, known);
    return known;
  }
  const row = await findCatalogueVersion(db, version);
  if (!row) return undefined;
  const catalogue = shopCatalogueOf(JSON.parse(row.document) as CatalogueDocument);
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(version, catalogue);
  return catalogue;
}

/**
 * Runs `run` in the catalogue version that priced the order (`orders.catalogue_version`), so that what the shop
 * writes about it later (e-mails, packing slips) names what was sold, as it was then; in the current version when
 * the order has none.
 */
export async function inOrderVersion<T>(db: Db, order: { catalogueVersion: number | null }, run: () => T): Promise<T> {
  const sold = order.catalogueVersion === null ? undefined : await catalogueOfVersion(db, order.catalogueVersion);
  return sold ? withCatalogue(sold, run) : run();
}

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { catalogueDocument } from '../core/catalogue-document/index.ts';
import { type ShopCatalogue, shopCatalogueOf } from '../core/shop-catalogue.ts';

/**
 * Version 1 of the catalogue (catalogue/v1.json), which migration 0020 publishes: what the build renders its
 * link-preview images and prerendered pages from, and what the unit tests read.
 */
export const SEED_CATALOGUE_FILE = resolve(import.meta.dirname, '..', 'catalogue', 'v1.json');

export function seedCatalogue(): ShopCatalogue {
  return shopCatalogueOf(catalogueDocument.parse(JSON.parse(readFileSync(SEED_CATALOGUE_FILE, 'utf8'))));
}

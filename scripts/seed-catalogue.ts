import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { catalogueDocument } from '../core/catalogue-document/index.ts';
import { type ShopCatalogue, shopCatalogueOf } from '../core/shop-catalogue.ts';

/**
 * The catalogue a shop fresh from its migrations shows: version 3 (catalogue/v3.json, the label review's protein
 * lines and source compounds), which migration 0029 publishes over version 2 (catalogue/v2.json, the label review's
 * fixes, migration 0027), itself over version 1 (catalogue/v1.json, migration 0020). What the build renders its
 * link-preview images and prerendered pages from, and what the unit tests read.
 */
export const SEED_CATALOGUE_FILE = resolve(import.meta.dirname, '..', 'catalogue', 'v3.json');

export function seedCatalogue(): ShopCatalogue {
  return shopCatalogueOf(catalogueDocument.parse(JSON.parse(readFileSync(SEED_CATALOGUE_FILE, 'utf8'))));
}

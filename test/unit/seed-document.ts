import { readFileSync } from 'node:fs';
import type { CatalogueDocument } from '../../core/catalogue-document';
import { SEED_CATALOGUE_FILE } from '../../scripts/seed-catalogue';

/** A fresh copy of the catalogue the migrations publish last (catalogue/v3.json), free to edit in a test. */
export function seedDocument(): CatalogueDocument {
  return JSON.parse(readFileSync(SEED_CATALOGUE_FILE, 'utf8')) as CatalogueDocument;
}

import type { CatalogueDocument } from '../../core/catalogue-document';
import { toHex } from '../lib/encoding';

/**
 * Where catalogue documents live: in R2, under the SHA-256 of their JSON (`catalogue/<hash>.json`), named by the
 * D1 rows of the draft and the versions. D1 keeps no value over 2 MB, and a catalogue of a few hundred products
 * in three languages is larger (docs/decisions/catalogue-documents-in-r2.md). An object is written before the
 * D1 batch that names it: a batch that loses a race leaves an object no row names, never a row naming nothing.
 * Version 1 and the first draft are the exception: migration 0020 wrote them inline, where they stay.
 */

export interface StoredDocument {
  /** Inline (version 1, the first draft) or null. */
  document: string | null;
  /** The R2 key of every document written since. */
  documentKey: string | null;
}

export async function storeDocument(bucket: R2Bucket, document: CatalogueDocument): Promise<string> {
  const json = JSON.stringify(document);
  const bytes = new TextEncoder().encode(json);
  const hash = toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
  const key = `catalogue/${hash}.json`;
  // R2 checks the bytes it received against the hash; the same content is the same object, written again harmlessly.
  await bucket.put(key, bytes, { sha256: hash, httpMetadata: { contentType: 'application/json' } });
  return key;
}

/** A stored document's JSON, as written (checked by catalogueProblems before it was). */
export async function documentText(bucket: R2Bucket, stored: StoredDocument): Promise<string> {
  if (stored.document !== null) return stored.document;
  if (stored.documentKey === null) throw new Error('a catalogue row with no document');
  const object = await bucket.get(stored.documentKey);
  if (!object) throw new Error(`catalogue document ${stored.documentKey} is missing from R2`);
  return object.text();
}

export async function storedDocument(bucket: R2Bucket, stored: StoredDocument): Promise<CatalogueDocument> {
  return JSON.parse(await documentText(bucket, stored)) as CatalogueDocument;
}

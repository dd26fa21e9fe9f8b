import * as z from 'zod';
import { DICTIONARY_IDS, type DictionaryId } from '../language';

/**
 * Texts in the catalogue document are kept per set of texts (DictionaryId: en, fr, ar), not per language: a
 * language reads the texts of its dictionary (core/language.ts `dictionaryOf`), so a language that borrows
 * another's texts (the test build's pseudo-language) needs nothing in the document.
 */

/** A text an operator typed: anything but blank. */
export const text = z.string().regex(/\S/, 'must not be empty');

/** One value per set of texts, every one required. */
export function perDictionary<T extends z.ZodType>(schema: T) {
  return z.strictObject(Object.fromEntries(DICTIONARY_IDS.map((id) => [id, schema])) as Record<DictionaryId, T>);
}

/** A value made for each dictionary, `{ en: value('en'), fr: value('fr'), … }`. */
export function eachDictionary<T>(value: (id: DictionaryId) => T): Record<DictionaryId, T> {
  return Object.fromEntries(DICTIONARY_IDS.map((id) => [id, value(id)])) as Record<DictionaryId, T>;
}

/** A text in every dictionary: `{ en: '…', fr: '…', ar: '…' }`. */
export const localized = perDictionary(text);
export type Localized = z.infer<typeof localized>;

/** A text that may be a structure/function claim (core/claims.ts): a claim is shown with its dagger and the FDA notice. */
export const claimText = z.strictObject({ text, claim: z.boolean() });
export type ClaimText = z.infer<typeof claimText>;

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

/**
 * What a claim rests on, per language: an entry of the EU register of authorised health claims (Regulation (EC)
 * No 1924/2006), which a French claim needs, or the kind of US claim it is (21 CFR 101.93, 101.13).
 */
export const claimBasis = z.union([
  z.strictObject({ euRegister: text }),
  z.strictObject({ us: z.enum(['structure-function', 'nutrient-content']) }),
]);
export type ClaimBasis = z.infer<typeof claimBasis>;

/**
 * A text that may be a structure/function claim (core/claims.ts): a claim is shown with its dagger and the FDA
 * notice. `basis` and `source` are optional so that documents written before them still parse; the publish
 * rules (./claim-rules.ts) say when one is needed.
 */
export const claimText = z.strictObject({
  text,
  claim: z.boolean(),
  basis: claimBasis.optional(),
  /** The award, study or certificate a superlative ("award winning", "proven") names, so that it can be checked. */
  source: text.optional(),
});
export type ClaimText = z.infer<typeof claimText>;

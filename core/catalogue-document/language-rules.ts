import { DICTIONARY_IDS, type DictionaryId } from '../language';
import { type CatalogueProblem, problemAt } from './problem';
import { type ClaimText, eachDictionary } from './texts';

const [SOURCE, ...TRANSLATIONS] = DICTIONARY_IDS;

/**
 * A list of texts (benefits, features) says the same things in every language: as many entries, and the same
 * ones marked as claims, so the dagger and the FDA notice appear whatever the shopper's language. The texts of
 * `mayLeaveOut` (French, read in the EU, where only the register's claims may be made) may replace a claim with a
 * text that is none; the claim words (./claim-rules.ts) hold such a text to it.
 */
export function sameListInEveryLanguage(
  lists: Readonly<Record<DictionaryId, readonly ClaimText[]>>,
  path: readonly PropertyKey[],
  field: string,
  mayLeaveOut: readonly DictionaryId[] = [],
): CatalogueProblem[] {
  const source = lists[SOURCE];
  return TRANSLATIONS.flatMap((id) => {
    const list = lists[id];
    if (list.length !== source.length) {
      return [problemAt([...path, id, field], `has ${list.length} entries where ${SOURCE} has ${source.length}`)];
    }
    return list.flatMap((entry, index) =>
      entry.claim === source[index]!.claim || (mayLeaveOut.includes(id) && !entry.claim)
        ? []
        : [
            problemAt(
              [...path, id, field, index, 'claim'],
              `is marked ${entry.claim ? '' : 'not '}a claim where ${SOURCE} is${entry.claim ? ' not' : ''}`,
            ),
          ],
    );
  });
}

/** An optional text is given in every language or in none. */
export function presentInEveryLanguageOrNone(
  values: Readonly<Record<DictionaryId, string | null>>,
  path: readonly PropertyKey[],
  field: string,
): CatalogueProblem[] {
  const given = values[SOURCE] !== null;
  return TRANSLATIONS.flatMap((id) =>
    (values[id] !== null) === given
      ? []
      : [problemAt([...path, id, field], given ? `is missing where ${SOURCE} has one` : `is given where ${SOURCE} has none`)],
  );
}

/** One field of every dictionary's texts: `{ en: texts.en[field], fr: … }`. */
export function fieldOf<T, K extends keyof T>(texts: Readonly<Record<DictionaryId, T>>, field: K): Record<DictionaryId, T[K]> {
  return eachDictionary((id) => texts[id][field]);
}

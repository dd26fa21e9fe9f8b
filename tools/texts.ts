/** Texts as the page shows them, from the dictionaries and the catalogue version the shop itself uses: for browser tests and the bench. */
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { activeCatalogue } from '../core/catalogue-scope';
import { type Language, dictionaryOf } from '../core/language';
import { catalogueText, isCatalogueTextKey } from '../core/shop-catalogue';
import { formatNumber } from '../web/components/ui/format';
import { isPluralForms, pluralCategory } from '../i18n/plural';

const DICTIONARIES = { en, fr, ar };

/**
 * The text of a dictionary key with its {{params}} filled in, as the page shows it. A counted text takes
 * the form Intl.PluralRules gives `params.count`, a number, written the language's way.
 */
export function text(language: Language, key: string, params: Record<string, string | number> = {}): string {
  // A catalogue text is the published version's, as the app reads it (core/shop-catalogue.ts): version 1 here.
  if (isCatalogueTextKey(key)) {
    const words = catalogueText(activeCatalogue(), dictionaryOf(language), key);
    if (words === undefined) throw new Error(`No catalogue text at ${key}`);
    return words;
  }
  let value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], DICTIONARIES[dictionaryOf(language)]);
  if (isPluralForms(value)) {
    // As the app does (i18n/plural.ts): the count chooses the form and is written the language's way.
    const count = Number(params.count);
    value = value[pluralCategory(language, count)] ?? value.other;
    params = { ...params, count: formatNumber(count, language) };
  }
  if (typeof value !== 'string') throw new Error(`No text at ${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name]));
}

/** Texts as the page shows them, from the dictionaries the shop itself uses: for browser tests and the bench. */
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { type Language, dictionaryOf } from '../core/language';
import { formatNumber } from '../web/components/ui/format';
import { isPluralForms, pluralCategory } from '../i18n/plural';

const DICTIONARIES = { en, fr, ar };

/**
 * The text of a dictionary key with its {{params}} filled in, as the page shows it. A counted text takes
 * the form Intl.PluralRules gives `params.count`, a number, written the language's way.
 */
export function text(language: Language, key: string, params: Record<string, string | number> = {}): string {
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

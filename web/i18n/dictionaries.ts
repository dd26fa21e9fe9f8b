import rosetta from 'rosetta';
import { activeCatalogue } from '../../core/catalogue-scope';
import { type CatalogueTextKey, catalogueText, isCatalogueTextKey } from '../../core/shop-catalogue';
import { type Language, dictionaryOf } from '../../core/language';
import { normalisePath } from '../../core/pages';
import { DICTIONARY_LOADERS } from '../../i18n/dictionaries';
import type { Dictionary } from '../../i18n/en';
import { mergeTexts } from '../../i18n/merge';
import { type Params, type PluralForms, pluralText } from '../../i18n/plural';

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string | PluralForms ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];
/**
 * Every translation key, e.g. 'nav.home', and the keys of the published catalogue's texts
 * ('content.catalogue.<slug>.name', 'content.deals.<id>.title'), which the catalogue version resolves.
 */
export type MessageKey = Paths<Dictionary> | CatalogueTextKey;
export type { Params };
export type Translate = (key: MessageKey, params?: Params) => string;

/*
 * A prerendered page brings the texts it shows, in its language, inside its document (addPageTexts): no
 * dictionary is downloaded before React adopts it. Each language's whole dictionary loads when the shopper
 * goes further: another page, a dialog or the code a click loads (./deferred.ts), or a language switch.
 */
const i18n = rosetta<object>();
const loading = new Map<Language, Promise<void>>();
const complete = new Set<Language>();
let pageWithTexts: string | undefined;

/** Makes a language's whole dictionary available; call before showing what a page's own texts lack. */
export function loadDictionary(language: Language): Promise<void> {
  let load = loading.get(language);
  if (!load) {
    load = DICTIONARY_LOADERS[dictionaryOf(language)]().then(
      (dictionary) => {
        i18n.set(language, dictionary);
        complete.add(language);
      },
      (error: unknown) => {
        // A failed download (offline) may be retried by the next screen that needs it.
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, load);
  }
  return load;
}

/** The texts a prerendered page came with (web/render.tsx), enough for that page and its first answers. */
export function addPageTexts(language: Language, texts: object, pathname: string): void {
  i18n.set(language, mergeTexts(i18n.table(language) ?? {}, texts));
  pageWithTexts = normalisePath(pathname);
}

/** Whether the page at `pathname` can render in `language` without waiting for its dictionary. */
export function hasTextsFor(language: Language, pathname: string): boolean {
  return complete.has(language) || normalisePath(pathname) === pageWithTexts;
}

export function translate(language: Language, key: MessageKey, params?: Params): string {
  // The version's words, carried by the page with its numbers (web/state/catalogue.ts), never by the dictionaries.
  if (isCatalogueTextKey(key)) return catalogueTextOrReport(language, key);
  const value: string | PluralForms = i18n.t(key, params, language);
  const text = typeof value === 'object' ? pluralText(value, language, params) : value;
  // A screen showing texts its page did not bring must import ./deferred.ts (or wait as __root.tsx does).
  if (!text) console.error(`No ${language} text for ${key}: is web/i18n/deferred.ts imported where it is shown?`);
  return text;
}

function catalogueTextOrReport(language: Language, key: string): string {
  const text = catalogueText(activeCatalogue(), dictionaryOf(language), key);
  if (text === undefined) console.error(`No ${language} text for ${key} in catalogue version ${activeCatalogue().version}`);
  return text ?? '';
}

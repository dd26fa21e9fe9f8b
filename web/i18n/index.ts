import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import rosetta from 'rosetta';
import type { Language } from '../../core/language';
import { languageAtom } from '../state/language';
import { type Dictionary, en } from './en';

type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];
/** Every translation key, e.g. 'nav.home'. */
export type MessageKey = Paths<Dictionary>;
export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

// English ships with the app; French and Arabic are fetched only by shoppers who use them.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Dictionary>> = {
  fr: () => import('./fr').then((m) => m.fr),
  ar: () => import('./ar').then((m) => m.ar),
};
const i18n = rosetta<Dictionary>({ en });
const loaded = new Set<Language>(['en']);

/** Makes a language's dictionary available; call before switching to it. */
export async function loadDictionary(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  i18n.set(language, await loaders[language as Exclude<Language, 'en'>]());
  loaded.add(language);
}

export function translate(language: Language, key: MessageKey, params?: Params): string {
  return i18n.t(key, params, loaded.has(language) ? language : 'en');
}

/** The translate function for the shopper's current language. */
export function useT(): Translate {
  const language = useAtomValue(languageAtom);
  return useCallback((key, params) => translate(language, key, params), [language]);
}

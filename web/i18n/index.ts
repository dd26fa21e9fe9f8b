import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import rosetta from 'rosetta';
import type { Language } from '../../core/language';
import { languageAtom } from '../state/language';
import type { Dictionary } from './en';
import { enInitial } from './en-initial';
import { mergeTexts } from './merge';

type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];
/** Every translation key, e.g. 'nav.home'. */
export type MessageKey = Paths<Dictionary>;
export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

// English ships with the app (the part the first render needs, see ./deferred.ts); French and Arabic are
// fetched whole, only by shoppers who use them.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Dictionary>> = {
  fr: () => import('./fr').then((m) => m.fr),
  ar: () => import('./ar').then((m) => m.ar),
};
// A copy: rosetta extends the table it is given, and ./deferred.ts extends the English one.
const i18n = rosetta<object>({ en: { ...enInitial } });
const loaded = new Set<Language>(['en']);

/** Makes a language's dictionary available; call before switching to it. */
export async function loadDictionary(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  i18n.set(language, await loaders[language as Exclude<Language, 'en'>]());
  loaded.add(language);
}

export function translate(language: Language, key: MessageKey, params?: Params): string {
  const text = i18n.t(key, params, loaded.has(language) ? language : 'en');
  // English arrives in two parts: a screen that shows deferred texts must import ./deferred.ts.
  if (!text) console.error(`No text for ${key}: is web/i18n/deferred.ts imported where it is shown?`);
  return text;
}

let deferredEnglish: Promise<unknown> | undefined;
let englishComplete = false;

/** Adds the English texts that the home page's first render leaves out (called by ./deferred.ts). */
export function addEnglish(texts: object): void {
  i18n.set('en', mergeTexts(i18n.table('en') ?? {}, texts));
  englishComplete = true;
}

/** Those texts for a screen that cannot import ./deferred.ts itself (see web/routes/__root.tsx). */
export function loadDeferredEnglish(): Promise<unknown> {
  return (deferredEnglish ??= import('./deferred'));
}

export function hasDeferredEnglish(): boolean {
  return englishComplete;
}

/** The translate function for the shopper's current language. */
export function useT(): Translate {
  const language = useAtomValue(languageAtom);
  return useCallback((key, params) => translate(language, key, params), [language]);
}

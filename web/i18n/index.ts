import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import rosetta from 'rosetta';
import type { Language } from '../../core/language';
import { languageAtom } from '../state/language';
import { ar } from './ar';
import { type Dictionary, en } from './en';
import { fr } from './fr';

export const dictionaries: Record<Language, Dictionary> = { en, fr, ar };

type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];
/** Every translation key, e.g. 'nav.home'. */
export type MessageKey = Paths<Dictionary>;
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const i18n = rosetta<Dictionary>(dictionaries);

export function translate(language: Language, key: MessageKey, params?: Record<string, string | number>): string {
  return i18n.t(key, params, language);
}

/** The translate function for the shopper's current language. */
export function useT(): Translate {
  const language = useAtomValue(languageAtom);
  return useCallback((key, params) => translate(language, key, params), [language]);
}

import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { languageAtom } from './language';
import { type Translate, translate } from './dictionaries';

/*
 * The storefront's translations: the dictionaries and translate() (./dictionaries.ts, which the language
 * state uses to load a language), and useT for components.
 */
export * from './dictionaries';

/** The translate function for the shopper's current language. */
export function useT(): Translate {
  const language = useAtomValue(languageAtom);
  return useCallback((key, params) => translate(language, key, params), [language]);
}

import { useAtomValue } from 'jotai';
import { createContext, useCallback, useContext } from 'react';
import { isCatalogueTextKey } from '../../core/shop-catalogue';
import { languageAtom } from './language';
import { type Translate, translate } from './dictionaries';

/*
 * The storefront's translations: the dictionaries and translate() (./dictionaries.ts, which the language
 * state uses to load a language), and useT for components.
 */
export * from './dictionaries';

/**
 * Where a render on the worker (web/render.tsx) notes each key its page reads, to put those texts into the
 * document. One set per render, given through React rather than a module variable: two renders running at
 * once in one isolate must not note into each other's set. The browser gives none.
 */
export const TextKeysRead = createContext<Set<string> | undefined>(undefined);

/** The translate function for the shopper's current language. */
export function useT(): Translate {
  const language = useAtomValue(languageAtom);
  const read = useContext(TextKeysRead);
  return useCallback(
    (key, params) => {
      // A catalogue text comes with the page's catalogue version (web/state/catalogue.ts), not its page texts.
      if (!isCatalogueTextKey(key)) read?.add(key);
      return translate(language, key, params);
    },
    [language, read],
  );
}

import { atom } from 'jotai';
import { startTransition } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language, isLanguage, languageCookie } from '../../core/language';
import { loadDictionary } from '../i18n/dictionaries';

/**
 * The language the document was served in: the worker chose it from the shopper's cookie and wrote it on
 * <html lang> (core/boot-script.ts corrects it where the choice is only in localStorage). English outside
 * a browser, where the build's prerender sets the language itself.
 */
export function documentLanguage(): Language {
  const lang = typeof document === 'object' ? document.documentElement.lang : undefined;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * Saves the choice where the worker looks (the cookie, renewed for a year at each visit) and where the
 * pre-paint script looks (localStorage).
 */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the cookie alone carries the choice.
  }
  document.cookie = languageCookie(language, location.protocol === 'https:');
}

/** The language shown; the build's prerender sets it for each language it renders (web/prerender.tsx). */
export const shownLanguageAtom = atom<Language>(documentLanguage());

/**
 * The shopper's language: read it anywhere; set it and the dictionary is fetched first, then the choice
 * is saved and the page re-rendered in it as a transition, which a tap meanwhile interrupts rather than
 * waits for (issue 28). <html lang dir> change in the same commit as the texts (web/components/DocumentMeta.tsx),
 * so the page is restyled and laid out once, not first as the old texts in the new direction.
 */
export const languageAtom = atom(
  (get) => get(shownLanguageAtom),
  async (_get, set, language: Language) => {
    await loadDictionary(language);
    startTransition(() => set(shownLanguageAtom, language));
    rememberLanguage(language);
  },
);

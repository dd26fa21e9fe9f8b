import { atom } from 'jotai';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language, isLanguage, languageCookie } from '../../core/language';
import { localisedPath, splitLanguagePath } from '../../core/pages';

/**
 * The language the document was served in: the worker took it from the address (`/fr/…`, core/pages.ts)
 * and wrote it on <html lang>. English outside a browser, where the worker's render sets the language itself.
 */
export function documentLanguage(): Language {
  const lang = typeof document === 'object' ? document.documentElement.lang : undefined;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * Saves the choice where the worker looks when a shopper comes back to the bare `/` (the cookie, renewed
 * for a year at each visit) and where the pre-paint script looks (localStorage).
 */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the cookie alone carries the choice.
  }
  document.cookie = languageCookie(language, location.protocol === 'https:');
}

/** The language shown; the worker's render sets it in its own store for each page it renders (web/render.tsx). */
export const shownLanguageAtom = atom<Language>(documentLanguage());

/**
 * The shopper's language: read it anywhere. Setting it goes to the same page at that language's address
 * (core/pages.ts), with the same query (filters, sort) and fragment, and remembers the choice: a document
 * is in one language, its address's.
 */
export const languageAtom = atom(
  (get) => get(shownLanguageAtom),
  (_get, _set, language: Language) => {
    rememberLanguage(language);
    location.assign(localisedPath(splitLanguagePath(location.pathname).path, language) + location.search + location.hash);
  },
);

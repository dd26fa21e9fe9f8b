import { atom } from 'jotai';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language, directionOf, isLanguage } from '../../core/language';

function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

const currentLanguageAtom = atom<Language>(readStoredLanguage());

/** The shopper's language: stored as plain text (the pre-paint boot script reads it) and mirrored on <html>. */
export const languageAtom = atom(
  (get) => get(currentLanguageAtom),
  (_get, set, language: Language) => {
    set(currentLanguageAtom, language);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  },
);

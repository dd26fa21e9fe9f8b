import { atom } from 'jotai';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language, directionOf, isLanguage } from '../../core/language';
import { loadDictionary } from '../i18n';

/** The language chosen earlier (the pre-paint boot script reads the same key). */
export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

const currentLanguageAtom = atom<Language>(storedLanguage());

/**
 * The shopper's language: read it anywhere; set it and the dictionary is fetched first, then the
 * choice is stored as plain text and mirrored on <html lang dir>.
 */
export const languageAtom = atom(
  (get) => get(currentLanguageAtom),
  async (_get, set, language: Language) => {
    await loadDictionary(language);
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

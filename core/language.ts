/** The shop's languages. Arabic is written right to left. */
export const LANGUAGES = ['en', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** localStorage key holding the shopper's language choice. */
export const LANGUAGE_STORAGE_KEY = 'vitaglow-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** BCP 47 locale used for number, currency and date formatting. */
export function localeOf(language: Language): string {
  return { en: 'en-US', fr: 'fr-FR', ar: 'ar' }[language];
}

/** The next language in the mobile menu's cycle en → fr → ar → en. */
export function nextLanguage(language: Language): Language {
  return LANGUAGES[(LANGUAGES.indexOf(language) + 1) % LANGUAGES.length];
}

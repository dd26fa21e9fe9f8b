/** The shop's languages. Arabic is written right to left. */
export const LANGUAGES = ['en', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** localStorage key holding the shopper's language choice. */
export const LANGUAGE_STORAGE_KEY = 'vitaglow-language';
/**
 * The first-party cookie holding the same choice, so the worker can answer with the document already in
 * the shopper's language (worker/routes/documents.ts). Scripts write it: it is not HttpOnly.
 */
export const LANGUAGE_COOKIE = 'vitaglow-language';
/** One year, renewed at each visit (web/state/language.ts). */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The `document.cookie` assignment that saves a language. Secure wherever the shop is served over
 * HTTPS, that is everywhere but local development (production redirects plain HTTP).
 */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A cookie's value as the shopper's language: anything but en, fr or ar (or no cookie) is English. */
export function languageOf(value: string | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Open Graph's locale for link previews (`og:locale`). */
export function openGraphLocaleOf(language: Language): string {
  return { en: 'en_US', fr: 'fr_FR', ar: 'ar_AR' }[language];
}

/** BCP 47 locale used for number, currency and date formatting. */
export function localeOf(language: Language): string {
  return { en: 'en-US', fr: 'fr-FR', ar: 'ar-u-nu-latn' }[language];
}

/** The next language in the mobile menu's cycle en → fr → ar → en. */
export function nextLanguage(language: Language): Language {
  return LANGUAGES[(LANGUAGES.indexOf(language) + 1) % LANGUAGES.length];
}

/**
 * The language registry: the one place that names the shop's languages. Everything else derives from it:
 * the API's language fields, <html lang dir> and the head's Open Graph locales, the boot script and its CSP
 * hash, the worker's rendered documents, the storefront's menus and dictionaries, number and date
 * formats, e-mails and Stripe's pages. Adding a language is one entry here; if its texts are new, they go
 * into i18n/ under a new DictionaryId (docs/architecture.md, "Languages").
 */
interface LanguageEntry {
  /** How the language names itself, in the language menus. */
  nativeName: string;
  direction: 'ltr' | 'rtl';
  /** BCP 47 locale for number, currency, date, list and plural formatting. */
  intlLocale: string;
  /** Open Graph's locale for link previews (`og:locale`). */
  openGraphLocale: string;
  /** Stripe Checkout's and the customer portal's `locale`: `auto` (the browser's) where Stripe lacks the language. */
  stripeCheckoutLocale: 'auto' | 'en' | 'fr';
  stripePortalLocale: 'auto' | 'en' | 'fr';
  /** Which dictionaries hold its texts: i18n/<area>/<dictionary>.ts, loaded through i18n/dictionaries.ts. */
  dictionary: DictionaryId;
}

/** The sets of texts i18n/ holds, one file per area each (en is the source; the others have its keys). */
export const DICTIONARY_IDS = ['en', 'fr', 'ar'] as const;
export type DictionaryId = (typeof DICTIONARY_IDS)[number];

const SHOP_LANGUAGES = {
  en: {
    nativeName: 'English',
    direction: 'ltr',
    intlLocale: 'en-US',
    openGraphLocale: 'en_US',
    stripeCheckoutLocale: 'en',
    stripePortalLocale: 'en',
    dictionary: 'en',
  },
  fr: {
    nativeName: 'Français',
    direction: 'ltr',
    intlLocale: 'fr-FR',
    openGraphLocale: 'fr_FR',
    stripeCheckoutLocale: 'fr',
    stripePortalLocale: 'fr',
    dictionary: 'fr',
  },
  ar: {
    nativeName: 'العربية',
    direction: 'rtl',
    // Latin digits, as the shop's Arabic texts write them.
    intlLocale: 'ar-u-nu-latn',
    openGraphLocale: 'ar_AR',
    // Stripe has no Arabic: its pages follow the shopper's browser.
    stripeCheckoutLocale: 'auto',
    stripePortalLocale: 'auto',
    dictionary: 'ar',
  },
} as const satisfies Record<string, LanguageEntry>;

/**
 * A pseudo-language (Android's bidi pseudo-locale: English texts laid out right to left) that only the
 * fourth-language test's build holds, to show that a language added here alone is served everywhere
 * (docs/testing.md). It exists when that build defines __VITAGLOW_TEST_LANGUAGE__ (Vite, `wrangler dev
 * --define`) or, where nothing is bundled (vite.config.ts and the build scripts in Node), when
 * VITAGLOW_TEST_LANGUAGE=1 is in the environment.
 */
const TEST_LANGUAGE = {
  'ar-XB': {
    nativeName: 'Pseudo-bidi',
    direction: 'rtl',
    intlLocale: 'en-US',
    openGraphLocale: 'en_XB',
    stripeCheckoutLocale: 'auto',
    stripePortalLocale: 'auto',
    dictionary: 'en',
  },
} as const satisfies Record<string, LanguageEntry>;

declare const __VITAGLOW_TEST_LANGUAGE__: boolean | undefined;

function withTestLanguage(): boolean {
  if (typeof __VITAGLOW_TEST_LANGUAGE__ === 'boolean') return __VITAGLOW_TEST_LANGUAGE__;
  const host = globalThis as { process?: { env?: Record<string, string | undefined> } };
  return host.process?.env?.VITAGLOW_TEST_LANGUAGE === '1';
}

export type Language = keyof typeof SHOP_LANGUAGES | keyof typeof TEST_LANGUAGE;

const REGISTRY: Readonly<Partial<Record<Language, LanguageEntry>>> = { ...SHOP_LANGUAGES, ...(withTestLanguage() ? TEST_LANGUAGE : {}) };

/** The shop's languages, in the menus' order. */
export const LANGUAGES = Object.keys(REGISTRY) as [Language, ...Language[]];
export const DEFAULT_LANGUAGE: Language = 'en';

function entry(language: Language): LanguageEntry {
  const found = REGISTRY[language];
  if (!found) throw new Error(`No language ${language} in this build`);
  return found;
}

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

/** A cookie's value as the shopper's language: anything the registry does not hold (or no cookie) is English. */
export function languageOf(value: string | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(REGISTRY, value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return entry(language).direction;
}

export function nativeNameOf(language: Language): string {
  return entry(language).nativeName;
}

/** Open Graph's locale for link previews (`og:locale`). */
export function openGraphLocaleOf(language: Language): string {
  return entry(language).openGraphLocale;
}

/** BCP 47 locale used for number, currency and date formatting. */
export function localeOf(language: Language): string {
  return entry(language).intlLocale;
}

/** Stripe Checkout's `locale` for a shopper in this language. */
export function stripeCheckoutLocaleOf(language: Language): LanguageEntry['stripeCheckoutLocale'] {
  return entry(language).stripeCheckoutLocale;
}

/** The Stripe customer portal's `locale` for a shopper in this language. */
export function stripePortalLocaleOf(language: Language): LanguageEntry['stripePortalLocale'] {
  return entry(language).stripePortalLocale;
}

/** The dictionaries holding a language's texts. */
export function dictionaryOf(language: Language): DictionaryId {
  return entry(language).dictionary;
}

const HTML_START = /<html\b[^>]*>/;

/** A document's <html> start tag marked with a language and its direction. */
export function withLanguage(html: string, language: Language): string {
  if (!HTML_START.test(html)) throw new Error('The document has no <html> start tag');
  return html.replace(HTML_START, `<html lang="${language}" dir="${directionOf(language)}">`);
}

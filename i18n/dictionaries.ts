import type { DictionaryId } from '../core/language';
import type { Dictionary } from './en';

/**
 * Each dictionary as a whole, loaded on demand: the storefront downloads only the shopper's language's, each
 * in a chunk of its own (web/i18n/dictionaries.ts), and the worker's render reads them (web/render.tsx).
 * Languages name their dictionary in the registry (core/language.ts); a new set of texts adds its loader here.
 */
export const DICTIONARY_LOADERS: Record<DictionaryId, () => Promise<Dictionary>> = {
  en: () => import('./en').then((m) => m.en),
  fr: () => import('./fr').then((m) => m.fr),
  ar: () => import('./ar').then((m) => m.ar),
};

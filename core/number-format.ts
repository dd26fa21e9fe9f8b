import { type Language, localeOf } from './language.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per language and options, made on first use: making one costs far more than
 * formatting with it, and a page formats dozens of ratings, prices and figures.
 */
export function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(language), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

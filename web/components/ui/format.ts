import type { Language } from '../../../core/language';
import { numberFormat } from '../../../core/number-format';

/** A count or score written the shopper's way: `1,284` in English, `1 284` in French, Arabic digits in Arabic. */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  return numberFormat(language, options).format(value);
}

/** A review score with its one decimal, e.g. `4.8` / `4,8`. */
export function formatRating(rating: number, language: Language): string {
  return formatNumber(rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

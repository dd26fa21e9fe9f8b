import { type Language, localeOf } from '../../../core/language';

/** A calendar date the shopper's way, e.g. 'March 5, 2027' / '5 mars 2027'. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(new Date(iso));
}

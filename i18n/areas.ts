import { type DictionaryId, type Language, dictionaryOf } from '../core/language';
import type { CartDictionary } from './cart/en';
import { cartTotalsAr, cartTotalsEn, cartTotalsFr } from './cart/totals';
import { contentAr } from './content/ar';
import { type ContentDictionary, contentEn } from './content/en';
import { contentFr } from './content/fr';
import { mailAr } from './mail/ar';
import { type MailDictionary, mailEn } from './mail/en';
import { mailFr } from './mail/fr';
import { breadcrumbNamesAr, metaAr } from './meta/ar';
import { type MetaDictionary, breadcrumbNamesEn, metaEn } from './meta/en';
import { breadcrumbNamesFr, metaFr } from './meta/fr';

/*
 * The areas of each dictionary the worker reads as it answers, at hand without loading anything: page titles
 * and descriptions for documents, the shop data's names for Checkout and e-mails, the cart's discount labels,
 * the e-mails' own words.
 * Whole dictionaries are in ./dictionaries.ts. A language reads the dictionary the registry names
 * (core/language.ts); a new set of texts adds its areas here.
 */
const META: Record<DictionaryId, MetaDictionary> = { en: metaEn, fr: metaFr, ar: metaAr };
const CONTENT: Record<DictionaryId, ContentDictionary> = { en: contentEn, fr: contentFr, ar: contentAr };
const BREADCRUMBS: Record<DictionaryId, typeof breadcrumbNamesEn> = { en: breadcrumbNamesEn, fr: breadcrumbNamesFr, ar: breadcrumbNamesAr };
const MAIL: Record<DictionaryId, MailDictionary> = { en: mailEn, fr: mailFr, ar: mailAr };
const CART_TOTALS: Record<DictionaryId, CartDictionary['totals']> = { en: cartTotalsEn, fr: cartTotalsFr, ar: cartTotalsAr };

/** Each page's <title> and description in a language. */
export function metaTextsOf(language: Language): MetaDictionary {
  return META[dictionaryOf(language)];
}

/** The shop data's texts (products, packages, shipping) in a language. */
export function contentOf(language: Language): ContentDictionary {
  return CONTENT[dictionaryOf(language)];
}

/** The cart's totals labels in a language (the discounts' names among them). */
export function cartTotalsOf(language: Language): CartDictionary['totals'] {
  return CART_TOTALS[dictionaryOf(language)];
}

/** The names of a product page's trail above the product (home, products) in a language. */
export function breadcrumbNamesOf(language: Language): typeof breadcrumbNamesEn {
  return BREADCRUMBS[dictionaryOf(language)];
}

/** The words of the e-mails a shopper receives, in a language (worker/mail/templates/ lays them out). */
export function mailTextsOf(language: Language): MailDictionary {
  return MAIL[dictionaryOf(language)];
}

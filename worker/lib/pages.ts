import { PRODUCTS, getProduct } from '../../core/catalogue';
import { HERO } from '../../core/content';
import type { Language } from '../../core/language';
import { PAGE_NAMES, type PageName, type PagePath, isPagePath } from '../../core/pages';
import { metaAr } from '../../web/i18n/meta/ar';
import { type MetaDictionary, metaEn } from '../../web/i18n/meta/en';
import { metaFr } from '../../web/i18n/meta/fr';
import { organization, productList } from './structured-data';

/** What the worker knows of a page beyond its texts: what search engines and link previews see. */
export interface PageMeta {
  /** schema.org JSON-LD for the page, given the site's origin (absolute URLs). */
  structuredData?: (origin: string) => object;
  /** Listed in sitemap.xml. */
  inSitemap?: boolean;
  /**
   * The image that is the page's largest paint on a phone: the document asks for it at once, rather
   * than after the app's JavaScript has rendered the <img>.
   */
  leadImage?: string;
  /**
   * The build renders the page's markup into its document, in each language (scripts/prerender.ts): it
   * paints before the app's JavaScript arrives, and search engines read it without running any.
   */
  prerendered?: boolean;
}

/** Document paths the storefront renders (core/pages.ts). */
export const PAGES: Readonly<Record<PagePath, PageMeta>> = {
  '/': {
    prerendered: true,
    structuredData: organization,
    inSitemap: true,
    leadImage: getProduct(HERO.frontProduct).image.src,
  },
  '/products': {
    prerendered: true,
    structuredData: productList,
    inSitemap: true,
    // The first card of the grid in its default order.
    leadImage: PRODUCTS[0].image.src,
  },
  '/payment-success': {},
  '/payment-cancelled': {},
  '/privacy': { prerendered: true, inSitemap: true },
  '/terms': { prerendered: true, inSitemap: true },
  '/cookies': { prerendered: true, inSitemap: true },
  '/account': {},
  '/auth/verify': {},
  '/auth/reset': {},
  '/unsubscribe': {},
};

export function pageAt(path: string): PageMeta | undefined {
  return isPagePath(path) ? PAGES[path] : undefined;
}

const PAGE_TEXTS: Record<Language, MetaDictionary> = { en: metaEn, fr: metaFr, ar: metaAr };

/** A page's <title> and description in a language: the dictionaries' texts, which the app uses too. */
export function pageTexts(path: string, language: Language): { title: string; description: string } {
  const name: PageName = isPagePath(path) ? PAGE_NAMES[path] : 'notFound';
  return PAGE_TEXTS[language][name];
}

/** Prerendered documents live among the static assets under this folder, one per page and language. */
export const PRERENDERED_DIR = '/_pages';

/**
 * Where the asset layer serves a page's prerendered document: `/_pages/fr/` is `_pages/fr/index.html`,
 * `/_pages/fr/products` is `_pages/fr/products.html`.
 */
export function prerenderedDocumentPath(path: string, language: Language): string {
  return `${PRERENDERED_DIR}/${language}${path}`;
}

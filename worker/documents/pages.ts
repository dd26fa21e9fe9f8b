import { PRODUCTS, getProduct } from '../../core/catalogue';
import { HERO } from '../../core/content';
import type { Language } from '../../core/language';
import type { StockLevels } from '../../core/stock';
import { PAGES, type PagePath, isPagePath, pageNameOf } from '../../core/pages';
import { metaTextsOf } from '../../i18n/areas';
import { organization, productList } from './structured-data';

/** What the worker adds to a page of core/pages.ts: what search engines and link previews see. */
export interface DocumentExtras {
  /** schema.org JSON-LD for the page, given the site's origin (absolute URLs) and the stock levels. */
  structuredData?: (origin: string, levels: StockLevels) => object;
  /** Its structured data says whether products can be bought: the document is kept per stock state. */
  showsStock?: boolean;
  /**
   * The image that is the page's largest paint on a phone: the document asks for it at once, rather
   * than after the app's JavaScript has rendered the <img>.
   */
  leadImage?: string;
}

export type PageMeta = (typeof PAGES)[PagePath] & DocumentExtras;

const EXTRAS: Partial<Record<PagePath, DocumentExtras>> = {
  '/': { structuredData: organization, leadImage: getProduct(HERO.frontProduct).image.src },
  // The first card of the grid in its default order.
  '/products': { structuredData: productList, showsStock: true, leadImage: PRODUCTS[0].image.src },
};

/** A document path's page, with the worker's extras; undefined for a path that is no page. */
export function pageAt(path: string): PageMeta | undefined {
  return isPagePath(path) ? { ...PAGES[path], ...EXTRAS[path] } : undefined;
}

/** A page's <title> and description in a language: the dictionaries' texts, which the app uses too. */
export function pageTexts(path: string, language: Language): { title: string; description: string } {
  return metaTextsOf(language)[pageNameOf(path)];
}

import { getProduct, products } from '../../core/catalogue';
import { cataloguePage } from '../../core/catalogue-query';
import { catalogueQueryString, parseCatalogueSearch } from '../../core/catalogue-search';
import { homeFacts } from '../../core/catalogue';
import type { Language } from '../../core/language';
import type { StockLevels } from '../../core/stock';
import { PAGES, PRODUCT_PAGE, type PagePath, isPagePath, pageNameOf } from '../../core/pages';
import { type CatalogueEntry, type LinkPreview, entryAtPath, entryTextKeys, linkPreviewOf } from '../../core/product-pages';
import { type ReviewPage, type ReviewSort, type ShopRatings, parseReviewSearch, ratingOf, reviewQueryString } from '../../core/reviews';
import { shownReviewSearch } from '../../core/review-pages';
import { metaTextsOf } from '../../i18n/areas';
import { catalogueWords } from '../lib/names';
import { catalogueEntryPage, organization, productList } from './structured-data';

/** What the worker adds to a page of core/pages.ts: what search engines and link previews see. */
export interface DocumentExtras {
  /**
   * schema.org JSON-LD for the page, given the site's origin (absolute URLs), the stock levels, the document's
   * language and, on a product's page, the page of its published reviews the document shows.
   */
  structuredData?: (origin: string, levels: StockLevels, language: Language, reviews: ReviewPage | null) => object;
  /** Its structured data says whether products can be bought: the document is kept per stock state. */
  showsStock?: boolean;
  /**
   * The image that is the page's largest paint on a phone: the document asks for it at once, rather
   * than after the app's JavaScript has rendered the <img>.
   */
  leadImage?: string;
  /** Its link previews' image (og:image); the shop's own when absent. */
  previewImage?: LinkPreview;
}

/** The published reviews' ratings (core/reviews.ts): /products' order by rating reads them. */
type Ratings = Pick<ShopRatings, 'products'>;

export type PageMeta = { name: string; prerendered: boolean; indexed: boolean } & DocumentExtras;

/**
 * The query string a page is rendered with, as the page itself reads it: /products' filter, order and page
 * (`?category=protein&page=2`), a product page's review list (`?reviews=2&sort=lowest`, from the product's count
 * of published reviews in `ratings`), a page past the last being the last; nothing for any other page, which
 * renders the same whatever its address carries.
 */
export function pageQuery(path: string, params: URLSearchParams, ratings: Pick<ShopRatings, 'products'>): string {
  if (path === '/products') return catalogueQueryString(productsPageOf(params, ratings).search);
  const productId = reviewedProductAt(path);
  return productId ? reviewQueryString(reviewSearchOf(productId, params, ratings)) : '';
}

/** The product whose reviews the page at `path` lists: a product's own page (a package's has none). */
export function reviewedProductAt(path: string): string | undefined {
  const entry = entryAtPath(path);
  return entry?.kind === 'product' ? entry.product.id : undefined;
}

/** A product page's review list for an address's query string, in one spelling (a page past the last is the last). */
export function reviewSearchOf(
  productId: string,
  params: URLSearchParams,
  ratings: Pick<ShopRatings, 'products'>,
): { sort: ReviewSort; page: number } {
  return shownReviewSearch(parseReviewSearch(Object.fromEntries(params)), ratingOf(ratings, productId).count);
}

/** /products' page for an address's query string: the page shown, and its search in one spelling (a page past the last is the last). */
export function productsPageOf(params: URLSearchParams, ratings: Ratings) {
  const asked = parseCatalogueSearch(Object.fromEntries(params));
  const shown = cataloguePage(products(), asked, ratings);
  return { shown, search: { ...asked, page: shown.page === 1 ? undefined : shown.page } };
}

/** Read per request: the lead images are the published version's. */
function extrasOf(path: PagePath, params: URLSearchParams, ratings: Ratings): DocumentExtras | undefined {
  switch (path) {
    case '/':
      return { structuredData: organization, leadImage: getProduct(homeFacts().hero.frontProduct)?.image.src };
    case '/products': {
      const { shown } = productsPageOf(params, ratings);
      const list = (origin: string, levels: StockLevels, language: Language) => productList(origin, levels, language, shown);
      // The first card of the page's grid.
      return { structuredData: list, showsStock: true, leadImage: shown.items[0]?.image.src };
    }
    default:
      return undefined;
  }
}

function entryPage(entry: CatalogueEntry): PageMeta {
  return {
    ...PRODUCT_PAGE,
    structuredData: (origin, levels, language, reviews) => catalogueEntryPage(entry, origin, levels, language, reviews),
    showsStock: true,
    leadImage: entry.kind === 'product' ? entry.product.image.src : undefined,
    previewImage: linkPreviewOf(entry),
  };
}

/**
 * A document path's page, with the worker's extras for the query string it was asked with; undefined for a
 * path that is no page (an unknown product's included).
 */
export function pageAt(path: string, params: URLSearchParams, ratings: Ratings): PageMeta | undefined {
  if (isPagePath(path)) return { ...PAGES[path], ...extrasOf(path, params, ratings) };
  const entry = entryAtPath(path);
  return entry && entryPage(entry);
}

/** A page's <title> and description in a language: the dictionaries' texts, which the app uses too. */
export function pageTexts(path: string, language: Language): { title: string; description: string } {
  const texts = metaTextsOf(language)[pageNameOf(path)];
  const entry = entryAtPath(path);
  if (!entry) return texts;
  // meta.product's {{name}} and {{description}}: the entry's own texts.
  const keys = entryTextKeys(entry);
  const name = catalogueWords(language, keys.name);
  const description = catalogueWords(language, keys.description);
  const fill = (text: string) => text.replace('{{name}}', name).replace('{{description}}', description);
  return { title: fill(texts.title), description: fill(texts.description) };
}

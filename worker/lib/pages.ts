import { PRODUCTS, getProduct } from '../../core/catalogue';
import { HERO } from '../../core/content';
import { organization, productList } from './structured-data';

/** Document paths the storefront renders, with what search engines and link previews see. */
export interface PageMeta {
  title: string;
  description: string;
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
   * The build renders the page's English markup into its document (scripts/prerender.ts): it paints
   * before the app's JavaScript arrives, and search engines read it without running any.
   */
  prerendered?: boolean;
}

const SITE = 'VitaGlow';
const TAGLINE = 'Premium vitamins, gummies, protein and more, made in the USA with natural ingredients.';

export const PAGES: Readonly<Record<string, PageMeta>> = {
  '/': {
    prerendered: true,
    title: `${SITE} | Premium Health Supplements Made in USA`,
    description: TAGLINE,
    structuredData: organization,
    inSitemap: true,
    leadImage: getProduct(HERO.frontProduct).image.src,
  },
  '/products': {
    prerendered: true,
    title: `All Products | ${SITE}`,
    description: 'Shop every VitaGlow supplement: multivitamins, protein gummies, whey protein, pre-workout, creatine, collagen, BCAA, magnesium and more.',
    structuredData: productList,
    inSitemap: true,
    // The first card of the grid in its default order.
    leadImage: PRODUCTS[0].image.src,
  },
  '/payment-success': { title: `Your Order | ${SITE}`, description: TAGLINE },
  '/payment-cancelled': { title: `Payment Cancelled | ${SITE}`, description: TAGLINE },
  '/privacy': {
    prerendered: true,
    title: `Privacy Policy | ${SITE}`,
    description: 'How VitaGlow collects, uses and protects your personal data.',
    inSitemap: true,
  },
  '/terms': {
    title: `Terms of Service | ${SITE}`,
    description: 'The terms that apply when you shop at VitaGlow.',
    inSitemap: true,
    prerendered: true,
  },
  '/cookies': {
    prerendered: true,
    title: `Cookie Policy | ${SITE}`,
    description: 'Which cookies and browser storage VitaGlow uses, and why.',
    inSitemap: true,
  },
  '/account': { title: `My Account | ${SITE}`, description: TAGLINE },
  '/auth/verify': { title: `Verify your e-mail | ${SITE}`, description: TAGLINE },
  '/auth/reset': { title: `Reset your password | ${SITE}`, description: TAGLINE },
};

export const NOT_FOUND_PAGE: PageMeta = { title: `Page not found | ${SITE}`, description: TAGLINE };

/** Prerendered documents live among the static assets under this folder, one per page. */
export const PRERENDERED_DIR = '/_pages';

/**
 * Where the asset layer serves a page's prerendered document: `/_pages/` is `_pages/index.html`,
 * `/_pages/products` is `_pages/products.html`.
 */
export function prerenderedDocumentPath(path: string): string {
  return `${PRERENDERED_DIR}${path}`;
}

/** `/products/` and `/products` are the same page. */
export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

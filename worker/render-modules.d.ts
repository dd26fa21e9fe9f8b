/*
 * What the build makes for the worker to bundle (scripts/build-app.ts), named by wrangler.toml's [alias]
 * (and vitest.config.ts's, for the worker tests): declared here so that the worker type-checks before any build.
 */

/** The app built for workerd from web/render.tsx. */
declare module 'vitaglow-render' {
  import type { ReactElement } from 'react';

  /** The id of the script element holding a rendered page's texts, which the app reads. */
  export const PAGE_TEXTS_ID: string;

  export interface RenderOptions {
    /** Puts the app inside what the caller provides (a context of its own). */
    wrap?: (app: ReactElement) => ReactElement;
    query?: string;
    /** The shop's ratings and a product page's review list (core/review-pages.ts). */
    reviews?: import('../core/review-pages').PageReviews;
  }

  /** Where the bundle's catalogue functions read the catalogue version to render (core/catalogue-scope.ts). */
  export function provideCatalogue(current: () => import('../core/shop-catalogue').ShopCatalogue): void;

  /** A page's markup in a language (core/language.ts), and the texts the browser needs to adopt it. */
  export function renderPage(path: string, language: string, options?: RenderOptions): Promise<{ markup: string; texts: object }>;

  /** The texts a page the app draws itself starts with in a language; null when it loads its whole dictionary. */
  export function appDrawnPageTexts(path: string, language: string): Promise<object | null>;
}

/** The modulepreload files of each rendered route (core/pages.ts `routeOf`): the chunks its page needs beyond the entry. */
declare module 'vitaglow-page-preloads' {
  const preloads: Record<string, string[]>;
  export default preloads;
}

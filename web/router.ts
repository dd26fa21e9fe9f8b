import { type RouterHistory, createRouter } from '@tanstack/react-router';
import type { Language } from '../core/language';
import { localisedPath, splitLanguagePath } from '../core/pages';
import { routeTree } from './routeTree.gen';

/**
 * The storefront's router: the browser's (browser history) and the worker's render (a memory history
 * on one path) are made alike, so that the prerendered markup is what the browser's first render produces.
 * Its routes know no language: the address's prefix (core/pages.ts, `/fr/products`) is taken off as a
 * location comes in and put back on every address the router makes, so every in-app link stays inside the
 * page's language. Another language is another document (web/i18n/language.ts).
 */
export function createAppRouter(language: Language, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    scrollRestoration: !history,
    rewrite: {
      input: ({ url }) => {
        const { path, prefixed } = splitLanguagePath(url.pathname);
        if (!prefixed) return undefined;
        url.pathname = path;
        return url;
      },
      output: ({ url }) => {
        url.pathname = localisedPath(url.pathname, language);
        return url;
      },
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

import type { Plugin } from 'vite';

/**
 * The routes of the pages the worker never renders (core/pages.ts: not prerendered): the account, the e-mailed
 * link pages, the payment pages, the review form. The browser loads each page's component as a chunk of its own
 * (TanStack Router's code splitting, `?tsr-split=component`); the worker's renderer (web/render.tsx) would bundle
 * them for nothing, so there it takes an inert module instead. test/unit/browser-only-routes.test.ts holds this
 * list to core/pages.ts.
 */
export const BROWSER_ONLY_ROUTE =
  /\/web\/routes\/(?:account|payment-success|payment-cancelled|unsubscribe|review|auth\/[a-z-]+|newsletter\/confirm)\.tsx\?tsr-split=component$/;

const INERT_ID = '\0vitaglow-browser-only-route';

export function browserOnlyRoutes(): Plugin {
  return {
    name: 'vitaglow-browser-only-routes',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    async resolveId(source, importer, options) {
      if (!source.includes('tsr-split=component')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && BROWSER_ONLY_ROUTE.test(resolved.id) ? INERT_ID : null;
    },
    load(id) {
      if (id !== INERT_ID) return null;
      return `export function component() { throw new Error('This page is rendered only in the browser (scripts/browser-only-routes.ts)'); }`;
    },
  };
}

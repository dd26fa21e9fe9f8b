import { describe, expect, it } from 'vitest';
import { PAGES, PAGE_PATHS } from '../../core/pages';
import { BROWSER_ONLY_ROUTE } from '../../scripts/browser-only-routes';

/** A page's route module as the browser build splits its component out (TanStack Router's code splitting). */
const splitComponentOf = (file: string) => `/repo/web/routes/${file}.tsx?tsr-split=component`;

describe("the routes the worker's renderer leaves out", () => {
  it('are exactly the pages it never renders (not prerendered)', () => {
    for (const path of PAGE_PATHS) {
      const file = path === '/' ? 'index' : path.slice(1);
      expect(BROWSER_ONLY_ROUTE.test(splitComponentOf(file)), path).toBe(!PAGES[path].prerendered);
    }
  });

  it('never the product pages, and never a route module itself or another split part', () => {
    expect(BROWSER_ONLY_ROUTE.test(splitComponentOf('products_.$slug'))).toBe(false);
    expect(BROWSER_ONLY_ROUTE.test('/repo/web/routes/account.tsx')).toBe(false);
    expect(BROWSER_ONLY_ROUTE.test('/repo/web/routes/account.tsx?tsr-split=errorComponent')).toBe(false);
  });
});

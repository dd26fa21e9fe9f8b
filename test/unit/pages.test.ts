import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES, PAGE_PATHS, drawnInBrowser, pageNameOf } from '../../core/pages';
import { catalogueEntries, productPagePaths, entryAtPath } from '../../core/product-pages';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';

const ROUTES = join(import.meta.dirname, '..', '..', 'web', 'routes');

/** The paths the storefront's file routes answer (TanStack Router's conventions: index, nested folders; __root is the layout). */
function routePaths(dir = ROUTES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return routePaths(join(dir, entry.name));
    if (!/\.tsx$/.test(entry.name) || entry.name.startsWith('__')) return [];
    const path = `/${relative(ROUTES, join(dir, entry.name)).replace(/\.tsx$/, '')}`;
    return [path === '/index' ? '/' : path.replace(/\/index$/, '')];
  });
}

/** One route, taking the slug, serves every product and package page (core/product-pages.ts); `_` keeps it out of /products' layout. */
const PRODUCT_ROUTE = '/products_.$slug';

describe('the one list of pages (core/pages.ts)', () => {
  it('names exactly the routes the storefront has: a new route without its page, or a page without its route, fails here', () => {
    expect(routePaths().sort()).toEqual([...PAGE_PATHS, PRODUCT_ROUTE].sort());
  });

  it.each([
    ['en', en],
    ['fr', fr],
    ['ar', ar],
  ] as const)('every page has its title and description in %s', (_language, dictionary) => {
    for (const path of PAGE_PATHS) {
      const meta = dictionary.meta[PAGES[path].name];
      expect(meta.title, path).toMatch(/VitaGlow/);
      expect(meta.description.length, path).toBeGreaterThan(20);
    }
  });

  it('prerenders only pages it indexes (a prerendered page is one crawlers read)', () => {
    for (const path of PAGE_PATHS) if (PAGES[path].prerendered) expect(PAGES[path].indexed, path).toBe(true);
  });
});

describe('pages drawn in the browser inside the layout the worker renders', () => {
  it('are the pages not prerendered, and never a product page or an unknown address', () => {
    for (const path of PAGE_PATHS) expect(drawnInBrowser(path), path).toBe(!PAGES[path].prerendered);
    expect(drawnInBrowser('/account')).toBe(true);
    expect(drawnInBrowser('/products/omega-3-plus')).toBe(false);
    expect(drawnInBrowser('/nope')).toBe(false);
  });
});

describe('product and package pages (core/product-pages.ts)', () => {
  it('has one page per product and per package deal, at stable lowercase slugs that are never translated', () => {
    expect(productPagePaths()).toEqual([
      '/products/multivitamin',
      '/products/protein-gummies-mixed-berry',
      '/products/protein-gummies-mango',
      '/products/protein-gummies-cherry',
      '/products/whey-vanilla',
      '/products/whey-chocolate',
      '/products/whey-strawberry',
      '/products/whey-banana',
      '/products/pre-workout',
      '/products/creatine-gummies',
      '/products/collagen-gummies',
      '/products/bcaa-gummies',
      '/products/magnesium-gummies',
      '/products/beauty-complex',
      '/products/omega-3-plus',
      '/products/starter-package',
      '/products/essentials-package',
      '/products/complete-package',
      '/products/friends-package',
    ]);
    for (const { slug } of catalogueEntries()) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('knows only the catalogue’s slugs: anything else under /products/ is the not-found page', () => {
    expect(pageNameOf('/products/multivitamin/')).toBe('product');
    expect(entryAtPath('/products/starter-package')?.kind).toBe('deal');
    for (const path of ['/products/nope', '/products/Multivitamin', '/products/starter', '/products/multivitamin/x']) {
      expect(pageNameOf(path), path).toBe('notFound');
    }
  });
});

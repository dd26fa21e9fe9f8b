import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES, PAGE_PATHS } from '../../core/pages';
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

describe('the one list of pages (core/pages.ts)', () => {
  it('names exactly the routes the storefront has: a new route without its page, or a page without its route, fails here', () => {
    expect(routePaths().sort()).toEqual([...PAGE_PATHS].sort());
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

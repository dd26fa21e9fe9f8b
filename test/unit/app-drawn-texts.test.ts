import { describe, expect, it } from 'vitest';
import { PAGES, PAGE_PATHS } from '../../core/pages';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { APP_DRAWN_PAGE_AREAS } from '../../web/i18n/app-drawn-texts';

const area = (dictionary: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);

describe('the texts a page the app draws starts with (web/i18n/app-drawn-texts.ts)', () => {
  it('lists every such page, and only those', () => {
    const drawn = PAGE_PATHS.filter((path) => !PAGES[path].prerendered);
    expect(Object.keys(APP_DRAWN_PAGE_AREAS).sort()).toEqual([...drawn].sort());
  });

  it.each(Object.entries(APP_DRAWN_PAGE_AREAS))('%s: each area it lists is a part of every dictionary', (_path, areas) => {
    for (const name of areas!) {
      for (const dictionary of [en, fr, ar]) expect(typeof area(dictionary, name), name).toBe('object');
    }
  });
});

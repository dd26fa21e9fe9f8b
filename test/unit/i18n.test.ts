import { describe, expect, it } from 'vitest';
import { ar } from '../../web/i18n/ar';
import { en } from '../../web/i18n/en';
import { fr } from '../../web/i18n/fr';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
}

const english = keysOf(en).sort();

describe.each([
  ['fr', fr],
  ['ar', ar],
])('the %s dictionary', (_name, dictionary) => {
  it('has exactly the English keys', () => {
    expect(keysOf(dictionary).sort()).toEqual(english);
  });

  it('has no empty text and keeps every placeholder', () => {
    const get = (obj: unknown, key: string) =>
      key.split('.').reduce((o, k) => (o as Record<string, unknown>)[k], obj) as string;
    for (const key of english) {
      expect(get(dictionary, key).trim(), key).not.toBe('');
      expect(placeholders(get(dictionary, key)), key).toEqual(placeholders(get(en, key)));
    }
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Icon.tsx names its icons in a type and draws them from <symbol>s in icons.svg: the two lists must agree,
// or an icon silently draws nothing.
const ui = join(import.meta.dirname, '..', '..', 'web', 'components', 'ui');
const typed = [...readFileSync(join(ui, 'Icon.tsx'), 'utf8').matchAll(/^\s*\| '([a-z-]+)'/gm)].map((m) => m[1]);
const symbols = [...readFileSync(join(ui, 'icons.svg'), 'utf8').matchAll(/<symbol id="([a-z-]+)"/g)].map((m) => m[1]);

describe('icon sprite', () => {
  it('has one symbol for every icon name, and no other', () => {
    expect(typed.length).toBeGreaterThan(30);
    expect([...symbols].sort()).toEqual([...new Set(typed)].sort());
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it('leaves colours to the icon that shows a symbol', () => {
    const sprite = readFileSync(join(ui, 'icons.svg'), 'utf8');
    expect(sprite).not.toMatch(/\s(fill|stroke)="(?!none")/);
  });
});

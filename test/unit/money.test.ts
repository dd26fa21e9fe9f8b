import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language';
import { divideRounded, formatPrice, percentOff } from '../../core/money';
import { numberFormat } from '../../core/number-format';

// Expected strings are Node 22's ICU output: French uses a no-break space (U+00A0) before `$US` and a
// narrow no-break space (U+202F) between thousands; Arabic starts with a right-to-left mark (U+200F).
describe('formatPrice', () => {
  it.each<[number, Language, string]>([
    [2999, 'en', '$29.99'],
    [0, 'en', '$0.00'],
    [123456, 'en', '$1,234.56'],
    [2999, 'fr', '29,99\u00a0$US'],
    [123456, 'fr', '1\u202f234,56\u00a0$US'],
    [2999, 'ar', '\u200f29.99\u00a0US$'],
    [123456, 'ar', '\u200f1,234.56\u00a0US$'],
  ])('%i cents in %s is %j', (cents, language, expected) => {
    expect(formatPrice(cents, language)).toBe(expected);
  });

  it('always shows US dollars, never euros', () => {
    expect(formatPrice(2999, 'fr')).toContain('29,99');
    expect(formatPrice(2999, 'fr')).toContain('$US');
    expect(formatPrice(2999, 'fr')).not.toContain('€');
  });

  it.each<[number, Language, string]>([
    [14900, 'en', '$149'],
    [14900, 'fr', '149\u00a0$US'],
    [1658, 'en', '$16.58'],
    [1900, 'ar', '\u200f19\u00a0US$'],
  ])('can drop zero cents: %i in %s is %j', (cents, language, expected) => {
    expect(formatPrice(cents, language, { hideZeroCents: true })).toBe(expected);
  });
});

describe('percentOff', () => {
  it.each([
    [9497, 5999, 37],
    [13996, 8999, 36],
    [18996, 11999, 37],
    [17994, 9999, 44],
    [34800, 19900, 43],
    [3999, 2999, 25],
    [200, 199, 1], // 0.5% rounds up
    [201, 200, 0], // 0.4975% rounds down
    [1000, 1000, 0],
    [1000, 0, 100],
    [0, 0, 0],
  ])('from %i to %i is %i%%', (original, discounted, expected) => {
    expect(percentOff(original, discounted)).toBe(expected);
  });
});

describe('divideRounded', () => {
  it.each([
    [2999, 4, 750],
    [3798, 4, 950],
    [8997, 4, 2249],
    [5, 2, 3],
    [1, 3, 0],
    [2, 3, 1],
    [19900, 12, 1658],
    [0, 7, 0],
  ])('%i / %i rounds half up to %i', (numerator, denominator, expected) => {
    expect(divideRounded(numerator, denominator)).toBe(expected);
  });
});

describe('numberFormat', () => {
  it('makes one formatter per language and options, and formats in that language', () => {
    expect(numberFormat('en', { style: 'percent' })).toBe(numberFormat('en', { style: 'percent' }));
    expect(numberFormat('fr', { style: 'percent' })).not.toBe(numberFormat('en', { style: 'percent' }));
    expect(numberFormat('en', { maximumFractionDigits: 1 }).format(4.85)).toBe('4.9');
    expect(numberFormat('fr').format(2847)).toBe('2\u202f847');
  });
});

describe('Arabic numbers', () => {
  it('ask for Western digits explicitly, so no browser whose Arabic default is Eastern Arabic digits shows ٢٩٫٩٩', () => {
    for (const options of [{}, { style: 'percent' }, { style: 'currency', currency: 'USD' }] as const) {
      const resolved = numberFormat('ar', options).resolvedOptions();
      expect(resolved.numberingSystem).toBe('latn');
      expect(resolved.locale).toBe('ar-u-nu-latn');
    }
    expect(formatPrice(123456, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });
});

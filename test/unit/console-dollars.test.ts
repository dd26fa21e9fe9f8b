import { describe, expect, it } from 'vitest';
import { formatDollars, parseDollars } from '../../web/admin/catalogue/dollars';

describe('prices typed in the console’s catalogue editor', () => {
  it('reads dollars and cents digit by digit, never through a float', () => {
    expect(parseDollars('19.99')).toBe(1999);
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars('1.15')).toBe(115);
    expect(parseDollars('4.35')).toBe(435);
    expect(parseDollars('29.9')).toBe(2990);
    expect(parseDollars('29')).toBe(2900);
    expect(parseDollars(' $24.99 ')).toBe(2499);
    expect(parseDollars('1,299.00')).toBe(129900);
    expect(parseDollars('0.07')).toBe(7);
  });

  it('refuses what is not an amount of dollars and cents', () => {
    for (const text of ['', ' ', '29.999', '-5', '5.', '.5', 'abc', '1e3', '12,5', '1,29.00', '29.9.9', '0x10', '1234567890']) {
      expect(parseDollars(text), text).toBeNull();
    }
  });

  it('shows cents as dollars with two decimals, and reads them back unchanged', () => {
    expect(formatDollars(2999)).toBe('29.99');
    expect(formatDollars(500)).toBe('5.00');
    expect(formatDollars(7)).toBe('0.07');
    for (const cents of [1, 10, 99, 100, 1999, 123456]) expect(parseDollars(formatDollars(cents))).toBe(cents);
  });
});

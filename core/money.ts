import type { Language } from './language';
import { numberFormat } from './number-format.ts';

/** Every amount in core/ is an integer number of US cents; this module is where cents become text. */

export interface PriceFormatOptions {
  /** Show `$149` instead of `$149.00` when the amount is a whole number of dollars. */
  readonly hideZeroCents?: boolean;
}

function currencyFormatter(language: Language, hideZeroCents: boolean): Intl.NumberFormat {
  // Shoppers always pay in US dollars whatever the language; only the notation is localized.
  return numberFormat(language, { style: 'currency', currency: 'USD', trailingZeroDisplay: hideZeroCents ? 'stripIfInteger' : 'auto' });
}

/** `formatPrice(2999, 'en')` → `$29.99`; French gives `29,99 $US`. */
export function formatPrice(cents: number, language: Language, options: PriceFormatOptions = {}): string {
  return currencyFormatter(language, options.hideZeroCents ?? false).format(cents / 100);
}

/**
 * numerator / denominator rounded to the nearest integer, halves upwards, in exact integer arithmetic
 * (floating-point `x * 0.25` can land just below a half and round the wrong way).
 * Both arguments must be non-negative integers, the denominator positive.
 */
export function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The discount as a whole percent, e.g. `percentOff(9497, 5999)` → 37. */
export function percentOff(originalCents: number, discountedCents: number): number {
  if (originalCents <= 0 || discountedCents >= originalCents) return 0;
  return divideRounded((originalCents - discountedCents) * 100, originalCents);
}

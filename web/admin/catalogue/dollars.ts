/**
 * Prices are typed in dollars and cents and stored as integer cents. The text is read digit by digit, never
 * through a float: "19.99" is 1999, where 19.99 * 100 is 1998.9999999999998.
 */

const DOLLARS = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** "29.99", "$29.99", "29.9", "29", "1,299.00" → cents; null for anything else (blank, negative, a third decimal). */
export function parseDollars(text: string): number | null {
  const match = DOLLARS.exec(text.trim());
  if (!match) return null;
  const whole = match[1]!.replace(/,/g, '');
  if (whole.length > 9) return null;
  return Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the form shows them: 2999 → "29.99", 500 → "5.00". */
export function formatDollars(cents: number): string {
  const whole = Math.trunc(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

import { describe, expect, it } from 'vitest';
import { COUPON_ALPHABET, COUPON_CODE_PATTERN, generateCouponCode } from '../../worker/newsletter/coupon-code';

/** A random source that hands out the given byte arrays, one per request, each repeated to fill the buffer. */
function bytesSource(...draws: number[][]) {
  let call = 0;
  return (buffer: Uint8Array) => {
    const draw = draws[Math.min(call++, draws.length - 1)];
    buffer.forEach((_, i) => (buffer[i] = draw[i % draw.length]));
    return buffer;
  };
}

describe('generateCouponCode', () => {
  it('maps bytes onto A–Z then 0–9', () => {
    expect(generateCouponCode(bytesSource([0, 25, 26, 35, 36, 251]))).toBe('VITAGLOWAZ09A9');
  });

  it('throws away bytes 252–255 instead of folding them onto A–D (no modulo bias)', () => {
    expect(generateCouponCode(bytesSource([252, 253, 254, 255, 10, 11, 12, 13, 14, 15]))).toBe('VITAGLOWKLMNOP');
  });

  it('draws again when a whole buffer is rejected', () => {
    expect(generateCouponCode(bytesSource([255], [35]))).toBe('VITAGLOW999999');
  });

  it('gives every character exactly the same share of the accepted byte values', () => {
    const shares = new Map<string, number>();
    for (let byte = 0; byte < 252; byte++) {
      const character = generateCouponCode(bytesSource([byte])).at(-1)!;
      shares.set(character, (shares.get(character) ?? 0) + 1);
    }
    expect([...shares.keys()].sort().join('')).toBe([...COUPON_ALPHABET].sort().join(''));
    expect(new Set(shares.values())).toEqual(new Set([7]));
  });

  it('uses the platform CSPRNG by default', () => {
    const codes = Array.from({ length: 200 }, () => generateCouponCode());
    for (const code of codes) expect(code).toMatch(COUPON_CODE_PATTERN);
    expect(new Set(codes).size).toBe(200);
  });
});

/** Newsletter coupons: `VITAGLOW` + 6 characters of A–Z0–9. */
export const COUPON_PREFIX = 'VITAGLOW';
export const COUPON_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const COUPON_RANDOM_LENGTH = 6;
export const COUPON_CODE_PATTERN = /^VITAGLOW[A-Z0-9]{6}$/;

/**
 * 252 is the largest multiple of 36 that fits in a byte. Bytes from 252 up are thrown away, so every
 * kept byte maps onto the alphabet with `% 36` exactly 7 times: no character is more likely than another.
 */
const UNBIASED_LIMIT = 256 - (256 % COUPON_ALPHABET.length);

/** Fills a byte array with random values; the default is the platform CSPRNG. */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const cryptoRandomBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

export function generateCouponCode(randomBytes: RandomBytes = cryptoRandomBytes): string {
  let code = COUPON_PREFIX;
  // A few spare bytes per draw, since about 1.6% of them are rejected.
  const buffer = new Uint8Array(COUPON_RANDOM_LENGTH * 2);
  while (code.length < COUPON_PREFIX.length + COUPON_RANDOM_LENGTH) {
    for (const byte of randomBytes(buffer)) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += COUPON_ALPHABET[byte % COUPON_ALPHABET.length];
      if (code.length === COUPON_PREFIX.length + COUPON_RANDOM_LENGTH) break;
    }
  }
  return code;
}

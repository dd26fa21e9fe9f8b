/**
 * Unguessable identifiers from the platform CSPRNG. Bytes that would favour some characters are
 * dropped (rejection sampling), so every character of the alphabet is equally likely.
 */
export function randomCode(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  const buffer = new Uint8Array(length * 2);
  while (code.length < length) {
    for (const byte of crypto.getRandomValues(buffer)) {
      if (byte >= limit) continue;
      code += alphabet[byte % alphabet.length];
      if (code.length === length) break;
    }
  }
  return code;
}

/** Crockford's base32: no I, L, O or U, so a reference read aloud or copied by hand stays unambiguous. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `VG-7K2Q-M9XD-4TPA-R0HC`: 80 random bits, safe to use as the only key to an order's summary. */
export function newOrderReference(): string {
  const groups = randomCode(REFERENCE_ALPHABET, 16).match(/.{4}/g)!;
  return `VG-${groups.join('-')}`;
}

const DEAL_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `DEAL-` + 8 characters of A–Z0–9. */
export function newDealCode(): string {
  return `DEAL-${randomCode(DEAL_CODE_ALPHABET, 8)}`;
}

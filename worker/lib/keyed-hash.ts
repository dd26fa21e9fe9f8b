import { toHex } from '../auth/encoding';

/**
 * A value that stands for a personal one (a client's network address) wherever the shop only needs to
 * tell two of them apart: the same input gives the same value, but without ANALYTICS_HASH_KEY nobody can
 * test guesses against it (a plain hash of an IPv4 address falls to a 2^32 search). Locally, without the
 * key, a fixed development key is used.
 */
const DEVELOPMENT_KEY = 'vitaglow-development-hash-key';
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

/** `purpose` keeps the values of one use from matching those of another. */
export async function keyedHash(env: Pick<Env, 'ANALYTICS_HASH_KEY'>, purpose: string, value: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(env.ANALYTICS_HASH_KEY || DEVELOPMENT_KEY), new TextEncoder().encode(`${purpose}\n${value}`));
  return toHex(new Uint8Array(mac)).slice(0, 32);
}

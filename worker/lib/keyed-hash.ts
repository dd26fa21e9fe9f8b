import { toHex } from './encoding';
import { isDevelopment } from './env';
import { ApiError } from './errors';

/**
 * Values that stand for personal ones (a client's network address, an e-mail address in analytics or in a
 * counter's name) and the newsletter's unsubscribe signatures: the same input gives the same value, but
 * without ANALYTICS_HASH_KEY nobody can test guesses against it (a plain hash of an IPv4 address falls to a
 * 2^32 search) or sign a link.
 *
 * ANALYTICS_HASH_KEY is the one secret behind them all, and each purpose gets a key of its own, derived
 * with HKDF-SHA256 (RFC 5869) with the purpose as `info`. An HMAC under one key is never valid under
 * another, so a value anyone can have the shop compute for one purpose (the analytics subject of whatever
 * a sign-in form was sent) is worth nothing for another (an unsubscribe signature).
 */
export type KeyPurpose =
  | 'analytics-subject'
  | 'client'
  | 'checkout'
  | 'newsletter-unsubscribe'
  | 'newsletter-confirm'
  | 'newsletter-resubscribe'
  | 'coupon-redeemed-mailbox'
  | 'attempt-counter'
  | 'signin-link'
  | 'early-access-unsubscribe';

/** Locally and in tests only: production refuses to use it (`hashSecret`), since anyone can read it here. */
const DEVELOPMENT_KEY = 'vitaglow-development-hash-key';
/** HKDF's salt: fixed and public, it keeps these keys apart from any other use of the same secret. */
const SALT = new TextEncoder().encode('vitaglow keyed-hash v1');

/** Derived keys, kept as values: a promise shared between requests would resume its waiters in the request that settled it (see worker/orders/stock-levels.ts). */
const keys = new Map<string, CryptoKey>();

async function derive(secret: string, purpose: KeyPurpose): Promise<CryptoKey> {
  const master = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: SALT, info: new TextEncoder().encode(purpose) },
    master,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign'],
  );
}

async function purposeKey(secret: string, purpose: KeyPurpose): Promise<CryptoKey> {
  const id = `${purpose}\n${secret}`;
  const known = keys.get(id);
  if (known) return known;
  const key = await derive(secret, purpose);
  keys.set(id, key);
  return key;
}

/** The full HMAC-SHA256 of `value` under `purpose`'s key derived from `secret`, in hex. */
export async function purposeMac(secret: string, purpose: KeyPurpose, value: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await purposeKey(secret, purpose), new TextEncoder().encode(value));
  return toHex(new Uint8Array(mac));
}

/**
 * The secret to derive `purpose`'s key from: ANALYTICS_HASH_KEY, or locally the development key. In
 * production without it, 503 `unavailable` (the cause names the purpose for the operator): the feature
 * refuses to run rather than key its values with a secret anyone can read.
 */
export function hashSecret(env: Pick<Env, 'ANALYTICS_HASH_KEY' | 'ENVIRONMENT'>, purpose: KeyPurpose): string {
  if (env.ANALYTICS_HASH_KEY) return env.ANALYTICS_HASH_KEY;
  if (isDevelopment(env)) return DEVELOPMENT_KEY;
  const refusal = new ApiError(503, 'unavailable', 'Service temporarily unavailable');
  refusal.cause = new Error(`ANALYTICS_HASH_KEY is not set: nothing keyed for ${purpose} is made until it is`);
  throw refusal;
}

/** 128 bits of `value`'s HMAC under `purpose`'s key: enough to tell values apart, short enough to store. */
export async function keyedHash(env: Pick<Env, 'ANALYTICS_HASH_KEY' | 'ENVIRONMENT'>, purpose: KeyPurpose, value: string): Promise<string> {
  return (await purposeMac(hashSecret(env, purpose), purpose, value)).slice(0, 32);
}

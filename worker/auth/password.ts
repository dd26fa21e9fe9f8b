import { constantTimeEqual, fromBase64Url, toBase64Url } from '../lib/encoding';

/**
 * Password hashing with PBKDF2-SHA256 from WebCrypto, the KDF workerd runs natively.
 * Cloudflare caps PBKDF2 at 100,000 iterations in production (local workerd accepts more, so a
 * higher count would pass every local test and fail once deployed): never raise this above the cap.
 * Each hash records its algorithm and parameters (`pbkdf2-sha256$iterations$salt$hash`), so the cost
 * can change later; `needsRehash` tells sign-in to upgrade an old hash.
 */
export const PBKDF2_ITERATIONS = 100_000;
const ALGORITHM = 'pbkdf2-sha256';
const SALT_BYTES = 16;
const HASH_BYTES = 32;

interface ParsedHash {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array;
}

/** NFC, so the same password typed on different systems (composed or decomposed accents) matches. */
const normalise = (password: string) => password.normalize('NFC');

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(normalise(password)), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, bytes * 8);
  return new Uint8Array(bits);
}

function format({ iterations, salt, hash }: ParsedHash): string {
  return [ALGORITHM, iterations, toBase64Url(salt), toBase64Url(hash)].join('$');
}

function parse(stored: string): ParsedHash | null {
  const [algorithm, iterationsText, saltText, hashText, ...rest] = stored.split('$');
  if (algorithm !== ALGORITHM || rest.length > 0 || !/^\d+$/.test(iterationsText ?? '')) return null;
  const iterations = Number(iterationsText);
  const salt = fromBase64Url(saltText ?? '');
  const hash = fromBase64Url(hashText ?? '');
  if (iterations < 1 || iterations > PBKDF2_ITERATIONS || !salt?.length || !hash?.length) return null;
  return { iterations, salt, hash };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS, HASH_BYTES);
  return format({ iterations: PBKDF2_ITERATIONS, salt, hash });
}

/**
 * A well-formed hash that no password matches. Checking a password against it costs exactly what a
 * real check costs, so an unknown e-mail answers in the same time as a wrong password.
 */
export const UNMATCHABLE_HASH = format({
  iterations: PBKDF2_ITERATIONS,
  salt: new Uint8Array(SALT_BYTES),
  hash: new Uint8Array(HASH_BYTES),
});

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored) ?? parse(UNMATCHABLE_HASH)!;
  const candidate = await derive(password, parsed.salt, parsed.iterations, parsed.hash.length);
  return constantTimeEqual(candidate, parsed.hash) && stored !== UNMATCHABLE_HASH;
}

/** True when a stored hash was made with other parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.iterations !== PBKDF2_ITERATIONS || parsed.hash.length !== HASH_BYTES || parsed.salt.length !== SALT_BYTES;
}

import { toHex } from '../lib/encoding';
import { keyedHash } from '../lib/keyed-hash';
import { isDevelopment } from '../lib/env';
import { ApiError } from '../lib/errors';

/**
 * The newsletter's e-mailed links (unsubscribe, confirm, subscribe again) work without signing in, so they
 * carry the subscription's id and generation with a keyed signature over both, made for one purpose: nobody
 * can make one for another address, a link for one purpose does nothing for another, and a link from
 * before a resubscription stops working.
 */
export interface SignedSubscription {
  id: number;
  generation: number;
}

/** Each purpose is its own label of lib/keyed-hash.ts's keyedHash. */
export type LinkPurpose = 'newsletter-unsubscribe' | 'newsletter-confirm' | 'newsletter-resubscribe';

/**
 * In production a link signed with the development key could be forged by anyone who reads this code:
 * without ANALYTICS_HASH_KEY, 503 (checked before a subscription is written).
 */
export function requireLinkSigning(env: Env): Env {
  if (env.ANALYTICS_HASH_KEY || isDevelopment(env)) return env;
  const refusal = new ApiError(503, 'unavailable', 'Service temporarily unavailable');
  refusal.cause = new Error('ANALYTICS_HASH_KEY is not set: newsletter e-mails cannot carry a signed link');
  throw refusal;
}

function signature(env: Env, purpose: LinkPurpose, subscription: SignedSubscription): Promise<string> {
  return keyedHash(requireLinkSigning(env), purpose, `${subscription.id}.${subscription.generation}`);
}

async function digest(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

/** What identifies the subscription in a link: `<id>.<generation>.<signature>`. */
export async function signedToken(env: Env, purpose: LinkPurpose, subscription: SignedSubscription): Promise<string> {
  return `${subscription.id}.${subscription.generation}.${await signature(env, purpose, subscription)}`;
}

/** The subscription a token names, read without checking its signature (which `verifySignedToken` does); undefined if malformed. */
export function parseSignedToken(token: string): (SignedSubscription & { signature: string }) | undefined {
  const match = /^(\d{1,12})\.(\d{1,9})\.([0-9a-f]{32})$/.exec(token);
  return match ? { id: Number(match[1]), generation: Number(match[2]), signature: match[3] } : undefined;
}

/** The subscription a token names, when its signature holds for this purpose; undefined otherwise. */
export async function verifySignedToken(env: Env, purpose: LinkPurpose, token: string): Promise<SignedSubscription | undefined> {
  const parsed = parseSignedToken(token);
  if (!parsed) return undefined;
  const subscription = { id: parsed.id, generation: parsed.generation };
  // Digests of both are compared, so the comparison's timing says nothing about the expected signature.
  const [expected, given] = await Promise.all([digest(await signature(env, purpose, subscription)), digest(parsed.signature)]);
  return expected === given ? subscription : undefined;
}

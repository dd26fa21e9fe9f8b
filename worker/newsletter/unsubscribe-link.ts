import { toHex } from '../lib/encoding';
import { hashSecret, keyedHash } from '../lib/keyed-hash';
import { isDevelopment } from '../lib/env';
import { ApiError } from '../lib/errors';
import type { Language } from '../../core/language';
import { localisedPath } from '../../core/pages';

/**
 * The newsletter's unsubscribe links (RFC 8058): they work without signing in, so they carry the
 * subscription's id and generation with a keyed signature over both. Nobody can make one for another
 * address, and a link from before a resubscription stops working.
 */
export interface SignedSubscription {
  id: number;
  generation: number;
}

const PURPOSE = 'newsletter-unsubscribe';

/**
 * In production a link signed with the development key could be forged by anyone who reads this code:
 * without ANALYTICS_HASH_KEY, 503 (checked before a subscription is written).
 */
export function requireLinkSigning(env: Env): Env {
  if (env.ANALYTICS_HASH_KEY || isDevelopment(env)) return env;
  const refusal = new ApiError(503, 'unavailable', 'Service temporarily unavailable');
  refusal.cause = new Error('ANALYTICS_HASH_KEY is not set: newsletter e-mails cannot carry a signed unsubscribe link');
  throw refusal;
}

function signature(env: Env, subscription: SignedSubscription): Promise<string> {
  return keyedHash(requireLinkSigning(env), PURPOSE, `${subscription.id}.${subscription.generation}`);
}

/**
 * Links mailed before each purpose had a key of its own were signed with ANALYTICS_HASH_KEY itself, over
 * `newsletter-unsubscribe\n<id>.<generation>`. They keep working, as an unsubscribe link must once it has
 * been mailed: nothing the shop computes any longer uses that key as it is, and the analytics subjects
 * once hashed with it were cleared (migrations/0012_rekeyed_analytics_subjects.sql).
 */
async function signatureBeforeRekeying(env: Env, subscription: SignedSubscription): Promise<string> {
  const secret = hashSecret(requireLinkSigning(env), PURPOSE);
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${PURPOSE}\n${subscription.id}.${subscription.generation}`));
  return toHex(new Uint8Array(mac)).slice(0, 32);
}

async function digest(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

/** What identifies the subscription in a link: `<id>.<generation>.<signature>`. */
export async function unsubscribeToken(env: Env, subscription: SignedSubscription): Promise<string> {
  return `${subscription.id}.${subscription.generation}.${await signature(env, subscription)}`;
}

/** The subscription a token names, when its signature holds; undefined otherwise. */
export async function verifyUnsubscribeToken(env: Env, token: string): Promise<SignedSubscription | undefined> {
  const match = /^(\d{1,12})\.(\d{1,9})\.([0-9a-f]{32})$/.exec(token);
  if (!match) return undefined;
  const subscription = { id: Number(match[1]), generation: Number(match[2]) };
  // Digests are compared, so the comparison's timing says nothing about the expected signatures.
  const [current, before, given] = await Promise.all([
    signature(env, subscription).then(digest),
    signatureBeforeRekeying(env, subscription).then(digest),
    digest(match[3]),
  ]);
  return given === current || given === before ? subscription : undefined;
}

/**
 * The page the e-mail's link opens (the confirmation, at the subscriber's language's address; the token in
 * the fragment, as the account links carry theirs) and the one-click address of the List-Unsubscribe header.
 */
export async function unsubscribeLinks(env: Env, origin: string, subscription: SignedSubscription, language: Language): Promise<{ page: string; oneClick: string }> {
  const token = encodeURIComponent(await unsubscribeToken(env, subscription));
  return { page: `${origin}${localisedPath('/unsubscribe', language)}#token=${token}`, oneClick: `${origin}/api/newsletter/unsubscribe?token=${token}` };
}

import { toHex } from '../lib/encoding';
import { hashSecret } from '../lib/keyed-hash';
import { type SignedSubscription, parseSignedToken, requireLinkSigning, signedToken, verifySignedToken } from './signed-token';
import type { Language } from '../../core/language';
import { localisedPath } from '../../core/pages';

/**
 * The newsletter's unsubscribe links (RFC 8058): signed for the subscription's id and generation
 * (./signed-token.ts), so nobody can make one for another address and a link from before a
 * resubscription stops working.
 */

const PURPOSE = 'newsletter-unsubscribe';

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

/** The subscription a token names, when its signature holds (or held before the keys were split); undefined otherwise. */
export async function verifyUnsubscribeToken(env: Env, token: string): Promise<SignedSubscription | undefined> {
  const current = await verifySignedToken(env, PURPOSE, token);
  if (current) return current;
  const parsed = parseSignedToken(token);
  if (!parsed) return undefined;
  const subscription = { id: parsed.id, generation: parsed.generation };
  // Digests are compared, so the comparison's timing says nothing about the expected signature.
  const [before, given] = await Promise.all([signatureBeforeRekeying(env, subscription).then(digest), digest(parsed.signature)]);
  return given === before ? subscription : undefined;
}

/**
 * The page the e-mail's link opens (the confirmation, at the subscriber's language's address; the token in
 * the fragment, as the account links carry theirs) and the one-click address of the List-Unsubscribe header.
 */
export async function unsubscribeLinks(
  env: Env,
  origin: string,
  subscription: SignedSubscription,
  language: Language,
): Promise<{ page: string; oneClick: string }> {
  const token = encodeURIComponent(await signedToken(env, PURPOSE, subscription));
  return {
    page: `${origin}${localisedPath('/unsubscribe', language)}#token=${token}`,
    oneClick: `${origin}/api/newsletter/unsubscribe?token=${token}`,
  };
}

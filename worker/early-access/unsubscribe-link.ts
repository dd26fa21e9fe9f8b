import type { Language } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { toHex } from '../lib/encoding';
import { keyedHash } from '../lib/keyed-hash';

/**
 * The early-access notice's unsubscribe link: `<user id>.<signature>`, keyed for this purpose alone
 * (lib/keyed-hash.ts), so nobody can make one for another member, and one signed for a newsletter link
 * does nothing here. It only turns these notices off, so it never needs to stop working.
 */
const PURPOSE = 'early-access-unsubscribe';

async function digest(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

export async function earlyAccessToken(env: Env, userId: string): Promise<string> {
  return `${userId}.${await keyedHash(env, PURPOSE, userId)}`;
}

/** The user a token names, when its signature holds; undefined otherwise (malformed, forged, altered). */
export async function verifyEarlyAccessToken(env: Env, token: string): Promise<string | undefined> {
  const match = /^([0-9a-f-]{36})\.([0-9a-f]{32})$/.exec(token);
  if (!match) return undefined;
  const [, userId, signature] = match;
  // Digests are compared, so the comparison's timing says nothing about the expected signature.
  const [expected, given] = await Promise.all([keyedHash(env, PURPOSE, userId).then(digest), digest(signature)]);
  return expected === given ? userId : undefined;
}

/**
 * The confirmation page the e-mail's link opens (the newsletter's, told which notices it is for; the token in
 * the fragment) and the one-click address of the List-Unsubscribe header.
 */
export async function earlyAccessUnsubscribeLinks(
  env: Env,
  origin: string,
  userId: string,
  language: Language,
): Promise<{ page: string; oneClick: string }> {
  const token = encodeURIComponent(await earlyAccessToken(env, userId));
  return {
    page: `${origin}${localisedPath('/unsubscribe', language)}?notices=early-access#token=${token}`,
    oneClick: `${origin}/api/early-access/unsubscribe?token=${token}`,
  };
}

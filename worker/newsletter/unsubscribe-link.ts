import { type SignedSubscription, signedToken, verifySignedToken } from './signed-token';

/**
 * The newsletter's unsubscribe links (RFC 8058): signed for the subscription's id and generation
 * (./signed-token.ts), so nobody can make one for another address and a link from before a
 * resubscription stops working.
 */

/** The subscription a token names, when its signature holds; undefined otherwise. */
export function verifyUnsubscribeToken(env: Env, token: string): Promise<SignedSubscription | undefined> {
  return verifySignedToken(env, 'newsletter-unsubscribe', token);
}

/**
 * The page the e-mail's link opens (the translated confirmation; the token in the fragment, as the
 * account links carry theirs) and the one-click address of the List-Unsubscribe header.
 */
export async function unsubscribeLinks(env: Env, origin: string, subscription: SignedSubscription): Promise<{ page: string; oneClick: string }> {
  const token = encodeURIComponent(await signedToken(env, 'newsletter-unsubscribe', subscription));
  return { page: `${origin}/unsubscribe#token=${token}`, oneClick: `${origin}/api/newsletter/unsubscribe?token=${token}` };
}

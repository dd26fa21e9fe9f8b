import type { Language } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { type SignedSubscription, signedToken } from './signed-token';

/**
 * The double opt-in link (/newsletter/confirm, web/routes/newsletter/confirm.tsx; the token in the
 * fragment, as the other e-mailed links carry theirs), at the subscriber's language's address. `newsletter-confirm` confirms a new subscription;
 * `newsletter-resubscribe` subscribes again an address that had unsubscribed. Which one a token must be
 * is decided by the subscription's state when it is followed (routes/newsletter.ts).
 */
export async function confirmLink(
  env: Env,
  origin: string,
  purpose: 'newsletter-confirm' | 'newsletter-resubscribe',
  subscription: SignedSubscription,
  language: Language,
): Promise<string> {
  return `${origin}${localisedPath('/newsletter/confirm', language)}#token=${encodeURIComponent(await signedToken(env, purpose, subscription))}`;
}

import { getDefaultStore } from 'jotai';
import type { Language } from '../../core/language';
import { type EmailCode, validateEmail } from '../../core/validation';
// The texts of a subscription's answers (i18n/newsletter/en-deferred.ts) come with this code.
import '../i18n/deferred';
import { ApiRequestError, call } from '../lib/api';
import { adoptServerLimit, countAttempt } from './attempt-limits';
import { authAtom } from './auth';

export type SubscribeOutcome =
  | { kind: 'subscribed'; couponCode: string }
  /** The address had unsubscribed: it was e-mailed a link to subscribe again (its code is never shown here). */
  | { kind: 'confirmation_sent' }
  | { kind: 'invalid'; code: EmailCode }
  | { kind: 'already_subscribed' }
  | { kind: 'rate_limited'; minutes: number }
  | { kind: 'failed' };

/**
 * Subscribes an address through POST /api/newsletter. The worker's checks run here first for instant
 * feedback — core validation and a localStorage mirror of the rate limit (docs/security-and-limits.md) —
 * but the worker stays the authority and its answers are mapped to the same outcomes. The forms load
 * this with their first submit (web/state/useNewsletterSubscription.ts).
 */
export async function subscribeToNewsletter(rawEmail: string, language: Language, now = Date.now()): Promise<SubscribeOutcome> {
  const checked = validateEmail(rawEmail);
  if (!checked.ok) return { kind: 'invalid', code: checked.code };
  const email = checked.value;

  const attempt = countAttempt('newsletter', email, now);
  if (!attempt.allowed) return { kind: 'rate_limited', minutes: attempt.minutes };

  try {
    const answer = await call('POST /api/newsletter', { body: { email, language } });
    if (!('couponCode' in answer)) return { kind: 'confirmation_sent' };
    noteSubscriber(email);
    return { kind: 'subscribed', couponCode: answer.couponCode };
  } catch (err) {
    if (!(err instanceof ApiRequestError)) return { kind: 'failed' };
    if (err.status === 409 && err.code === 'already_subscribed') {
      noteSubscriber(email);
      return { kind: 'already_subscribed' };
    }
    if (err.status === 429) return { kind: 'rate_limited', minutes: adoptServerLimit('newsletter', email, err.details.retryAfter, now) };
    return { kind: 'failed' };
  }
}

/**
 * A signed-in shopper whose own address is now on the list saves on packages from this moment (the
 * worker checks it again at checkout), so the cart shows it without waiting for the next session answer.
 */
function noteSubscriber(email: string): void {
  const store = getDefaultStore();
  const auth = store.get(authAtom);
  if (auth.status === 'signedIn' && auth.user.email === email && !auth.user.newsletterSubscriber) {
    store.set(authAtom, { ...auth, user: { ...auth.user, newsletterSubscriber: true } });
  }
}

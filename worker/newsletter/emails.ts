import { DEFAULT_LANGUAGE, type Language, isLanguage } from '../../core/language';
import type { Subscriber } from '../db/subscribers';
import type { EmailMessage } from '../mail/senders';
import { newsletterResubscribeEmail, newsletterWelcomeEmail } from '../mail/templates/newsletter';
import { confirmLink } from './confirm-link';
import { unsubscribeLinks } from './unsubscribe-link';
import { localisedPath } from '../../core/pages';

const languageOf = (subscriber: Subscriber): Language => (isLanguage(subscriber.language) ? subscriber.language : DEFAULT_LANGUAGE);

/**
 * The welcome of a subscription as it stands: its coupon, its unsubscribe links, and while it is not
 * confirmed the double opt-in link. Sent to the address on the list, never to another spelling of it.
 */
export async function welcomeEmailFor(env: Env, origin: string, subscriber: Subscriber): Promise<EmailMessage> {
  const language = languageOf(subscriber);
  const confirm = subscriber.confirmedAt ? undefined : await confirmLink(env, origin, 'newsletter-confirm', subscriber, language);
  return newsletterWelcomeEmail(
    language,
    subscriber.email,
    subscriber.couponCode,
    origin + localisedPath('/', language),
    await unsubscribeLinks(env, origin, subscriber, language),
    confirm,
  );
}

/** To an address that unsubscribed and is asked for again: the link that subscribes it again, in its own language. */
export async function resubscribeEmailFor(env: Env, origin: string, subscriber: Subscriber): Promise<EmailMessage> {
  return newsletterResubscribeEmail(
    languageOf(subscriber),
    subscriber.email,
    await confirmLink(env, origin, 'newsletter-resubscribe', subscriber, languageOf(subscriber)),
  );
}

import type { Language } from '../../../core/language';
import { mailTextsOf } from '../../../i18n/areas';
import { fillText } from '../../../i18n/plural';
import type { EmailMessage } from '../senders';

/**
 * The welcome, with the one-click unsubscribe of RFC 8058: a link in the text (to the translated
 * confirmation page) and the List-Unsubscribe headers mail clients turn into an "Unsubscribe" button. A
 * subscription not confirmed yet also gets the double opt-in link (`confirmUrl`); one confirmed by
 * subscribing again does not.
 */
export function newsletterWelcomeEmail(
  language: Language,
  to: string,
  couponCode: string,
  shopUrl: string,
  unsubscribe: { page: string; oneClick: string },
  confirmUrl?: string,
): EmailMessage {
  const words = mailTextsOf(language).newsletter.welcome;
  // The code stays as issued in every language; the double opt-in paragraph only until the address is confirmed.
  const confirm = confirmUrl ? fillText(words.confirm, { confirmUrl }) : '';
  return {
    kind: 'welcome',
    to,
    subject: words.subject,
    text: fillText(words.body, { code: couponCode, confirm, shopUrl, unsubscribeUrl: unsubscribe.page }),
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Asking an address that unsubscribed whether it wants the newsletter again: a link, never the code. */
export function newsletterResubscribeEmail(language: Language, to: string, confirmUrl: string): EmailMessage {
  const words = mailTextsOf(language).newsletter.resubscribe;
  return { kind: 'resubscribe', to, subject: words.subject, text: fillText(words.body, { confirmUrl }) };
}

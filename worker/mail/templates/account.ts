import type { Language } from '../../../core/language';
import { mailTextsOf } from '../../../i18n/areas';
import { fillText } from '../../../i18n/plural';
import type { EmailMessage } from '../senders';

export type AuthEmailKind = 'verify' | 'reset' | 'signin_link';

/** Each kind's texts in the mail dictionary (i18n/mail/). */
const TEXTS = { verify: 'verify', reset: 'reset', signin_link: 'signinLink' } as const;

/**
 * An account e-mail to `to`. Its name is written only once the address is verified: until then, whoever
 * signed up may not own the mailbox, and the name is theirs to choose, so a verification or a reset sent
 * to a stranger's address carries no text the stranger did not write. Plain text: every client shows it and
 * the link stays visible.
 */
export function authEmail(
  kind: AuthEmailKind,
  language: Language,
  to: { email: string; name: string; emailVerifiedAt: Date | null },
  link: string,
): EmailMessage {
  const words = mailTextsOf(language).account;
  const text = words[TEXTS[kind]];
  // "Hi Léa", or without a name: "Hello". The greeting's comma is the body's: each language writes its own.
  const greeting = to.emailVerifiedAt ? fillText(words.greetingNamed, { name: to.name }) : words.greeting;
  return { kind, to: to.email, subject: text.subject, text: fillText(text.body, { greeting, link }) };
}

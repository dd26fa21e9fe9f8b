import { type Language, localeOf } from '../../../core/language';
import { mailTextsOf } from '../../../i18n/areas';
import { fillText } from '../../../i18n/plural';
import type { EmailMessage } from '../senders';

export type MembershipEmailKind = 'membership_cancel' | 'membership_resume';

/** Each kind's texts in the mail dictionary (i18n/mail/). */
const TEXTS = { membership_cancel: 'cancel', membership_resume: 'resume' } as const;

/**
 * "Your membership is cancelled, the perks last until …" or "your membership continues, it renews on …", in
 * the member's language, with the date of the period's end (UTC, as the shop counts periods) and a link to
 * /account. Plain text, like the shop's other e-mails.
 */
export function membershipEmail(
  kind: MembershipEmailKind,
  language: Language,
  to: string,
  periodEnd: Date,
  accountUrl: string,
): EmailMessage {
  const words = mailTextsOf(language).membership[TEXTS[kind]];
  const date = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(periodEnd);
  return { kind, to, subject: words.subject, text: fillText(words.body, { date, accountUrl }) };
}

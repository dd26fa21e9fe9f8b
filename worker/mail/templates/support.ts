import { SUPPORT } from '../../../core/content';
import { type Language, localeOf } from '../../../core/language';
import { mailTextsOf } from '../../../i18n/areas';
import { fillText } from '../../../i18n/plural';
import type { EmailMessage } from '../senders';

/** The promised time in the shop's support time zone, which the e-mail names, as the support dialog does. */
function promisedDate(language: Language, promisedBy: Date): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: SUPPORT.timeZone,
    timeZoneName: 'short',
  }).format(promisedBy);
}

/**
 * "We received your message", in the language the form was sent in: when the answer is due (sooner for a
 * member) and the message as written. Plain text, like the shop's other e-mails.
 */
export function supportReceivedEmail(request: {
  email: string;
  language: Language;
  subject: string;
  message: string;
  member: boolean;
  promisedBy: Date;
}): EmailMessage {
  const words = mailTextsOf(request.language).support.received;
  return {
    kind: 'support_received',
    to: request.email,
    subject: fillText(words.subject, { subject: request.subject }),
    text: fillText(words.body, {
      member: request.member ? words.member : '',
      date: promisedDate(request.language, request.promisedBy),
      message: request.message,
    }),
  };
}

/** The operator's reply as written, inside a frame in the requester's language. */
export function supportReplyEmail(request: { email: string; language: Language; subject: string }, reply: string): EmailMessage {
  const words = mailTextsOf(request.language).support.reply;
  return {
    kind: 'support_reply',
    to: request.email,
    subject: fillText(words.subject, { subject: request.subject }),
    text: fillText(words.body, { reply }),
  };
}

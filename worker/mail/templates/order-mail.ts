import { SUPPORT } from '../../../core/content';
import { DEFAULT_LANGUAGE, type Language, isLanguage } from '../../../core/language';
import { mailTextsOf } from '../../../i18n/areas';
import { fillText } from '../../../i18n/plural';
import type { Order } from '../../db/orders';
import { contentOf } from '../../lib/names';

/**
 * An order e-mail in the order's language: its own paragraphs between the greeting with the reference and
 * the closing (the link back to the order, where to write, the signature). Plain text, like the shop's other
 * e-mails; the words are the mail dictionary's (i18n/mail/), which also says how the reference is written
 * (Arabic isolates it, or a mail reader lays "VG-7K2M9Q" out as "7K2M9Q-VG").
 */
export function orderMail(order: Pick<Order, 'language' | 'reference'>) {
  const language: Language = isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE;
  const words = mailTextsOf(language).order;
  const labelled = (label: string, value: string) => fillText(words.labelled, { label, value });
  const reference = fillText(words.reference, { reference: order.reference });
  return {
    language,
    content: contentOf(language),
    /** The mail dictionary's order texts (each order e-mail's own are under its kind). */
    words,
    /** The order's reference as this mail's subject and text show it. */
    reference,
    labelled,
    text: (intro: string, body: readonly string[], orderUrl: string) =>
      [
        words.greeting,
        intro,
        labelled(words.referenceLabel, reference),
        ...body,
        `${words.view}\n${orderUrl}`,
        fillText(words.questions, { email: SUPPORT.email }),
        words.signature,
      ].join('\n\n'),
  };
}

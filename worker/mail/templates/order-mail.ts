import { SUPPORT } from '../../../core/content';
import { DEFAULT_LANGUAGE, type DictionaryId, type Language, dictionaryOf, isLanguage } from '../../../core/language';
import type { Order } from '../../db/orders';
import { contentOf } from '../../lib/names';

/** What every e-mail about an order says the same way, per language: the greeting, the reference and the way back. */
interface Common {
  greeting: string;
  reference: string;
  /** Between a label and its value: French puts a space before the colon. */
  colon: string;
  /**
   * Right-to-left text isolates the reference (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE), or a mail
   * reader lays "VG-7K2M9Q" out as "7K2M9Q-VG".
   */
  isolatesReference: boolean;
  view: string;
  questions(email: string): string;
  signature: string;
}

const COMMON: Record<DictionaryId, Common> = {
  en: {
    greeting: 'Hello,',
    reference: 'Order reference',
    colon: ': ',
    isolatesReference: false,
    view: 'See your order at any time:',
    questions: (email) => `Questions? Write to us at ${email}.`,
    signature: 'The VitaGlow team',
  },
  fr: {
    greeting: 'Bonjour,',
    reference: 'Référence de commande',
    colon: ' : ',
    isolatesReference: false,
    view: 'Retrouvez votre commande à tout moment :',
    questions: (email) => `Une question ? Écrivez-nous à ${email}.`,
    signature: 'L’équipe VitaGlow',
  },
  ar: {
    greeting: 'مرحبًا،',
    reference: 'رقم الطلب',
    colon: ': ',
    isolatesReference: true,
    view: 'يمكنك الاطلاع على طلبك في أي وقت:',
    questions: (email) => `هل لديك سؤال؟ راسلنا على ${email}.`,
    signature: 'فريق VitaGlow',
  },
};

/**
 * An order e-mail in the order's language: its own paragraphs between the greeting with the reference and
 * the closing (the link back to the order, where to write, the signature). Plain text, like the shop's other e-mails.
 */
export function orderMail(order: Pick<Order, 'language' | 'reference'>) {
  const language: Language = isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE;
  const common = COMMON[dictionaryOf(language)];
  const labelled = (label: string, value: string) => `${label}${common.colon}${value}`;
  const reference = common.isolatesReference ? `\u2068${order.reference}\u2069` : order.reference;
  return {
    language,
    content: contentOf(language),
    /** The order's reference as this mail's subject and text show it. */
    reference,
    labelled,
    text: (intro: string, body: readonly string[], orderUrl: string) =>
      [
        common.greeting,
        intro,
        labelled(common.reference, reference),
        ...body,
        `${common.view}\n${orderUrl}`,
        common.questions(SUPPORT.email),
        common.signature,
      ].join('\n\n'),
  };
}

import { type DictionaryId, dictionaryOf } from '../../../core/language';
import { formatPrice } from '../../../core/money';
import type { Order, OrderLine } from '../../db/orders';
import { soldLineName } from '../../lib/names';
import type { EmailMessage } from '../senders';
import { orderMail } from './order-mail';

interface Wording {
  subject(reference: string): string;
  intro: string;
  refund(amount: string): string;
  ordered: string;
  sorry: string;
}

const WORDING: Record<DictionaryId, Wording> = {
  en: {
    subject: (reference) => `Your VitaGlow order ${reference} could not be filled: you are refunded`,
    intro:
      'We are sorry: the last units of a product in your order sold out to another shopper moments before your payment arrived, so we cannot send it.',
    refund: (amount) =>
      `We have refunded your payment in full (${amount}). Nothing ships and you owe nothing; your bank shows the refund within 5 to 10 business days.`,
    ordered: 'What you ordered:',
    sorry: 'Any code you used is yours to use again. Please accept our apologies.',
  },
  fr: {
    subject: (reference) => `Votre commande VitaGlow ${reference} n’a pas pu être honorée : vous êtes remboursé`,
    intro:
      'Nous sommes désolés : les derniers exemplaires d’un produit de votre commande sont partis chez un autre client quelques instants avant l’arrivée de votre paiement, et nous ne pouvons pas vous l’envoyer.',
    refund: (amount) =>
      `Nous vous avons remboursé l’intégralité de votre paiement (${amount}). Rien ne sera expédié et vous ne devez rien ; le remboursement apparaît sur votre compte sous 5 à 10 jours ouvrés.`,
    ordered: 'Votre commande :',
    sorry: 'Le code que vous avez utilisé reste à votre disposition. Veuillez accepter nos excuses.',
  },
  ar: {
    subject: (reference) => `تعذّر تنفيذ طلبك من VitaGlow رقم ${reference}: تم ردّ المبلغ إليك`,
    intro: 'نعتذر إليك: نفدت آخر الوحدات من أحد منتجات طلبك لدى متسوّق آخر قبل وصول دفعتك بلحظات، لذا لا يمكننا إرساله إليك.',
    refund: (amount) =>
      `رددنا إليك كامل المبلغ المدفوع (${amount}). لن يُشحن شيء ولا يترتب عليك أي مبلغ، ويظهر المبلغ المردود في حسابك المصرفي خلال 5 إلى 10 أيام عمل.`,
    ordered: 'ما طلبته:',
    sorry: 'يبقى الرمز الذي استخدمته متاحًا لك لاستخدامه مرة أخرى. نرجو أن تتقبّل اعتذارنا.',
  },
};

/**
 * "Sold out: you are refunded", in the order's language: the payment arrived after another shopper's took
 * the last units (an open checkout holds no stock), so the whole payment went back automatically.
 */
export function orderSoldOutEmail(order: Order & { lines: OrderLine[] }, to: string, orderUrl: string): EmailMessage {
  const { language, content, text, reference } = orderMail(order);
  const words = WORDING[dictionaryOf(language)];
  const body = [
    words.refund(formatPrice(order.totalCents + order.taxCents, language)),
    `${words.ordered}\n${order.lines.map((line) => `${line.quantity} × ${soldLineName(line, content)}`).join('\n')}`,
    words.sorry,
  ];
  return { kind: 'order_sold_out', to, subject: words.subject(reference), text: text(words.intro, body, orderUrl) };
}

import { SUPPORT } from '../../../core/content';
import { CARRIER_NAMES } from '../../../core/fulfilment';
import { DEFAULT_LANGUAGE, type Language, isLanguage } from '../../../core/language';
import type { Order, OrderLine } from '../../db/orders';
import { contentOf, soldLineName } from '../../orders/names';
import { shipmentOf } from '../../orders/summary';
import type { EmailMessage } from '../senders';

interface Wording {
  subject(reference: string): string;
  greeting: string;
  intro: string;
  reference: string;
  carrier: string;
  otherCarrier: string;
  tracking: string;
  follow: string;
  inside: string;
  /** Between a label and its value: French puts a space before the colon. */
  colon: string;
  view: string;
  questions(email: string): string;
  signature: string;
}

const WORDING: Record<Language, Wording> = {
  en: {
    subject: (reference) => `Your VitaGlow order ${reference} has shipped`,
    greeting: 'Hello,',
    intro: 'Good news: your order is on its way.',
    reference: 'Order reference',
    carrier: 'Carrier',
    otherCarrier: 'Other carrier',
    tracking: 'Tracking number',
    follow: 'Follow your parcel on the carrier’s site:',
    inside: 'In the parcel:',
    colon: ': ',
    view: 'See your order at any time:',
    questions: (email) => `Questions? Write to us at ${email}.`,
    signature: 'The VitaGlow team',
  },
  fr: {
    subject: (reference) => `Votre commande VitaGlow ${reference} a été expédiée`,
    greeting: 'Bonjour,',
    intro: 'Bonne nouvelle : votre commande est en route.',
    reference: 'Référence de commande',
    carrier: 'Transporteur',
    otherCarrier: 'Autre transporteur',
    tracking: 'Numéro de suivi',
    follow: 'Suivez votre colis sur le site du transporteur :',
    inside: 'Dans le colis :',
    colon: ' : ',
    view: 'Retrouvez votre commande à tout moment :',
    questions: (email) => `Une question ? Écrivez-nous à ${email}.`,
    signature: 'L’équipe VitaGlow',
  },
  ar: {
    subject: (reference) => `تم شحن طلبك من VitaGlow رقم ${reference}`,
    greeting: 'مرحبًا،',
    intro: 'خبر سار: طلبك في الطريق إليك.',
    reference: 'رقم الطلب',
    carrier: 'شركة الشحن',
    otherCarrier: 'شركة شحن أخرى',
    tracking: 'رقم التتبع',
    follow: 'تابع طردك على موقع شركة الشحن:',
    inside: 'محتويات الطرد:',
    colon: ': ',
    view: 'يمكنك الاطلاع على طلبك في أي وقت:',
    questions: (email) => `هل لديك سؤال؟ راسلنا على ${email}.`,
    signature: 'فريق VitaGlow',
  },
};

/**
 * "Your order has shipped", in the language the order was placed in: the carrier, the tracking number
 * and the carrier's tracking page, what is in the parcel and a link back to the order. Plain text, like
 * the shop's other e-mails.
 */
export function orderShippedEmail(order: Order & { lines: OrderLine[] }, to: string, orderUrl: string): EmailMessage {
  const language: Language = isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE;
  const words = WORDING[language];
  const content = contentOf(language);
  const shipment = shipmentOf(order);
  const labelled = (label: string, value: string) => `${label}${words.colon}${value}`;
  const carrier = shipment.carrier === null || shipment.carrier === 'other' ? words.otherCarrier : CARRIER_NAMES[shipment.carrier];
  const text = [
    words.greeting,
    words.intro,
    labelled(words.reference, order.reference),
    [labelled(words.carrier, carrier), labelled(words.tracking, shipment.trackingNumber ?? '—')].join('\n'),
    ...(shipment.trackingUrl ? [`${words.follow}\n${shipment.trackingUrl}`] : []),
    `${words.inside}\n${order.lines.map((line) => `${line.quantity} × ${soldLineName(line, content)}`).join('\n')}`,
    `${words.view}\n${orderUrl}`,
    words.questions(SUPPORT.email),
    words.signature,
  ].join('\n\n');
  return { kind: 'order_shipped', to, subject: words.subject(order.reference), text };
}

import { CARRIER_NAMES } from '../../../core/fulfilment';
import { type DictionaryId, dictionaryOf } from '../../../core/language';
import type { Order, OrderLine } from '../../db/orders';
import { soldLineName } from '../../lib/names';
import { shipmentOf } from '../../db/order-summary';
import type { EmailMessage } from '../senders';
import { orderMail } from './order-mail';

interface Wording {
  subject(reference: string): string;
  intro: string;
  carrier: string;
  otherCarrier: string;
  tracking: string;
  follow: string;
  inside: string;
}

const WORDING: Record<DictionaryId, Wording> = {
  en: {
    subject: (reference) => `Your VitaGlow order ${reference} has shipped`,
    intro: 'Good news: your order is on its way.',
    carrier: 'Carrier',
    otherCarrier: 'Other carrier',
    tracking: 'Tracking number',
    follow: 'Follow your parcel on the carrier’s site:',
    inside: 'In the parcel:',
  },
  fr: {
    subject: (reference) => `Votre commande VitaGlow ${reference} a été expédiée`,
    intro: 'Bonne nouvelle : votre commande est en route.',
    carrier: 'Transporteur',
    otherCarrier: 'Autre transporteur',
    tracking: 'Numéro de suivi',
    follow: 'Suivez votre colis sur le site du transporteur :',
    inside: 'Dans le colis :',
  },
  ar: {
    subject: (reference) => `تم شحن طلبك من VitaGlow رقم ${reference}`,
    intro: 'خبر سار: طلبك في الطريق إليك.',
    carrier: 'شركة الشحن',
    otherCarrier: 'شركة شحن أخرى',
    tracking: 'رقم التتبع',
    follow: 'تابع طردك على موقع شركة الشحن:',
    inside: 'محتويات الطرد:',
  },
};

/**
 * "Your order has shipped", in the language the order was placed in: the carrier, the tracking number
 * and the carrier's tracking page, what is in the parcel and a link back to the order. Plain text, like
 * the shop's other e-mails.
 */
export function orderShippedEmail(order: Order & { lines: OrderLine[] }, to: string, orderUrl: string): EmailMessage {
  const { language, content, labelled, text, reference } = orderMail(order);
  const words = WORDING[dictionaryOf(language)];
  const shipment = shipmentOf(order);
  const carrier = shipment.carrier === null || shipment.carrier === 'other' ? words.otherCarrier : CARRIER_NAMES[shipment.carrier];
  const body = [
    [labelled(words.carrier, carrier), labelled(words.tracking, shipment.trackingNumber ?? '—')].join('\n'),
    ...(shipment.trackingUrl ? [`${words.follow}\n${shipment.trackingUrl}`] : []),
    `${words.inside}\n${order.lines.map((line) => `${line.quantity} × ${soldLineName(line, content)}`).join('\n')}`,
  ];
  return { kind: 'order_shipped', to, subject: words.subject(reference), text: text(words.intro, body, orderUrl) };
}

import { CARRIER_NAMES } from '../../../core/fulfilment';
import { fillText } from '../../../i18n/plural';
import type { Order, OrderLine } from '../../db/orders';
import { soldLineName } from '../../lib/names';
import { shipmentOf } from '../../db/order-summary';
import type { EmailMessage } from '../senders';
import { orderMail } from './order-mail';

/**
 * "Your order has shipped", in the language the order was placed in: the carrier, the tracking number
 * and the carrier's tracking page, what is in the parcel and a link back to the order. Plain text, like
 * the shop's other e-mails.
 */
export function orderShippedEmail(order: Order & { lines: OrderLine[] }, to: string, orderUrl: string): EmailMessage {
  const {
    language,
    labelled,
    text,
    reference,
    words: { shipped: words },
  } = orderMail(order);
  const shipment = shipmentOf(order);
  const carrier = shipment.carrier === null || shipment.carrier === 'other' ? words.otherCarrier : CARRIER_NAMES[shipment.carrier];
  const body = [
    [labelled(words.carrier, carrier), labelled(words.tracking, shipment.trackingNumber ?? '—')].join('\n'),
    ...(shipment.trackingUrl ? [`${words.follow}\n${shipment.trackingUrl}`] : []),
    `${words.inside}\n${order.lines.map((line) => `${line.quantity} × ${soldLineName(line, language)}`).join('\n')}`,
  ];
  return { kind: 'order_shipped', to, subject: fillText(words.subject, { reference }), text: text(words.intro, body, orderUrl) };
}

import { formatPrice } from '../../../core/money';
import { fillText } from '../../../i18n/plural';
import type { Order, OrderLine } from '../../db/orders';
import { soldLineName } from '../../lib/names';
import type { EmailMessage } from '../senders';
import { orderMail } from './order-mail';

/**
 * "Sold out: you are refunded", in the order's language: the payment arrived after another shopper's took
 * the last units (an open checkout holds no stock), so the whole payment went back automatically.
 */
export function orderSoldOutEmail(order: Order & { lines: OrderLine[] }, to: string, orderUrl: string): EmailMessage {
  const {
    language,
    text,
    reference,
    words: { soldOut: words },
  } = orderMail(order);
  const body = [
    fillText(words.refund, { amount: formatPrice(order.totalCents + order.taxCents, language) }),
    `${words.ordered}\n${order.lines.map((line) => `${line.quantity} × ${soldLineName(line, language)}`).join('\n')}`,
    words.sorry,
  ];
  return { kind: 'order_sold_out', to, subject: fillText(words.subject, { reference }), text: text(words.intro, body, orderUrl) };
}

import { formatPrice } from '../../../core/money';
import { isShippingId } from '../../../core/shipping';
import { fillText } from '../../../i18n/plural';
import type { Order, OrderLine } from '../../db/orders';
import type { EmailMessage } from '../senders';
import { shippingName, soldLineName } from '../../lib/names';
import { orderMail } from './order-mail';

/**
 * The order confirmation the payment-success page promises ("says a confirmation e-mail
 * follows"), in the language the order was placed in: what was bought at the prices charged, the
 * totals, and a link back to the order. Plain text, like the shop's other e-mails.
 */
export function orderConfirmationEmail(order: Order & { lines: OrderLine[] }, to: string, orderUrl: string): EmailMessage {
  const {
    language,
    content,
    labelled,
    text,
    reference,
    words: { confirmation: words },
  } = orderMail(order);
  const price = (cents: number) => formatPrice(cents, language);
  const shipping = isShippingId(order.shippingId) ? shippingName(order.shippingId, content) : order.shippingId;
  const totals = [
    labelled(words.subtotal, price(order.subtotalCents)),
    labelled(fillText(words.shipping, { method: shipping }), price(order.shippingCents)),
    ...(order.discountCents > 0 ? [labelled(words.discount, `−${price(order.discountCents)}`)] : []),
    ...(order.taxCents > 0 ? [labelled(words.tax, price(order.taxCents))] : []),
    labelled(words.total, price(order.totalCents + order.taxCents)),
  ];
  const lines = order.lines.map((line) => `${line.quantity} × ${soldLineName(line, language)} — ${price(line.totalCents)}`).join('\n');
  return {
    kind: 'order_confirmation',
    to,
    subject: fillText(words.subject, { reference }),
    text: text(words.intro, [lines, totals.join('\n')], orderUrl),
  };
}

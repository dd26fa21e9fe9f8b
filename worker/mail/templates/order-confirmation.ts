import { type DictionaryId, dictionaryOf } from '../../../core/language';
import { formatPrice } from '../../../core/money';
import { isShippingId } from '../../../core/shipping';
import type { Order, OrderLine } from '../../db/orders';
import type { EmailMessage } from '../senders';
import { shippingName, soldLineName } from '../../lib/names';
import { orderMail } from './order-mail';

interface Wording {
  subject(reference: string): string;
  intro: string;
  subtotal: string;
  shipping: string;
  discount: string;
  tax: string;
  total: string;
}

const WORDING: Record<DictionaryId, Wording> = {
  en: {
    subject: (reference) => `Your VitaGlow order ${reference} is confirmed`,
    intro: 'Thank you for your order! We have received your payment and are preparing your package.',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    discount: 'Discount',
    tax: 'Sales tax',
    total: 'Total',
  },
  fr: {
    subject: (reference) => `Votre commande VitaGlow ${reference} est confirmée`,
    intro: 'Merci pour votre commande ! Nous avons bien reçu votre paiement et préparons votre colis.',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    discount: 'Remise',
    tax: 'Taxe de vente',
    total: 'Total',
  },
  ar: {
    subject: (reference) => `تم تأكيد طلبك من VitaGlow رقم ${reference}`,
    intro: 'شكرًا لطلبك! لقد استلمنا دفعتك ونعمل الآن على تجهيز طردك.',
    subtotal: 'المجموع الفرعي',
    shipping: 'الشحن',
    discount: 'الخصم',
    tax: 'ضريبة المبيعات',
    total: 'الإجمالي',
  },
};

/**
 * The order confirmation the payment-success page promises ("says a confirmation e-mail
 * follows"), in the language the order was placed in: what was bought at the prices charged, the
 * totals, and a link back to the order. Plain text, like the shop's other e-mails.
 */
export function orderConfirmationEmail(order: Order & { lines: OrderLine[] }, to: string, orderUrl: string): EmailMessage {
  const { language, content, labelled, text, reference } = orderMail(order);
  const words = WORDING[dictionaryOf(language)];
  const price = (cents: number) => formatPrice(cents, language);
  const shipping = isShippingId(order.shippingId) ? shippingName(order.shippingId, content) : order.shippingId;
  const totals = [
    labelled(words.subtotal, price(order.subtotalCents)),
    labelled(`${words.shipping} (${shipping})`, price(order.shippingCents)),
    ...(order.discountCents > 0 ? [labelled(words.discount, `−${price(order.discountCents)}`)] : []),
    ...(order.taxCents > 0 ? [labelled(words.tax, price(order.taxCents))] : []),
    labelled(words.total, price(order.totalCents + order.taxCents)),
  ];
  const lines = order.lines.map((line) => `${line.quantity} × ${soldLineName(line, content)} — ${price(line.totalCents)}`).join('\n');
  return {
    kind: 'order_confirmation',
    to,
    subject: words.subject(reference),
    text: text(words.intro, [lines, totals.join('\n')], orderUrl),
  };
}

import { SUPPORT } from '../../../core/content';
import { DEFAULT_LANGUAGE, type Language, isLanguage } from '../../../core/language';
import { formatPrice } from '../../../core/money';
import { isShippingId } from '../../../core/shipping';
import type { Order, OrderLine } from '../../db/orders';
import type { EmailMessage } from '../senders';
import { contentOf, shippingName, soldLineName } from '../../orders/names';

interface Wording {
  subject(reference: string): string;
  greeting: string;
  intro: string;
  reference: string;
  subtotal: string;
  shipping: string;
  discount: string;
  total: string;
  /** Between a label and its value: French puts a space before the colon. */
  colon: string;
  view: string;
  questions(email: string): string;
  signature: string;
}

const WORDING: Record<Language, Wording> = {
  en: {
    subject: (reference) => `Your VitaGlow order ${reference} is confirmed`,
    greeting: 'Hello,',
    intro: 'Thank you for your order! We have received your payment and are preparing your package.',
    reference: 'Order reference',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    discount: 'Discount',
    total: 'Total',
    colon: ': ',
    view: 'See your order at any time:',
    questions: (email) => `Questions? Write to us at ${email}.`,
    signature: 'The VitaGlow team',
  },
  fr: {
    subject: (reference) => `Votre commande VitaGlow ${reference} est confirmée`,
    greeting: 'Bonjour,',
    intro: 'Merci pour votre commande ! Nous avons bien reçu votre paiement et préparons votre colis.',
    reference: 'Référence de commande',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    discount: 'Remise',
    total: 'Total',
    colon: ' : ',
    view: 'Retrouvez votre commande à tout moment :',
    questions: (email) => `Une question ? Écrivez-nous à ${email}.`,
    signature: 'L’équipe VitaGlow',
  },
  ar: {
    subject: (reference) => `تم تأكيد طلبك من VitaGlow رقم ${reference}`,
    greeting: 'مرحبًا،',
    intro: 'شكرًا لطلبك! لقد استلمنا دفعتك ونعمل الآن على تجهيز طردك.',
    reference: 'رقم الطلب',
    subtotal: 'المجموع الفرعي',
    shipping: 'الشحن',
    discount: 'الخصم',
    total: 'الإجمالي',
    colon: ': ',
    view: 'يمكنك الاطلاع على طلبك في أي وقت:',
    questions: (email) => `هل لديك سؤال؟ راسلنا على ${email}.`,
    signature: 'فريق VitaGlow',
  },
};

/**
 * The order confirmation the payment-success page promises (SPEC: "says a confirmation e-mail
 * follows"), in the language the order was placed in: what was bought at the prices charged, the
 * totals, and a link back to the order. Plain text, like the shop's other e-mails.
 */
export function orderConfirmationEmail(order: Order & { lines: OrderLine[] }, to: string, orderUrl: string): EmailMessage {
  const language: Language = isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE;
  const words = WORDING[language];
  const content = contentOf(language);
  const price = (cents: number) => formatPrice(cents, language);
  const labelled = (label: string, value: string) => `${label}${words.colon}${value}`;
  const shipping = isShippingId(order.shippingId) ? shippingName(order.shippingId, content) : order.shippingId;
  const totals = [
    labelled(words.subtotal, price(order.subtotalCents)),
    labelled(`${words.shipping} (${shipping})`, price(order.shippingCents)),
    ...(order.discountCents > 0 ? [labelled(words.discount, `−${price(order.discountCents)}`)] : []),
    labelled(words.total, price(order.totalCents)),
  ];
  const text = [
    words.greeting,
    words.intro,
    labelled(words.reference, order.reference),
    order.lines.map((line) => `${line.quantity} × ${soldLineName(line, content)} — ${price(line.totalCents)}`).join('\n'),
    totals.join('\n'),
    `${words.view}\n${orderUrl}`,
    words.questions(SUPPORT.email),
    words.signature,
  ].join('\n\n');
  return { kind: 'order_confirmation', to, subject: words.subject(order.reference), text };
}

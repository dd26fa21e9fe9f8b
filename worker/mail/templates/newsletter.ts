import { type DictionaryId, type Language, dictionaryOf } from '../../../core/language';
import type { EmailMessage } from '../senders';

interface NewsletterWelcomeText {
  subject: string;
  body(couponCode: string, shopUrl: string, unsubscribeUrl: string, confirm: string): string;
  /** The double opt-in paragraph: the code works once the address is confirmed through this link. */
  confirm(confirmUrl: string): string;
}

/** The newsletter welcome with the first-order coupon (the code stays as issued in every language). */
const NEWSLETTER_WELCOME: Record<DictionaryId, NewsletterWelcomeText> = {
  en: {
    subject: 'Welcome to VitaGlow: your 20% discount code',
    body: (code, shopUrl, unsubscribeUrl, confirm) =>
      `Welcome to VitaGlow!\n\nThank you for subscribing to our newsletter. Here is your code for 20% off your first order:\n\n${code}\n\nEnter it in your cart before checkout. It can be used once.${confirm}\n\nShop now: ${shopUrl}\n\nYou are receiving this email because this address was subscribed to the VitaGlow newsletter. Unsubscribe in one click: ${unsubscribeUrl}\n\nThe VitaGlow team`,
    confirm: (url) =>
      `\n\nBefore the code works, confirm that this address is yours (we send the newsletter only to confirmed addresses): ${url}`,
  },
  fr: {
    subject: 'Bienvenue chez VitaGlow : votre code de réduction de 20 %',
    body: (code, shopUrl, unsubscribeUrl, confirm) =>
      `Bienvenue chez VitaGlow !\n\nMerci de vous être inscrit à notre newsletter. Voici votre code de 20 % de réduction sur votre première commande :\n\n${code}\n\nSaisissez-le dans votre panier avant de passer commande. Il est valable une seule fois.${confirm}\n\nDécouvrir la boutique : ${shopUrl}\n\nVous recevez cet e-mail parce que cette adresse a été inscrite à la newsletter VitaGlow. Se désinscrire en un clic : ${unsubscribeUrl}\n\nL’équipe VitaGlow`,
    confirm: (url) =>
      `\n\nAvant que le code promo fonctionne, confirmez que cette adresse est la vôtre (nous n’envoyons la newsletter qu’aux adresses confirmées) : ${url}`,
  },
  ar: {
    subject: 'مرحبًا بك في VitaGlow: رمز خصم 20% الخاص بك',
    body: (code, shopUrl, unsubscribeUrl, confirm) =>
      `أهلًا بك في VitaGlow!\n\nشكرًا لاشتراكك في النشرة البريدية. إليك رمز الخصم الخاص بك للحصول على خصم 20% على طلبك الأول:\n\n${code}\n\nأدخِل الرمز في سلة التسوق قبل إتمام الطلب. يمكن استخدامه مرة واحدة فقط.${confirm}\n\nتسوّق الآن: ${shopUrl}\n\nتصلك هذه الرسالة لأن هذا العنوان سُجِّل في النشرة البريدية لـ VitaGlow. لإلغاء الاشتراك في النشرة البريدية بنقرة واحدة: ${unsubscribeUrl}\n\nفريق VitaGlow`,
    confirm: (url) => `\n\nقبل أن يعمل الرمز، أكِّد أن هذا العنوان لك (لا نرسل النشرة البريدية إلا إلى العناوين المؤكَّدة): ${url}`,
  },
};

/**
 * The welcome, with the one-click unsubscribe of RFC 8058: a link in the text (to the translated
 * confirmation page) and the List-Unsubscribe headers mail clients turn into an "Unsubscribe" button. A
 * subscription not confirmed yet also gets the double opt-in link (`confirmUrl`); one confirmed by
 * subscribing again does not.
 */
export function newsletterWelcomeEmail(
  language: Language,
  to: string,
  couponCode: string,
  shopUrl: string,
  unsubscribe: { page: string; oneClick: string },
  confirmUrl?: string,
): EmailMessage {
  const text = NEWSLETTER_WELCOME[dictionaryOf(language)];
  return {
    kind: 'welcome',
    to,
    subject: text.subject,
    text: text.body(couponCode, shopUrl, unsubscribe.page, confirmUrl ? text.confirm(confirmUrl) : ''),
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Asking an address that unsubscribed whether it wants the newsletter again: a link, never the code. */
const NEWSLETTER_RESUBSCRIBE: Record<DictionaryId, { subject: string; body(confirmUrl: string): string }> = {
  en: {
    subject: 'Confirm your VitaGlow newsletter subscription',
    body: (url) =>
      `Hello,\n\nSomeone asked to subscribe this address to the VitaGlow newsletter again. If it was you, confirm here: ${url}\n\nYour first-order discount code works again once you confirm. If it was not you, ignore this email: nothing changes.\n\nThe VitaGlow team`,
  },
  fr: {
    subject: 'Confirmez votre inscription à la newsletter VitaGlow',
    body: (url) =>
      `Bonjour,\n\nQuelqu’un a demandé à inscrire de nouveau cette adresse à la newsletter VitaGlow. Si c’est vous, confirmez ici : ${url}\n\nVotre code promo de première commande fonctionnera de nouveau dès votre confirmation. Si ce n’est pas vous, ignorez cet e-mail : rien ne change.\n\nL’équipe VitaGlow`,
  },
  ar: {
    subject: 'أكِّد اشتراكك في النشرة البريدية لـ VitaGlow',
    body: (url) =>
      `مرحبًا،\n\nطلب أحدهم إعادة اشتراك هذا العنوان في النشرة البريدية لـ VitaGlow. إن كنت أنت، فأكِّد الاشتراك من هنا: ${url}\n\nسيعمل رمز خصم طلبك الأول من جديد بعد التأكيد. وإن لم تكن أنت، فتجاهل هذه الرسالة: لن يتغيّر شيء.\n\nفريق VitaGlow`,
  },
};

export function newsletterResubscribeEmail(language: Language, to: string, confirmUrl: string): EmailMessage {
  const text = NEWSLETTER_RESUBSCRIBE[dictionaryOf(language)];
  return { kind: 'resubscribe', to, subject: text.subject, text: text.body(confirmUrl) };
}

import { type DictionaryId, type Language, dictionaryOf } from '../../../core/language';
import type { EmailMessage } from '../senders';

interface NewsletterWelcomeText {
  subject: string;
  body(couponCode: string, shopUrl: string, unsubscribeUrl: string): string;
}

/** The newsletter welcome with the first-order coupon (the code stays as issued in every language). */
const NEWSLETTER_WELCOME: Record<DictionaryId, NewsletterWelcomeText> = {
  en: {
    subject: 'Welcome to VitaGlow: your 20% discount code',
    body: (code, shopUrl, unsubscribeUrl) =>
      `Welcome to VitaGlow!\n\nThank you for subscribing to our newsletter. Here is your code for 20% off your first order:\n\n${code}\n\nEnter it in your cart before checkout. It can be used once.\n\nShop now: ${shopUrl}\n\nYou are receiving this email because this address was subscribed to the VitaGlow newsletter. Unsubscribe in one click: ${unsubscribeUrl}\n\nThe VitaGlow team`,
  },
  fr: {
    subject: 'Bienvenue chez VitaGlow : votre code de réduction de 20 %',
    body: (code, shopUrl, unsubscribeUrl) =>
      `Bienvenue chez VitaGlow !\n\nMerci de vous être inscrit à notre newsletter. Voici votre code de 20 % de réduction sur votre première commande :\n\n${code}\n\nSaisissez-le dans votre panier avant de passer commande. Il est valable une seule fois.\n\nDécouvrir la boutique : ${shopUrl}\n\nVous recevez cet e-mail parce que cette adresse a été inscrite à la newsletter VitaGlow. Se désinscrire en un clic : ${unsubscribeUrl}\n\nL’équipe VitaGlow`,
  },
  ar: {
    subject: 'مرحبًا بك في VitaGlow: رمز خصم 20% الخاص بك',
    body: (code, shopUrl, unsubscribeUrl) =>
      `أهلًا بك في VitaGlow!\n\nشكرًا لاشتراكك في النشرة البريدية. إليك رمز الخصم الخاص بك للحصول على خصم 20% على طلبك الأول:\n\n${code}\n\nأدخِل الرمز في سلة التسوق قبل إتمام الطلب. يمكن استخدامه مرة واحدة فقط.\n\nتسوّق الآن: ${shopUrl}\n\nتصلك هذه الرسالة لأن هذا العنوان سُجِّل في النشرة البريدية لـ VitaGlow. لإلغاء الاشتراك في النشرة البريدية بنقرة واحدة: ${unsubscribeUrl}\n\nفريق VitaGlow`,
  },
};

/**
 * The welcome, with the one-click unsubscribe of RFC 8058: a link in the text (to the translated
 * confirmation page) and the List-Unsubscribe headers mail clients turn into an "Unsubscribe" button.
 */
export function newsletterWelcomeEmail(
  language: Language,
  to: string,
  couponCode: string,
  shopUrl: string,
  unsubscribe: { page: string; oneClick: string },
): EmailMessage {
  const text = NEWSLETTER_WELCOME[dictionaryOf(language)];
  return {
    kind: 'welcome',
    to,
    subject: text.subject,
    text: text.body(couponCode, shopUrl, unsubscribe.page),
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

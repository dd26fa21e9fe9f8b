import type { Context } from 'hono';
import type { Language } from '../../core/language';
import type { Db } from '../db/client';
import { queueEmail } from '../mail/queue';
import type { AppEnv } from '../types';
import { type EmailMessage, type EmailSender, httpEmailSender, outboxSender } from './email';
import { isDevelopment } from './env';
import type { Logger } from './log';

/**
 * Picks where the e-mail queue's consumer sends mail: the outbox in development; in production the HTTP
 * e-mail API when EMAIL_API_URL, EMAIL_API_KEY and EMAIL_FROM are all set, otherwise nowhere, loudly
 * (each try fails, so the e-mail waits in the queue for the configuration and ends as failed without it).
 */
export function emailSenderFor(env: Env, db: Db, log: Logger): EmailSender {
  if (isDevelopment(env)) return outboxSender(db, log);
  if (env.EMAIL_API_URL && env.EMAIL_API_KEY && env.EMAIL_FROM) {
    return httpEmailSender({ url: env.EMAIL_API_URL, apiKey: env.EMAIL_API_KEY, from: env.EMAIL_FROM });
  }
  return {
    async send() {
      throw new Error('e-mail not sent: EMAIL_API_URL, EMAIL_API_KEY and EMAIL_FROM must be set in production');
    },
  };
}

/**
 * Sends a message for a request: it goes through the e-mail queue (worker/mail/), so the provider's
 * latency and failures never reach the shopper and a failed send is retried. If even the queue refuses
 * it, the failure is logged and the request still answers.
 */
export async function sendEmail(c: Context<AppEnv>, message: EmailMessage): Promise<void> {
  try {
    await queueEmail({ db: c.get('db'), queue: c.env.EMAIL_QUEUE }, message);
  } catch (error) {
    c.get('log').error('e-mail could not be queued', { kind: message.kind, subject: message.subject, error });
  }
}

export type AuthEmailKind = 'verify' | 'reset';

interface AuthEmailText {
  subject: string;
  body(name: string, link: string): string;
}

/** The account e-mails in the shopper's language. Plain text: every client shows it and the link stays visible. */
const AUTH_EMAILS: Record<Language, Record<AuthEmailKind, AuthEmailText>> = {
  en: {
    verify: {
      subject: 'Confirm your VitaGlow account',
      body: (name, link) =>
        `Hi ${name},\n\nWelcome to VitaGlow! Please confirm your email address by opening this link:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not create an account, you can ignore this email.\n\nThe VitaGlow team`,
    },
    reset: {
      subject: 'Reset your VitaGlow password',
      body: (name, link) =>
        `Hi ${name},\n\nWe received a request to reset the password of your VitaGlow account. Choose a new password here:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays unchanged.\n\nThe VitaGlow team`,
    },
  },
  fr: {
    verify: {
      subject: 'Confirmez votre compte VitaGlow',
      body: (name, link) =>
        `Bonjour ${name},\n\nBienvenue chez VitaGlow ! Pour confirmer votre adresse e-mail, ouvrez ce lien :\n\n${link}\n\nCe lien ne fonctionne qu’une fois et expire dans 24 heures. Si vous n’avez pas créé de compte, ignorez simplement cet e-mail.\n\nL’équipe VitaGlow`,
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe VitaGlow',
      body: (name, link) =>
        `Bonjour ${name},\n\nNous avons reçu une demande de réinitialisation du mot de passe de votre compte VitaGlow. Choisissez un nouveau mot de passe ici :\n\n${link}\n\nCe lien ne fonctionne qu’une fois et expire dans 1 heure. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.\n\nL’équipe VitaGlow`,
    },
  },
  ar: {
    verify: {
      subject: 'أكِّد حسابك في VitaGlow',
      body: (name, link) =>
        `مرحبًا ${name}،\n\nأهلًا بك في VitaGlow! يُرجى تأكيد عنوان بريدك الإلكتروني بفتح هذا الرابط:\n\n${link}\n\nيعمل الرابط مرة واحدة فقط وتنتهي صلاحيته خلال 24 ساعة. إذا لم تُنشئ حسابًا، فتجاهل هذه الرسالة.\n\nفريق VitaGlow`,
    },
    reset: {
      subject: 'إعادة تعيين كلمة مرور VitaGlow',
      body: (name, link) =>
        `مرحبًا ${name}،\n\nتلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في VitaGlow. اختر كلمة مرور جديدة من هنا:\n\n${link}\n\nيعمل الرابط مرة واحدة فقط وتنتهي صلاحيته خلال ساعة واحدة. إذا لم تطلب ذلك، فتجاهل هذه الرسالة وستبقى كلمة مرورك كما هي.\n\nفريق VitaGlow`,
    },
  },
};

export function authEmail(kind: AuthEmailKind, language: Language, to: { email: string; name: string }, link: string): EmailMessage {
  const text = AUTH_EMAILS[language][kind];
  return { kind, to: to.email, subject: text.subject, text: text.body(to.name, link) };
}

interface NewsletterWelcomeText {
  subject: string;
  body(couponCode: string, shopUrl: string, unsubscribeUrl: string): string;
}

/** The newsletter welcome with the first-order coupon (the code stays as issued in every language). */
const NEWSLETTER_WELCOME: Record<Language, NewsletterWelcomeText> = {
  en: {
    subject: 'Welcome to VitaGlow: your 20% discount code',
    body: (code, shopUrl, unsubscribeUrl) =>
      `Welcome to VitaGlow!\n\nThank you for subscribing to our newsletter. Here is your code for 20% off your first order:\n\n${code}\n\nEnter it in your cart before checkout. It can be used once.\n\nShop now: ${shopUrl}\n\nYou are receiving this email because this address was subscribed to the VitaGlow newsletter. Unsubscribe in one click: ${unsubscribeUrl}\n\nThe VitaGlow team`,
  },
  fr: {
    subject: 'Bienvenue chez VitaGlow : votre code de réduction de 20 %',
    body: (code, shopUrl, unsubscribeUrl) =>
      `Bienvenue chez VitaGlow !\n\nMerci de vous être abonné à notre newsletter. Voici votre code de 20 % de réduction sur votre première commande :\n\n${code}\n\nSaisissez-le dans votre panier avant de passer commande. Il est valable une seule fois.\n\nDécouvrir la boutique : ${shopUrl}\n\nVous recevez cet e-mail parce que cette adresse a été inscrite à la newsletter VitaGlow. Se désabonner en un clic : ${unsubscribeUrl}\n\nL’équipe VitaGlow`,
  },
  ar: {
    subject: 'مرحبًا بك في VitaGlow: رمز خصم 20% الخاص بك',
    body: (code, shopUrl, unsubscribeUrl) =>
      `أهلًا بك في VitaGlow!\n\nشكرًا لاشتراكك في نشرتنا الإخبارية. إليك رمز الخصم الخاص بك للحصول على خصم 20% على طلبك الأول:\n\n${code}\n\nأدخِل الرمز في سلة التسوق قبل إتمام الطلب. يمكن استخدامه مرة واحدة فقط.\n\nتسوّق الآن: ${shopUrl}\n\nتصلك هذه الرسالة لأن هذا العنوان سُجِّل في النشرة الإخبارية لـ VitaGlow. لإلغاء الاشتراك بنقرة واحدة: ${unsubscribeUrl}\n\nفريق VitaGlow`,
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
  const text = NEWSLETTER_WELCOME[language];
  return {
    kind: 'welcome',
    to,
    subject: text.subject,
    text: text.body(couponCode, shopUrl, unsubscribe.page),
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

import { type DictionaryId, type Language, dictionaryOf } from '../../../core/language';
import type { EmailMessage } from '../senders';

export type AuthEmailKind = 'verify' | 'reset';

interface AuthEmailText {
  subject: string;
  body(name: string, link: string): string;
}

/** The account e-mails in the shopper's language. Plain text: every client shows it and the link stays visible. */
const AUTH_EMAILS: Record<DictionaryId, Record<AuthEmailKind, AuthEmailText>> = {
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
  const text = AUTH_EMAILS[dictionaryOf(language)][kind];
  return { kind, to: to.email, subject: text.subject, text: text.body(to.name, link) };
}

import { type DictionaryId, type Language, dictionaryOf } from '../../../core/language';
import type { EmailMessage } from '../senders';

export type AuthEmailKind = 'verify' | 'reset' | 'signin_link';

interface AuthEmailText {
  subject: string;
  /** `greeting` comes without its comma, which each language writes its own way. */
  body(greeting: string, link: string): string;
}

/** "Hi Léa", or without a name: "Hello". */
const GREETINGS: Record<DictionaryId, (name?: string) => string> = {
  en: (name) => (name ? `Hi ${name}` : 'Hello'),
  fr: (name) => (name ? `Bonjour ${name}` : 'Bonjour'),
  ar: (name) => (name ? `مرحبًا ${name}` : 'مرحبًا'),
};

/** The account e-mails in the shopper's language. Plain text: every client shows it and the link stays visible. */
const AUTH_EMAILS: Record<DictionaryId, Record<AuthEmailKind, AuthEmailText>> = {
  en: {
    verify: {
      subject: 'Confirm your VitaGlow account',
      body: (greeting, link) =>
        `${greeting},\n\nWelcome to VitaGlow! Please confirm your email address by opening this link:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not create an account, you can ignore this email.\n\nThe VitaGlow team`,
    },
    reset: {
      subject: 'Reset your VitaGlow password',
      body: (greeting, link) =>
        `${greeting},\n\nWe received a request to reset the password of your VitaGlow account. Choose a new password here:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays unchanged.\n\nThe VitaGlow team`,
    },
    signin_link: {
      subject: 'Your VitaGlow sign-in link',
      body: (greeting, link) =>
        `${greeting},\n\nThere have been many failed attempts to sign in to your VitaGlow account, so for a while it does not accept passwords. To sign in, open this link:\n\n${link}\n\nThe link works once and expires in 15 minutes. If you did not try to sign in, ignore this email: your password stays unchanged and nobody can use it meanwhile.\n\nThe VitaGlow team`,
    },
  },
  fr: {
    verify: {
      subject: 'Confirmez votre compte VitaGlow',
      body: (greeting, link) =>
        `${greeting},\n\nBienvenue chez VitaGlow ! Pour confirmer votre adresse e-mail, ouvrez ce lien :\n\n${link}\n\nCe lien ne fonctionne qu’une fois et expire dans 24 heures. Si vous n’avez pas créé de compte, ignorez simplement cet e-mail.\n\nL’équipe VitaGlow`,
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe VitaGlow',
      body: (greeting, link) =>
        `${greeting},\n\nNous avons reçu une demande de réinitialisation du mot de passe de votre compte VitaGlow. Choisissez un nouveau mot de passe ici :\n\n${link}\n\nCe lien ne fonctionne qu’une fois et expire dans 1 heure. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.\n\nL’équipe VitaGlow`,
    },
    signin_link: {
      subject: 'Votre lien de connexion VitaGlow',
      body: (greeting, link) =>
        `${greeting},\n\nDe nombreuses tentatives de connexion à votre compte VitaGlow ont échoué : pendant quelque temps, il n’accepte plus de mot de passe. Pour vous connecter, ouvrez ce lien :\n\n${link}\n\nCe lien ne fonctionne qu’une fois et expire dans 15 minutes. Si vous n’avez pas essayé de vous connecter, ignorez cet e-mail : votre mot de passe reste inchangé et personne ne peut s’en servir entre-temps.\n\nL’équipe VitaGlow`,
    },
  },
  ar: {
    verify: {
      subject: 'أكِّد حسابك في VitaGlow',
      body: (greeting, link) =>
        `${greeting}،\n\nأهلًا بك في VitaGlow! يُرجى تأكيد عنوان بريدك الإلكتروني بفتح هذا الرابط:\n\n${link}\n\nيعمل الرابط مرة واحدة فقط وتنتهي صلاحيته خلال 24 ساعة. إذا لم تُنشئ حسابًا، فتجاهل هذه الرسالة.\n\nفريق VitaGlow`,
    },
    reset: {
      subject: 'إعادة تعيين كلمة مرور VitaGlow',
      body: (greeting, link) =>
        `${greeting}،\n\nتلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في VitaGlow. اختر كلمة مرور جديدة من هنا:\n\n${link}\n\nيعمل الرابط مرة واحدة فقط وتنتهي صلاحيته خلال ساعة واحدة. إذا لم تطلب ذلك، فتجاهل هذه الرسالة وستبقى كلمة مرورك كما هي.\n\nفريق VitaGlow`,
    },
    signin_link: {
      subject: 'رابط تسجيل الدخول إلى VitaGlow',
      body: (greeting, link) =>
        `${greeting}،\n\nفشلت محاولات كثيرة لتسجيل الدخول إلى حسابك في VitaGlow، لذا لن يقبل الحساب كلمات المرور لبعض الوقت. لتسجيل الدخول، افتح هذا الرابط:\n\n${link}\n\nيعمل الرابط مرة واحدة فقط وتنتهي صلاحيته خلال 15 دقيقة. إذا لم تحاول تسجيل الدخول، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي ولن يتمكن أحد من استخدامها خلال ذلك.\n\nفريق VitaGlow`,
    },
  },
};

/**
 * An account e-mail to `to`. Its name is written only once the address is verified: until then, whoever
 * signed up may not own the mailbox, and the name is theirs to choose, so a verification or a reset sent
 * to a stranger's address carries no text the stranger did not write.
 */
export function authEmail(
  kind: AuthEmailKind,
  language: Language,
  to: { email: string; name: string; emailVerifiedAt: Date | null },
  link: string,
): EmailMessage {
  const text = AUTH_EMAILS[dictionaryOf(language)][kind];
  const greeting = GREETINGS[dictionaryOf(language)](to.emailVerifiedAt ? to.name : undefined);
  return { kind, to: to.email, subject: text.subject, text: text.body(greeting, link) };
}

import { type DictionaryId, type Language, dictionaryOf, localeOf } from '../../../core/language';
import type { EmailMessage } from '../senders';

export type MembershipEmailKind = 'membership_cancel' | 'membership_resume';

interface Wording {
  subject: string;
  body(date: string, accountUrl: string): string;
}

const WORDING: Record<DictionaryId, Record<MembershipEmailKind, Wording>> = {
  en: {
    membership_cancel: {
      subject: 'Your VitaGlow membership is cancelled',
      body: (date, url) =>
        `Hello,\n\nYour VitaGlow membership is cancelled, as you asked. Your perks last until ${date}. After that the membership ends and you will not be charged again.\n\nChanged your mind? Resume it from your account any time before ${date}:\n${url}\n\nThe VitaGlow team`,
    },
    membership_resume: {
      subject: 'Your VitaGlow membership continues',
      body: (date, url) =>
        `Hello,\n\nYour VitaGlow membership continues: it is no longer cancelled, and it renews on ${date} as before.\n\nYour account:\n${url}\n\nThe VitaGlow team`,
    },
  },
  fr: {
    membership_cancel: {
      subject: 'Votre adhésion VitaGlow est résiliée',
      body: (date, url) =>
        `Bonjour,\n\nVotre adhésion VitaGlow est résiliée, comme vous l’avez demandé. Vos avantages restent valables jusqu’au ${date}. Ensuite, l’adhésion prend fin et vous ne serez plus prélevé.\n\nVous avez changé d’avis ? Reprenez-la depuis votre compte à tout moment avant le ${date} :\n${url}\n\nL’équipe VitaGlow`,
    },
    membership_resume: {
      subject: 'Votre adhésion VitaGlow continue',
      body: (date, url) =>
        `Bonjour,\n\nVotre adhésion VitaGlow continue : elle n’est plus résiliée et se renouvelle le ${date}, comme avant.\n\nVotre compte :\n${url}\n\nL’équipe VitaGlow`,
    },
  },
  ar: {
    membership_cancel: {
      subject: 'تم إلغاء عضويتك في VitaGlow',
      body: (date, url) =>
        `مرحبًا،\n\nتم إلغاء عضويتك في VitaGlow كما طلبت. تبقى مزاياك سارية حتى ${date}. بعد ذلك تنتهي العضوية ولن يتم خصم أي مبلغ منك مرة أخرى.\n\nهل غيّرت رأيك؟ يمكنك استئنافها من حسابك في أي وقت قبل ${date}:\n${url}\n\nفريق VitaGlow`,
    },
    membership_resume: {
      subject: 'عضويتك في VitaGlow مستمرة',
      body: (date, url) =>
        `مرحبًا،\n\nعضويتك في VitaGlow مستمرة: لم تعد ملغاة، وتتجدد في ${date} كما كانت.\n\nحسابك:\n${url}\n\nفريق VitaGlow`,
    },
  },
};

/**
 * "Your membership is cancelled, the perks last until …" or "your membership continues, it renews on …", in
 * the member's language, with the date of the period's end (UTC, as the shop counts periods) and a link to
 * /account. Plain text, like the shop's other e-mails.
 */
export function membershipEmail(
  kind: MembershipEmailKind,
  language: Language,
  to: string,
  periodEnd: Date,
  accountUrl: string,
): EmailMessage {
  const words = WORDING[dictionaryOf(language)][kind];
  const date = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(periodEnd);
  return { kind, to, subject: words.subject, text: words.body(date, accountUrl) };
}

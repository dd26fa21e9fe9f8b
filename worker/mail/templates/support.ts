import { SUPPORT } from '../../../core/content';
import { type DictionaryId, type Language, dictionaryOf, localeOf } from '../../../core/language';
import type { EmailMessage } from '../senders';

interface Wording {
  receivedSubject(subject: string): string;
  received(date: string, member: boolean): string;
  yourMessage: string;
  replySubject(subject: string): string;
  greeting: string;
  replyFrom: string;
  writeBack: string;
  signature: string;
}

const WORDING: Record<DictionaryId, Wording> = {
  en: {
    receivedSubject: (subject) => `We received your message: ${subject}`,
    received: (date, member) =>
      `Thank you for writing to VitaGlow support. ${member ? 'As a member, your request is answered first: ' : ''}you will hear from us by ${date}.`,
    yourMessage: 'Your message:',
    replySubject: (subject) => `Re: ${subject}`,
    greeting: 'Hello,',
    replyFrom: 'Reply from VitaGlow support:',
    writeBack: 'To write back, use the contact form in the shop’s footer and mention this subject.',
    signature: 'The VitaGlow support team',
  },
  fr: {
    receivedSubject: (subject) => `Nous avons bien reçu votre message\u00a0: ${subject}`,
    received: (date, member) =>
      `Merci d’avoir écrit au service client VitaGlow. ${member ? 'En tant que membre, votre demande est traitée en priorité\u00a0: ' : ''}nous vous répondrons d’ici le ${date}.`,
    yourMessage: 'Votre message\u00a0:',
    replySubject: (subject) => `Re\u00a0: ${subject}`,
    greeting: 'Bonjour,',
    replyFrom: 'Réponse du service client VitaGlow\u00a0:',
    writeBack: 'Pour nous répondre, utilisez le formulaire de contact en bas de page de la boutique en rappelant cet objet.',
    signature: 'L’équipe du service client VitaGlow',
  },
  ar: {
    receivedSubject: (subject) => `استلمنا رسالتك: ${subject}`,
    received: (date, member) =>
      `شكرًا لتواصلك مع خدمة عملاء VitaGlow. ${member ? 'بصفتك عضوًا، نجيب على طلبك أولًا: ' : ''}ستصلك إجابتنا في موعد أقصاه ${date}.`,
    yourMessage: 'رسالتك:',
    replySubject: (subject) => `رد: ${subject}`,
    greeting: 'مرحبًا،',
    replyFrom: 'رد من خدمة عملاء VitaGlow:',
    writeBack: 'للرد علينا، استخدم نموذج التواصل في أسفل صفحات المتجر واذكر هذا الموضوع.',
    signature: 'فريق خدمة عملاء VitaGlow',
  },
};

/** The promised time in the shop's support time zone, which the e-mail names, as the support dialog does. */
function promisedDate(language: Language, promisedBy: Date): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: SUPPORT.timeZone,
    timeZoneName: 'short',
  }).format(promisedBy);
}

/**
 * "We received your message", in the language the form was sent in: when the answer is due (sooner for a
 * member) and the message as written. Plain text, like the shop's other e-mails.
 */
export function supportReceivedEmail(request: {
  email: string;
  language: Language;
  subject: string;
  message: string;
  member: boolean;
  promisedBy: Date;
}): EmailMessage {
  const words = WORDING[dictionaryOf(request.language)];
  const intro = words.received(promisedDate(request.language, request.promisedBy), request.member);
  return {
    kind: 'support_received',
    to: request.email,
    subject: words.receivedSubject(request.subject),
    text: `${words.greeting}\n\n${intro}\n\n${words.yourMessage}\n${request.message}\n\n${words.signature}`,
  };
}

/** The operator's reply as written, inside a frame in the requester's language. */
export function supportReplyEmail(request: { email: string; language: Language; subject: string }, reply: string): EmailMessage {
  const words = WORDING[dictionaryOf(request.language)];
  return {
    kind: 'support_reply',
    to: request.email,
    subject: words.replySubject(request.subject),
    text: `${words.greeting}\n\n${words.replyFrom}\n\n${reply}\n\n${words.writeBack}\n\n${words.signature}`,
  };
}

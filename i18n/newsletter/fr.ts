import type { NewsletterDictionary } from './en';

export const newsletterFr: NewsletterDictionary = {
  emailLabel: 'Adresse e-mail',
  emailPlaceholder: 'Saisissez votre e-mail',
  subscribe: 'S’inscrire',
  subscribing: 'Inscription en cours…',
  unsubscribe: {
    title: 'Newsletter',
    working: 'Désinscription en cours…',
    done: 'Vous êtes désinscrit. Vous ne recevrez plus la newsletter VitaGlow.',
    coupon: 'Votre code promo non utilisé ne fonctionne plus. Réinscrivez-vous à tout moment pour le retrouver.',
    invalid:
      'Ce lien de désinscription n’est pas valide. Il est peut-être incomplet ou antérieur à votre nouvelle inscription ; utilisez le lien de votre e-mail le plus récent.',
    failed: 'La désinscription n’a pas pu aboutir pour le moment. Veuillez réessayer.',
    retry: 'Réessayer',
  },
  reviewUnsubscribe: {
    title: 'Invitations à donner votre avis',
    working: 'Désactivation des invitations à donner votre avis…',
    done: 'C’est fait : vous ne recevrez plus d’invitations à donner votre avis sur vos commandes. Vos autres e-mails de VitaGlow continuent.',
    invalid: 'Ce lien n’est pas valide. Il est peut-être incomplet ; utilisez le lien de votre dernière invitation.',
    failed: 'Nous n’avons pas pu désactiver ces e-mails pour le moment. Veuillez réessayer.',
    retry: 'Réessayer',
  },
  earlyAccessUnsubscribe: {
    title: 'Accès anticipé des membres',
    working: 'Désactivation des e-mails d’accès anticipé…',
    done: 'C’est fait : vous ne recevrez plus d’e-mails sur l’accès anticipé des membres. Vos autres e-mails VitaGlow continuent.',
    invalid: 'Ce lien n’est pas valide. Il est peut-être incomplet ; utilisez le lien de votre e-mail d’accès anticipé le plus récent.',
    failed: 'Ces e-mails n’ont pas pu être désactivés pour le moment. Veuillez réessayer.',
    retry: 'Réessayer',
  },
  alreadySubscribed: 'Cette adresse e-mail est déjà inscrite !',
  confirmHint: 'Confirmez votre adresse avec le lien que nous vous avons envoyé par e-mail : le code promo fonctionnera ensuite.',
  confirmationSent:
    'Consultez votre boîte de réception : nous avons envoyé à cette adresse un lien pour confirmer l’inscription à la newsletter.',
  confirm: {
    title: 'Newsletter',
    working: 'Confirmation de votre adresse…',
    done: 'Votre adresse est confirmée. Votre code promo de 20 % fonctionne désormais au paiement.',
    resubscribed: 'Vous êtes de nouveau inscrit à la newsletter. Nous vous avons envoyé votre code promo par e-mail.',
    invalid:
      'Ce lien de confirmation n’est pas valide. Il est peut-être incomplet ou provient d’un ancien e-mail ; utilisez le lien de votre e-mail le plus récent.',
    failed: 'La confirmation de votre adresse n’a pas pu aboutir pour le moment. Veuillez réessayer.',
    retry: 'Réessayer',
  },
  section: {
    heading: 'Rejoignez la communauté VitaGlow',
    pitch:
      'Inscrivez-vous à notre newsletter et profitez de 20 % de réduction sur votre première commande, ainsi que de conseils bien-être, de nos nouveautés et d’offres exclusives.',
    statsLabel: 'VitaGlow en chiffres',
    success: 'Merci pour votre inscription ! Votre code promo de 20 % :',
    error: 'Une erreur est survenue. Veuillez réessayer.',
  },
  cart: {
    heading: '20 % de réduction sur votre première commande',
    pitch: 'Inscrivez-vous à notre newsletter et recevez votre code promo immédiatement.',
    emailRequired: 'Veuillez saisir votre adresse e-mail',
    success: 'Bienvenue ! Utilisez le code {{code}} pour bénéficier de 20 % de réduction sur votre première commande.',
    yourCode: 'Votre code :',
    error: 'L’inscription a échoué. Veuillez réessayer.',
  },
};

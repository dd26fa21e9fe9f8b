import type { MailDictionary } from './en';

export const mailFr: MailDictionary = {
  account: {
    greetingNamed: 'Bonjour {{name}}',
    greeting: 'Bonjour',
    verify: {
      subject: 'Confirmez votre compte VitaGlow',
      body: '{{greeting}},\n\nBienvenue chez VitaGlow ! Pour confirmer votre adresse e-mail, ouvrez ce lien :\n\n{{link}}\n\nCe lien ne fonctionne qu’une fois et expire dans 24 heures. Si vous n’avez pas créé de compte, ignorez simplement cet e-mail.\n\nL’équipe VitaGlow',
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe VitaGlow',
      body: '{{greeting}},\n\nNous avons reçu une demande de réinitialisation du mot de passe de votre compte VitaGlow. Choisissez un nouveau mot de passe ici :\n\n{{link}}\n\nCe lien ne fonctionne qu’une fois et expire dans 1 heure. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.\n\nL’équipe VitaGlow',
    },
    signinLink: {
      subject: 'Votre lien de connexion VitaGlow',
      body: '{{greeting}},\n\nDe nombreuses tentatives de connexion à votre compte VitaGlow ont échoué : pendant quelque temps, il n’accepte plus de mot de passe. Pour vous connecter, ouvrez ce lien :\n\n{{link}}\n\nCe lien ne fonctionne qu’une fois et expire dans 15 minutes. Si vous n’avez pas essayé de vous connecter, ignorez cet e-mail : votre mot de passe reste inchangé et personne ne peut s’en servir entre-temps.\n\nL’équipe VitaGlow',
    },
  },
  membership: {
    cancel: {
      subject: 'Votre adhésion VitaGlow est résiliée',
      body: 'Bonjour,\n\nVotre adhésion VitaGlow est résiliée, comme vous l’avez demandé. Vos avantages restent valables jusqu’au {{date}}. Ensuite, l’adhésion prend fin et vous ne serez plus prélevé.\n\nVous avez changé d’avis ? Reprenez-la depuis votre compte à tout moment avant le {{date}} :\n{{accountUrl}}\n\nL’équipe VitaGlow',
    },
    resume: {
      subject: 'Votre adhésion VitaGlow continue',
      body: 'Bonjour,\n\nVotre adhésion VitaGlow continue : elle n’est plus résiliée et se renouvelle le {{date}}, comme avant.\n\nVotre compte :\n{{accountUrl}}\n\nL’équipe VitaGlow',
    },
  },
  supplyReminder: {
    subject: 'Votre réserve VitaGlow s’épuise le {{date}}',
    body: 'Bonjour,\n\nSelon les portions par jour indiquées sur leurs étiquettes, ces produits de votre commande {{reference}} seront épuisés le {{date}} :\n{{items}}\n\nUn clic met les mêmes articles dans votre panier :\n{{reorderUrl}}\n\nVous recevez ce rappel parce que vous êtes membre VitaGlow. Désactivez les rappels de réserve dans votre compte : {{accountUrl}}\n\nL’équipe VitaGlow',
  },
  reviewInvitation: {
    subject: 'Que pensez-vous de votre commande VitaGlow {{reference}} ?',
    body: 'Bonjour,\n\nVotre commande {{reference}} est bien arrivée, nous l’espérons. Si vous souhaitez dire aux autres clients ce que vous pensez de vos achats, chaque lien ci-dessous ouvre un court formulaire pour un produit. Aucun compte n’est nécessaire ; chaque lien fonctionne une fois et pendant {{days}} jours, et il vous permet ensuite de modifier ou de retirer votre avis.\n\n{{links}}\n\nNous n’offrons jamais rien en échange d’un avis, ni d’une note quelle qu’elle soit : ni réduction, ni cadeau, ni participation à un tirage. Tout avis sincère est le bienvenu, quelles que soient ses étoiles, et tout avis qui respecte nos quelques règles est publié, y compris les avis négatifs.\n\nPour ne plus recevoir d’invitations à donner votre avis : {{optOutUrl}}\n\nL’équipe VitaGlow',
    item: '{{product}} :\n{{url}}',
  },
  earlyAccess: {
    subject: 'Membres en premier : {{product}} pour vous avant tout le monde',
    body: 'Bonjour,\n\nEn tant que membre VitaGlow, vous pouvez acheter {{product}} dès maintenant : jusqu’au {{date}}, il est réservé aux membres, puis ouvert à tous.\n\nDécouvrez-le ici :\n{{productUrl}}\n\nVous recevez cet e-mail parce que vous êtes membre VitaGlow. Pour ne plus recevoir ces annonces d’accès anticipé (vos autres e-mails continuent) : {{unsubscribeUrl}}\n\nL’équipe VitaGlow',
  },
  newsletter: {
    welcome: {
      subject: 'Bienvenue chez VitaGlow : votre code promo de 20 %',
      body: 'Bienvenue chez VitaGlow !\n\nMerci de vous être inscrit à notre newsletter. Voici votre code de 20 % de réduction sur votre première commande :\n\n{{code}}\n\nSaisissez-le dans votre panier avant de passer commande. Il est valable une seule fois.{{confirm}}\n\nDécouvrir la boutique : {{shopUrl}}\n\nVous recevez cet e-mail parce que cette adresse a été inscrite à la newsletter VitaGlow. Se désinscrire en un clic : {{unsubscribeUrl}}\n\nL’équipe VitaGlow',
      confirm:
        '\n\nAvant que le code promo fonctionne, confirmez que cette adresse est la vôtre (nous n’envoyons la newsletter qu’aux adresses confirmées) : {{confirmUrl}}',
    },
    resubscribe: {
      subject: 'Confirmez votre inscription à la newsletter VitaGlow',
      body: 'Bonjour,\n\nQuelqu’un a demandé à inscrire de nouveau cette adresse à la newsletter VitaGlow. Si c’est vous, confirmez ici : {{confirmUrl}}\n\nVotre code promo de première commande fonctionnera de nouveau dès votre confirmation. Si ce n’est pas vous, ignorez cet e-mail : rien ne change.\n\nL’équipe VitaGlow',
    },
  },
  support: {
    received: {
      subject: 'Nous avons bien reçu votre message\u00a0: {{subject}}',
      body: 'Bonjour,\n\nMerci d’avoir écrit au service client VitaGlow. {{member}}nous vous répondrons d’ici le {{date}}.\n\nVotre message\u00a0:\n{{message}}\n\nL’équipe du service client VitaGlow',
      member: 'En tant que membre, votre demande est traitée en priorité\u00a0: ',
    },
    reply: {
      subject: 'Re\u00a0: {{subject}}',
      body: 'Bonjour,\n\nRéponse du service client VitaGlow\u00a0:\n\n{{reply}}\n\nPour nous répondre, utilisez le formulaire de contact en bas de page de la boutique en rappelant cet objet.\n\nL’équipe du service client VitaGlow',
    },
  },
  order: {
    greeting: 'Bonjour,',
    reference: '{{reference}}',
    referenceLabel: 'Référence de commande',
    labelled: '{{label}} : {{value}}',
    view: 'Retrouvez votre commande à tout moment :',
    questions: 'Une question ? Écrivez-nous à {{email}}.',
    signature: 'L’équipe VitaGlow',
    confirmation: {
      subject: 'Votre commande VitaGlow {{reference}} est confirmée',
      intro: 'Merci pour votre commande ! Nous avons bien reçu votre paiement et préparons votre colis.',
      subtotal: 'Sous-total',
      shipping: 'Livraison ({{method}})',
      discount: 'Remise',
      tax: 'Taxe de vente',
      total: 'Total',
    },
    shipped: {
      subject: 'Votre commande VitaGlow {{reference}} a été expédiée',
      intro: 'Bonne nouvelle : votre commande est en route.',
      carrier: 'Transporteur',
      otherCarrier: 'Autre transporteur',
      tracking: 'Numéro de suivi',
      follow: 'Suivez votre colis sur le site du transporteur :',
      inside: 'Dans le colis :',
    },
    soldOut: {
      subject: 'Votre commande VitaGlow {{reference}} n’a pas pu être honorée : vous êtes remboursé',
      intro:
        'Nous sommes désolés : les derniers exemplaires d’un produit de votre commande sont partis chez un autre client quelques instants avant l’arrivée de votre paiement, et nous ne pouvons pas vous l’envoyer.',
      refund:
        'Nous vous avons remboursé l’intégralité de votre paiement ({{amount}}). Rien ne sera expédié et vous ne devez rien ; le remboursement apparaît sur votre compte sous 5 à 10 jours ouvrés.',
      ordered: 'Votre commande :',
      sorry: 'Le code que vous avez utilisé reste à votre disposition. Veuillez accepter nos excuses.',
    },
  },
};

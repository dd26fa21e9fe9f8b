import type { StoreDictionary } from './en';

/** French texts of the storefront screens (same keys as en.ts). */
export const storeFr: StoreDictionary = {
  header: {
    skip: 'Aller au contenu principal',
    menu: 'Menu',
  },
  dialog: { close: 'Fermer' },
  toasts: { region: 'Notifications (Alt+T)', close: 'Fermer la notification' },
  price: {
    current: 'Prix :',
    original: 'Prix initial :',
    member: 'Prix membre',
    join: 'Les membres économisent {{percent}} % : voir les formules',
  },
  rating: {
    label: 'Noté {{rating}} sur 5',
    reviews: { one: '({{count}} avis)', many: '({{count}} avis)', other: '({{count}} avis)' },
    none: 'Pas encore d’avis',
    shop: {
      one: '{{rating}}/5 sur {{count}} avis d’acheteur vérifié',
      many: '{{rating}}/5 sur {{count}} avis d’acheteurs vérifiés',
      other: '{{rating}}/5 sur {{count}} avis d’acheteurs vérifiés',
    },
    verified: 'Acheteur vérifié',
  },
  checkout: { processing: 'Traitement en cours…' },
  cart: { add: 'Ajouter au panier', added: 'Ajouté au panier : {{name}}', view: 'Voir le panier' },
  earlyAccess: { note: 'Accès anticipé réservé aux membres jusqu’au {{date}}' },
  stock: {
    soldOut: 'Épuisé',
    onlyLeft: { one: 'Plus que {{count}} en stock', many: 'Plus que {{count}} en stock', other: 'Plus que {{count}} en stock' },
  },
  age: {
    confirm: 'Je confirme avoir 18 ans ou plus',
    why: 'Les compléments protéinés, la créatine, les BCAA et les pré-entraînements sont réservés aux adultes.',
    required: 'Cochez la case pour confirmer que vous avez 18 ans ou plus.',
  },
  claims: {
    reference: 'Voir la mention FDA',
    heading: 'Mention FDA',
    statements: {
      single: 'Cette allégation n’a pas été évaluée par la Food and Drug Administration (FDA) des États-Unis.',
      several: 'Ces allégations n’ont pas été évaluées par la Food and Drug Administration (FDA) des États-Unis.',
    },
    products: {
      single: 'Ce produit n’est pas destiné à diagnostiquer, traiter, guérir ou prévenir une quelconque maladie.',
      several: 'Ces produits ne sont pas destinés à diagnostiquer, traiter, guérir ou prévenir une quelconque maladie.',
    },
  },
  wishlist: {
    toggle: 'Ajouter {{name}} à la liste de souhaits',
    added: 'Ajouté à la liste de souhaits : {{name}}',
    removed: 'Retiré de la liste de souhaits : {{name}}',
  },
  hero: { learnMore: 'En savoir plus' },
  benefits: {
    eyebrow: 'Pourquoi VitaGlow',
    title: 'Un bien-être en toute confiance',
    subtitle: 'Des formules saines, des étiquettes honnêtes et de vrais résultats, pour toute la famille.',
  },
  plans: {
    eyebrow: 'Adhésion',
    title: 'Rejoignez le Club VitaGlow',
    subtitle:
      'Les membres profitent d’offres exclusives, d’un accès en avant-première et d’un service client prioritaire. Choisissez la formule qui vous convient.',
    flexible: 'Sans engagement : résiliable à tout moment.',
    featuresHeading: 'Inclus dans la formule',
    start: 'Choisir la formule {{plan}}',
  },
  deals: {
    eyebrow: 'Nos packs',
    title: 'Regroupez et économisez',
    subtitle: 'Nos produits préférés réunis à des prix introuvables ailleurs. La livraison est offerte sur chaque pack.',
    mostPopular: 'Le plus populaire',
    off: '-{{percent}} %',
    save: 'Économisez {{amount}}',
    included: 'Contenu du pack',
    free: 'OFFERT',
    quantity: '{{count}}x',
    itemLine: '{{count}} × {{name}}',
    details: 'Voir le détail',
    buy: 'Acheter ce pack',
    valueLabel: 'Valeur si achetés séparément',
    priceLabel: 'Prix du pack',
    totalSavings: 'Économie totale',
    savingsDetail: '{{amount}} (-{{percent}} %)',
    banner: {
      title: 'Nouveau chez VitaGlow ?',
      text: 'Commencez par un pack : la livraison est offerte, et les inscrits à la newsletter économisent 10 % de plus sur chaque pack une fois connectés.',
      cta: 'S’inscrire à la newsletter',
      moneyBack: 'Satisfait ou remboursé 30 jours',
      freeShipping: 'Livraison offerte',
      support: 'Service client premium',
    },
  },
  products: {
    eyebrow: 'Boutique',
    title: 'Nos meilleures ventes',
    subtitle: 'Vitamines, gummies, protéines et plus encore, fabriqués aux États-Unis avec des ingrédients naturels.',
    viewAll: 'Voir tous les produits',
    enlarge: 'Agrandir l’image de {{name}}',
    imageAlt: '{{name}}, photo du produit',
    viewBenefits: 'Voir les bienfaits',
    benefitsHeading: 'Principaux bienfaits',
    buyNow: 'Acheter maintenant',
  },
  catalogue: {
    subtitle: 'Tous les compléments VitaGlow réunis au même endroit. Filtrez par catégorie ou triez pour trouver celui qu’il vous faut.',
    certifications: 'Certifications',
    filterLabel: 'Filtrer par catégorie',
    all: 'Tous',
    sortLabel: 'Trier par',
    sort: {
      featured: 'Sélection',
      priceAsc: 'Prix croissant',
      priceDesc: 'Prix décroissant',
      rating: 'Les mieux notés',
    },
    count: { one: '{{count}} produit', many: '{{count}} produits', other: '{{count}} produits' },
    listHeading: 'Liste des produits',
  },
  story: { eyebrow: 'À propos', impactTitle: 'Notre impact' },
  testimonials: {
    eyebrow: 'Témoignages',
    title: 'Ils nous font confiance',
    subtitle: 'Des avis d’acheteurs vérifiés, choisis par nous et publiés tels qu’ils les ont écrits.',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Nous sommes là pour vous aider',
    subtitle: 'Une question sur une commande, un produit ou votre adhésion ? Notre équipe vous répond avec plaisir.',
    reachUs: 'Nous joindre',
    hours: 'Horaires du service client',
    email: 'E-mail',
    phone: 'Téléphone',
    address: 'Adresse',
  },
  footer: {
    tagline:
      'Des compléments alimentaires haut de gamme, fabriqués aux États-Unis avec des ingrédients naturels, pour votre bien-être au quotidien.',
    follow: 'Suivre VitaGlow',
    social: {
      facebook: 'VitaGlow sur Facebook',
      instagram: 'VitaGlow sur Instagram',
      twitter: 'VitaGlow sur X',
      youtube: 'VitaGlow sur YouTube',
    },
    quickLinks: 'Liens rapides',
    links: {
      top: 'Accueil',
      products: 'Produits',
      features: 'Atouts',
      about: 'À propos',
      newsletter: 'Newsletter',
    },
    customerService: 'Service client',
    contact: 'Nous contacter',
    legal: 'Informations légales',
    rights: '© {{year}} VitaGlow. Tous droits réservés.',
  },
  service: {
    title: 'Service client',
    description: 'Toutes les réponses sur les commandes, la livraison, les retours et l’assistance.',
    topics: {
      faq: 'FAQ',
      shipping: 'Livraison',
      returns: 'Retours et remboursements',
      track: 'Suivre ma commande',
      support: 'Assistance client',
    },
    faq: {
      account: {
        question: 'Faut-il un compte pour commander ?',
        answer:
          'Non. Vous pouvez faire vos achats, remplir votre panier, tenir une liste de souhaits et vous inscrire à la newsletter sans compte. Il n’est nécessaire que pour prendre une adhésion.',
      },
      madeIn: {
        question: 'Où vos compléments sont-ils fabriqués ?',
        answer:
          'Tous les produits VitaGlow sont fabriqués aux États-Unis dans des sites certifiés GMP, avec des ingrédients naturels, et chaque lot est contrôlé par des laboratoires indépendants.',
      },
      membership: {
        question: 'Comment fonctionne l’adhésion ?',
        answer:
          'Choisissez une facturation mensuelle ou annuelle pour profiter d’offres réservées aux membres, d’un accès en avant-première aux nouveautés et d’un service client prioritaire. Résiliable à tout moment.',
      },
      codes: {
        question: 'Puis-je cumuler plusieurs codes promo ?',
        answer:
          'Un seul code s’applique par commande. Les inscrits à la newsletter bénéficient de 20 % de réduction sur leur première commande.',
      },
      payment: {
        question: 'Mon paiement est-il sécurisé ?',
        answer:
          'Oui. Les paiements sont traités par Stripe via une connexion chiffrée ; nous ne voyons ni ne conservons jamais vos données bancaires.',
      },
    },
    shipping: {
      intro: 'Choisissez votre mode de livraison au moment de payer. Les prix sont indiqués en dollars américains.',
      caption: 'Modes de livraison, délais et tarifs',
      method: 'Mode',
      time: 'Délai',
      cost: 'Tarif',
      free: 'Offerte',
      packages: 'La livraison est toujours offerte sur les packs.',
    },
    returns: {
      how: 'Pour effectuer un retour, écrivez à {{email}} en indiquant la référence de votre commande : nous vous guiderons pour la suite.',
    },
    track: {
      shipped: 'Dès l’expédition de votre commande, nous vous envoyons par e-mail un lien pour la suivre jusqu’à votre porte.',
      help: 'Vous ne trouvez pas cet e-mail ? Vérifiez vos courriers indésirables ou écrivez à {{email}} en indiquant la référence de votre commande (elle figure sur la page de confirmation du paiement).',
      intro: 'Saisissez la référence de votre commande et l’adresse e-mail utilisée pour la passer.',
      reference: 'Référence de commande',
      referenceHint: 'Elle commence par VG- et figure dans l’e-mail de confirmation de votre commande.',
      referenceRequired: 'Veuillez saisir la référence de votre commande.',
      email: 'Adresse e-mail',
      submit: 'Trouver ma commande',
      searching: 'Recherche de votre commande…',
      notFound: 'Aucune commande ne correspond à cette référence et à cette adresse e-mail. Vérifiez-les et réessayez.',
      result: 'Commande {{reference}}',
      payment: 'Paiement : {{status}}',
      details: 'Voir toute la commande',
    },
    contact: {
      heading: 'Écrivez-nous',
      intro: 'Posez-nous votre question ici : nous vous répondons par e-mail.',
      memberPromise: 'Les membres sont servis en priorité, sous 4 heures de nos horaires d’assistance.',
      email: 'Votre adresse e-mail',
      reference: 'Référence de commande (facultative)',
      subject: 'Objet',
      message: 'Message',
      messageHint: 'Texte simple, 4 000 caractères au maximum.',
      submit: 'Envoyer le message',
      sending: 'Envoi…',
      sent: 'Merci. Votre message est bien parvenu à notre équipe et une confirmation vous a été envoyée par e-mail. Notre réponse vous parviendra d’ici le {{date}}.',
      sentMember: 'En tant que membre, votre message est traité en priorité.',
      again: 'Écrire un autre message',
      errors: {
        subject_required: 'Veuillez saisir un objet.',
        subject_too_long: 'L’objet ne doit pas dépasser 120 caractères.',
        message_required: 'Veuillez écrire votre message.',
        message_too_long: 'Le message ne doit pas dépasser 4 000 caractères.',
        order_reference_invalid: 'Une référence de commande ne contient que des lettres, des chiffres et des tirets, comme VG-1234.',
        invalid_characters: 'Votre texte contient des caractères invisibles ou de contrôle. Veuillez le saisir de nouveau en texte simple.',
      },
    },
  },
  legal: {
    updated: 'Dernière mise à jour : {{date}}',
    privacy: {
      title: 'Politique de confidentialité',
      intro:
        'Le respect de votre vie privée nous tient à cœur. Cette page explique quelles données personnelles VitaGlow collecte, pourquoi, qui les reçoit, combien de temps elles sont conservées et ce que vous pouvez faire.',
      collect: {
        heading: 'Ce que nous collectons',
        body: 'Lorsque vous créez un compte : votre adresse e-mail, votre nom, votre langue et votre mot de passe, conservé uniquement sous forme d’empreinte irréversible. Lorsque vous commandez : vos achats et leur montant, l’adresse e-mail qui reçoit la confirmation, ainsi que l’adresse de livraison et le numéro de téléphone saisis lors du paiement. Lorsque vous vous inscrivez à la newsletter : votre adresse e-mail et votre langue. Vos données bancaires sont transmises directement à Stripe : nous ne les recevons jamais.',
      },
      use: {
        heading: 'Comment nous les utilisons',
        body: 'Pour enregistrer, expédier et livrer vos commandes, gérer votre compte et votre adhésion, vous envoyer les e-mails que vous avez demandés ou que vos commandes exigent, protéger la boutique contre les abus comme les tentatives de deviner un mot de passe, et répondre à vos questions. Nous ne vendons pas vos données et ne les utilisons pas à des fins publicitaires.',
      },
      sharing: {
        heading: 'Qui les reçoit',
        body: 'Uniquement les entreprises qui font fonctionner une partie de la boutique pour nous, chacune recevant ce dont elle a besoin :',
        cloudflare:
          'Cloudflare héberge la boutique. Son réseau achemine chaque requête de votre navigateur, avec votre adresse IP. Sa base de données (D1) et son stockage clé-valeur (KV) contiennent votre compte, vos commandes, votre inscription à la newsletter et les compteurs décrits plus bas, et sa file d’attente transporte chaque e-mail jusqu’à son envoi.',
        stripe:
          'Stripe encaisse les paiements. Il reçoit les articles, les montants et la référence de votre commande et, lorsque nous la connaissons, votre adresse e-mail. Sur sa propre page de paiement, il recueille au besoin votre adresse e-mail, ainsi que votre adresse de livraison, votre numéro de téléphone et vos données bancaires, et nous renvoie tout sauf les données bancaires : nous ne les voyons jamais. Pour une adhésion, Stripe conserve une fiche client avec votre nom et votre adresse e-mail, ainsi que votre adresse lorsqu’il calcule la taxe de vente. Stripe conserve ses données selon sa propre politique de confidentialité ; supprimer votre compte ici ne les efface pas.',
        email:
          'Notre prestataire d’e-mail reçoit votre adresse e-mail et le texte de chaque e-mail que nous vous envoyons : vérification du compte, réinitialisation du mot de passe, bienvenue dans la newsletter, confirmation de commande et avis d’expédition.',
        carriers:
          'Le transporteur qui livre votre colis reçoit le nom, l’adresse et le numéro de téléphone dont il a besoin pour le livrer.',
      },
      retention: {
        heading: 'Durée de conservation',
        body: 'Chaque type de données n’est conservé que le temps nécessaire :',
        account:
          'Votre compte est conservé jusqu’à ce que vous le supprimiez. Sa suppression efface aussi vos sessions de connexion, les données de votre adhésion, votre inscription à la newsletter et nos traces des e-mails envoyés à votre adresse.',
        orders:
          'Les commandes sont conservées pour la comptabilité : ce qui a été vendu, quand, à quel prix, et les références du paiement chez Stripe. Lorsque vous supprimez votre compte, vos commandes, y compris celles passées sans compte avec la même adresse e-mail, perdent leur lien avec le compte, votre adresse e-mail ainsi que le nom, la rue, la ville, le code postal et le numéro de téléphone de l’adresse de livraison. Une commande encore en route les garde jusqu’à sa livraison ou son annulation, puis les perd. Le pays et l’État restent, car la taxe de vente dépend de la destination des marchandises.',
        newsletter:
          'Votre inscription à la newsletter dure jusqu’à votre désinscription. Nous gardons ensuite votre adresse, marquée comme désinscrite, pour qu’une nouvelle inscription vous rende le même code promo, jusqu’à ce que vous supprimiez votre compte ou nous demandiez de l’effacer.',
        emails:
          'Pour chaque e-mail envoyé, nous enregistrons son type, son destinataire, son objet et s’il a été remis, mais pas son texte. Ces traces sont supprimées au bout de 90 jours.',
        attempts:
          'Pour freiner les tentatives de deviner un mot de passe et les abus, les essais sur les formulaires de connexion, de création de compte et d’inscription à la newsletter sont comptés par adresse e-mail, et les codes promo erronés par adresse IP. Chaque compteur s’efface de lui-même à la fin de sa période, au bout d’une heure au plus. Un code d’offre de dernière minute est lié à une empreinte de votre adresse IP calculée avec une clé secrète, pour que vous seul puissiez l’utiliser ; un code inutilisé est effacé un jour ou plus après son expiration.',
        analytics:
          'Pour savoir comment fonctionnent les formulaires de connexion, de création de compte et d’inscription à la newsletter, nous enregistrons pour chaque essai le formulaire, le résultat (par exemple réussi ou refusé) et l’heure. Ces traces ne contiennent ni adresse e-mail, ni nom, ni adresse IP : tout au plus une empreinte de l’adresse e-mail calculée avec une clé secrète, pour compter ensemble les essais sur une même adresse. Elles n’ont pas de date de fin, et supprimer votre compte ne les efface pas.',
      },
      browser: {
        heading: 'Les cookies et votre navigateur',
        body: 'Chaque cookie déposé par la boutique et tout ce qu’elle conserve dans votre navigateur sont listés, avec leur rôle et leur durée, dans notre {{link}}.',
        link: 'politique relative aux cookies',
      },
      rights: {
        heading: 'Vos droits',
        body: 'Vous pouvez obtenir une copie de vos données, les faire corriger ou effacer, et arrêter nos e-mails :',
        download:
          'Télécharger vos données : « Télécharger mes données », sur {{link}}, vous donne un fichier avec votre compte, vos commandes et leurs adresses de livraison, votre adhésion et votre inscription à la newsletter.',
        delete:
          'Supprimer votre compte : « Supprimer mon compte », sur {{link}}, avec votre mot de passe. Ce qui est effacé et ce qui reste est décrit plus haut. Tant que votre adhésion se renouvelle encore, résiliez-la d’abord.',
        accountLink: 'la page de votre compte',
        unsubscribe:
          'Vous désinscrire : chaque e-mail de la newsletter contient un lien qui vous désinscrit immédiatement, sans vous connecter.',
        contact:
          'Pour tout le reste, comme corriger vos données, effacer une inscription à la newsletter sans compte ou l’adresse d’une commande passée sans compte, ou pour une question sur cette politique : écrivez à {{email}}.',
      },
    },
    terms: {
      title: 'Conditions générales de vente',
      intro: 'Ces conditions s’appliquent à tous vos achats chez VitaGlow. En passant commande, vous les acceptez.',
      orders: {
        heading: 'Commandes et prix',
        body: 'Tous les prix sont en dollars américains. Le montant payé est celui affiché lors du paiement, calculé à partir de notre catalogue en vigueur. Nous pouvons annuler une commande passée à un prix manifestement erroné et vous rembourser intégralement.',
      },
      payment: {
        heading: 'Paiement',
        body: 'Le paiement est encaissé par notre prestataire de paiement lorsque vous validez votre commande. Les codes promo sont à usage unique et un seul code s’applique par commande.',
      },
      shipping: {
        heading: 'Livraison et retours',
        body: 'Les délais de livraison sont indicatifs et courent à partir de l’expédition. Chaque commande bénéficie de notre garantie satisfait ou remboursé de 30 jours ; consultez la rubrique Service client pour en savoir plus.',
      },
      membership: {
        heading: 'Adhésions',
        body: 'Les adhésions se renouvellent automatiquement chaque mois ou chaque année jusqu’à leur résiliation. La résiliation met fin au prochain renouvellement ; la période en cours reste active jusqu’à son terme.',
      },
      health: {
        heading: 'Informations de santé',
        body: 'Nos produits sont des compléments alimentaires, pas des médicaments. Les descriptions sont fournies à titre informatif ; demandez l’avis de votre médecin avant utilisation si vous êtes enceinte, allaitez, suivez un traitement ou avez un problème de santé.',
      },
      contact: {
        heading: 'Questions',
        body: 'Écrivez-nous à {{email}} : nous serons ravis de vous aider.',
      },
    },
    cookies: {
      title: 'Politique relative aux cookies',
      intro:
        'VitaGlow ne conserve dans votre navigateur que ce dont la boutique a besoin pour fonctionner. Elle n’utilise aucun cookie publicitaire, de mesure d’audience ou de réseaux sociaux, et ses pages ne chargent rien depuis d’autres sites. Voici chaque cookie déposé par la boutique et tout ce qu’elle conserve dans le stockage de votre navigateur, avec son rôle et sa durée.',
      cookies: {
        heading: 'Cookies',
        body: 'Votre navigateur renvoie ces cookies à la boutique à chaque requête. Les scripts de la page ne peuvent lire que le cookie de langue.',
        caption: 'Les cookies déposés par VitaGlow',
      },
      storage: {
        heading: 'Stockage dans votre navigateur',
        body: 'La boutique conserve aussi ces données dans votre navigateur. Le stockage local reste jusqu’à ce que vous l’effaciez ; le stockage de session disparaît à la fermeture de l’onglet. Rien n’est envoyé à la boutique de lui-même : seuls votre panier et un code promo saisi lui parviennent, au paiement ou à la vérification du code.',
        caption: 'Ce que VitaGlow conserve dans le stockage de votre navigateur',
      },
      table: {
        name: 'Nom',
        type: 'Conservé dans',
        purpose: 'À quoi il sert',
        lifetime: 'Durée de conservation',
      },
      kinds: {
        localStorage: 'Stockage local',
        sessionStorage: 'Stockage de session',
      },
      items: {
        session: {
          purpose: 'Vous garde connecté. Il contient un jeton aléatoire dont la boutique ne conserve qu’une empreinte.',
          lifetime:
            'Jusqu’à votre déconnexion. Il cesse de fonctionner après 7 jours sans utilisation, et au plus tard 30 jours après votre connexion, lorsque votre navigateur le supprime.',
        },
        checkout: {
          purpose:
            'Reconnaît le navigateur qui a passé une commande : lui seul voit le transporteur et le numéro de suivi sur la page de la commande (et, avec la page de paiement de test utilisée en développement et pour les tests, lui seul peut y payer ou annuler la commande).',
          lifetime: '30 jours, renouvelé à chaque commande passée.',
        },
        d1Bookmark: {
          purpose:
            'Lorsque la boutique lit une copie de sa base de données proche de chez vous, garantit que vous voyez vos propres changements récents, comme une commande que vous venez de passer. Il contient une position dans l’historique de la base de données, rien sur vous.',
          lifetime: 'Jusqu’à la fermeture de votre navigateur.',
        },
        languageCookie: {
          purpose:
            'Votre langue (anglais, français ou arabe), pour que la boutique vous envoie ses pages dans votre langue dès le départ. Les scripts de la boutique l’écrivent et peuvent le lire.',
          lifetime: 'Un an, renouvelé à chaque visite.',
        },
        devOperator: {
          purpose:
            'En développement uniquement, pour les opérateurs de la boutique : connexion à la console sur l’ordinateur d’un développeur. Jamais déposé sur la boutique en ligne, ni pour les clients.',
          lifetime: '8 heures.',
        },
        language: {
          purpose: 'Votre langue, conservée aussi ici pour rétablir votre choix si le cookie de langue manque.',
          lifetime: 'Jusqu’à ce que vous changiez de langue ou effaciez les données de votre navigateur.',
        },
        cart: {
          purpose: 'Votre panier : les produits et leurs quantités, le mode de livraison et un code promo saisi.',
          lifetime: 'Jusqu’à ce que vous effaciez les données de votre navigateur ; le paiement le vide.',
        },
        wishlist: {
          purpose: 'Les produits enregistrés dans votre liste de souhaits.',
          lifetime: 'Jusqu’à ce que vous effaciez les données de votre navigateur.',
        },
        cartClearedFor: {
          purpose:
            'La référence de la dernière commande dont le paiement a vidé votre panier, pour que rouvrir la page de cette commande ne vide pas un nouveau panier.',
          lifetime: 'Jusqu’à ce que votre prochaine commande payée la remplace, ou que vous effaciez les données de votre navigateur.',
        },
        attempts: {
          purpose:
            'Compte vos essais sur les formulaires de connexion, de création de compte et d’inscription à la newsletter pour une adresse e-mail, qui fait partie du nom, pour vous dire aussitôt quand patienter avant de réessayer. Le serveur de la boutique tient son propre compte.',
          lifetime:
            'Compte pendant 15 minutes (connexion) ou une heure (création de compte, newsletter). Le compte de connexion est supprimé lorsque vous vous connectez ; les autres restent jusqu’à ce que vous effaciez les données de votre navigateur.',
        },
        rememberedPlan: {
          purpose: 'La formule d’adhésion choisie avant de vous connecter, pour qu’elle démarre une fois que vous êtes connecté.',
          lifetime: 'Jusqu’à votre connexion ou la fermeture de la fenêtre de connexion, et au plus tard jusqu’à la fermeture de l’onglet.',
        },
        scroll: {
          purpose:
            'La position de défilement de chaque page visitée dans cet onglet, pour que le retour en arrière vous ramène au même endroit.',
          lifetime: 'Jusqu’à la fermeture de l’onglet.',
        },
      },
      stripe: {
        heading: 'Sur la page de paiement de Stripe',
        body: 'Pour payer par carte, vous quittez la boutique pour la page de paiement de Stripe. Stripe y dépose ses propres cookies, selon sa propre politique de confidentialité ; VitaGlow ne les dépose ni ne les lit.',
      },
      tracking: {
        heading: 'Aucun suivi',
        body: 'Nous n’utilisons aucun cookie publicitaire, de mesure d’audience ou de réseaux sociaux, ni aucun cookie d’autres entreprises sur les pages de la boutique.',
      },
      control: {
        heading: 'Vous gardez la main',
        body: 'Vous pouvez supprimer à tout moment les cookies et les données du site dans les réglages de votre navigateur. La boutique continuera de fonctionner : il vous suffira de vous reconnecter et de choisir à nouveau votre langue, et votre panier et votre liste de souhaits repartiront vides. Ce que la boutique conserve sur ses propres serveurs est décrit dans notre {{link}}.',
        link: 'politique de confidentialité',
      },
    },
  },
  qr: {
    open: 'Partager le site',
    title: 'Partager le site',
    description: 'Scannez ce code avec l’appareil photo d’un téléphone, ou partagez-le, pour ouvrir VitaGlow.',
    urlLabel: 'Adresse du site',
    problem: '{{title}} : {{reason}}',
    invalidUrl: 'URL invalide',
    invalidData: 'Données invalides',
    imageAlt: 'QR code vers {{url}}',
    download: 'Télécharger',
    copy: 'Copier',
    share: 'Partager',
    shareText: 'Des compléments alimentaires haut de gamme, fabriqués aux États-Unis.',
    copied: 'QR code copié dans le presse-papiers',
    errorTitle: 'Erreur',
    generateFailed: 'Impossible de générer le QR code. Veuillez réessayer.',
    copyFailed: 'La copie a échoué. Essayez plutôt de télécharger le QR code.',
    shareFailed: 'Impossible de partager le QR code. Essayez plutôt de le copier ou de le télécharger.',
    shareUnavailable: 'Le partage n’est pas disponible ici. Essayez plutôt de copier ou de télécharger le QR code.',
  },
  productPage: { breadcrumbs: 'Fil d’Ariane' },
  reviews: {
    heading: 'Avis clients',
    intro: 'Chaque avis vient d’un acheteur de ce produit et est publié quelle que soit sa note.',
    distribution: 'Avis par note',
    stars: { one: '{{count}} étoile', many: '{{count}} étoiles', other: '{{count}} étoiles' },
    count: 'Avis',
    sortLabel: 'Trier les avis',
    sort: { newest: 'Les plus récents', highest: 'Les mieux notés', lowest: 'Les moins bien notés' },
    listHeading: 'Avis',
    loading: 'Chargement des avis…',
    reply: 'Réponse de VitaGlow',
    pages: {
      label: 'Pages des avis',
      previous: 'Avis précédents',
      next: 'Plus d’avis',
      page: 'Page d’avis {{page}}',
      status: 'Page {{page}} sur {{pageCount}}',
    },
  },
  notFound: { text: 'La page que vous cherchez n’existe pas ou a été déplacée.' },
};

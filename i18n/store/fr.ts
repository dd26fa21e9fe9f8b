import type { StoreDictionary } from './en';

/** French texts of the storefront screens (same keys as en.ts). */
export const storeFr: StoreDictionary = {
  header: {
    skip: 'Aller au contenu principal',
    menu: 'Menu',
    languageCycle: 'Langue : {{current}}. Passer en {{next}}',
  },
  dialog: { close: 'Fermer' },
  price: { current: 'Prix :', original: 'Prix initial :' },
  rating: {
    label: 'Noté {{rating}} sur 5',
    reviews: { one: '({{count}} avis)', many: '({{count}} avis)', other: '({{count}} avis)' },
  },
  checkout: { processing: 'Traitement en cours…' },
  cart: { add: 'Ajouter au panier', added: '{{name}} ajouté au panier', view: 'Voir le panier' },
  stock: {
    soldOut: 'Épuisé',
    onlyLeft: { one: 'Plus que {{count}} en stock', many: 'Plus que {{count}} en stock', other: 'Plus que {{count}} en stock' },
  },
  wishlist: {
    toggle: 'Ajouter {{name}} à la liste de souhaits',
    added: '{{name}} ajouté à la liste de souhaits',
    removed: '{{name}} retiré de la liste de souhaits',
  },
  hero: { learnMore: 'En savoir plus' },
  benefits: {
    eyebrow: 'Pourquoi VitaGlow',
    title: 'Un bien-être en toute confiance',
    subtitle: 'Des formules saines, des étiquettes honnêtes et de vrais résultats, pour toute la famille.',
  },
  plans: {
    eyebrow: 'Abonnement',
    title: 'Rejoignez le Club VitaGlow',
    subtitle:
      'Les membres profitent d’offres exclusives, d’un accès en avant-première et d’un service client prioritaire. Choisissez la formule qui vous convient.',
    flexible: 'Sans engagement : résiliable à tout moment.',
    featuresHeading: 'Inclus dans la formule',
    start: 'Choisir l’abonnement {{plan}}',
  },
  deals: {
    eyebrow: 'Offres groupées',
    title: 'Regroupez et économisez',
    subtitle:
      'Nos produits préférés réunis à des prix introuvables ailleurs. La livraison est offerte sur chaque pack.',
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
      text: 'Commencez par un pack : la livraison est offerte, et les abonnés à la newsletter économisent 10 % de plus sur chaque pack une fois connectés.',
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
    subtitle:
      'Tous les compléments VitaGlow réunis au même endroit. Filtrez par catégorie ou triez pour trouver celui qu’il vous faut.',
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
    subtitle: 'Les histoires vraies de celles et ceux qui ont intégré VitaGlow à leur quotidien.',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Nous sommes là pour vous aider',
    subtitle: 'Une question sur une commande, un produit ou votre abonnement ? Notre équipe vous répond avec plaisir.',
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
    legal: 'Mentions légales',
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
          'Non. Vous pouvez faire vos achats, remplir votre panier, tenir une liste de souhaits et vous inscrire à la newsletter sans compte. Il n’est nécessaire que pour souscrire un abonnement.',
      },
      madeIn: {
        question: 'Où vos compléments sont-ils fabriqués ?',
        answer:
          'Tous les produits VitaGlow sont fabriqués aux États-Unis dans des sites certifiés GMP, avec des ingrédients naturels, et chaque lot est contrôlé par des laboratoires indépendants.',
      },
      membership: {
        question: 'Comment fonctionne l’abonnement ?',
        answer:
          'Choisissez une facturation mensuelle ou annuelle pour profiter d’offres réservées aux membres, d’un accès en avant-première aux nouveautés et d’un service client prioritaire. Résiliable à tout moment.',
      },
      codes: {
        question: 'Puis-je cumuler plusieurs codes promo ?',
        answer: 'Un seul code s’applique par commande. Les abonnés à la newsletter bénéficient de 20 % de réduction sur leur première commande.',
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
      how: 'Pour effectuer un retour, écrivez à {{email}} en indiquant votre numéro de commande : nous vous guiderons pour la suite.',
    },
    track: {
      shipped: 'Dès l’expédition de votre commande, nous vous envoyons par e-mail un lien pour la suivre jusqu’à votre porte.',
      help: 'Vous ne trouvez pas cet e-mail ? Vérifiez vos courriers indésirables ou écrivez à {{email}} en indiquant votre numéro de commande (il figure sur la page de confirmation du paiement).',
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
  },
  legal: {
    updated: 'Dernière mise à jour : {{date}}',
    privacy: {
      title: 'Politique de confidentialité',
      intro:
        'Le respect de votre vie privée nous tient à cœur. Cette page explique quelles données personnelles VitaGlow collecte, pourquoi, et quels sont vos choix.',
      collect: {
        heading: 'Ce que nous collectons',
        body: 'Votre adresse e-mail lorsque vous vous inscrivez à la newsletter ou créez un compte, votre nom si vous nous le donnez, et les informations nécessaires à l’exécution de vos commandes. Vos données bancaires sont transmises directement à notre prestataire de paiement : nous ne les recevons jamais.',
      },
      use: {
        heading: 'Comment nous les utilisons',
        body: 'Pour traiter et livrer vos commandes, gérer votre compte et votre abonnement, vous envoyer la newsletter que vous avez demandée et répondre à vos questions. Nous ne vendons pas vos données.',
      },
      sharing: {
        heading: 'Avec qui nous les partageons',
        body: 'Uniquement avec les prestataires qui nous aident à faire fonctionner la boutique, comme notre prestataire de paiement (Stripe), notre service d’e-mail et nos transporteurs, et seulement ce dont chacun a besoin.',
      },
      retention: {
        heading: 'Durée de conservation',
        body: 'Les données de commande sont conservées aussi longtemps que la loi fiscale l’exige. Vous pouvez vous désinscrire de la newsletter à tout moment, et nous supprimons les données de votre compte sur simple demande.',
      },
      rights: {
        heading: 'Vos droits',
        body: 'Vous pouvez à tout moment demander à consulter, corriger ou supprimer vos données personnelles en écrivant à {{email}}.',
      },
    },
    terms: {
      title: 'Conditions d’utilisation',
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
        body: 'Les délais de livraison sont indicatifs et courent à partir de l’expédition. Chaque commande bénéficie de notre garantie satisfait ou remboursé de 30 jours ; consultez le service client pour en savoir plus.',
      },
      membership: {
        heading: 'Abonnements',
        body: 'Les abonnements se renouvellent automatiquement chaque mois ou chaque année jusqu’à leur résiliation. La résiliation met fin au prochain renouvellement ; la période en cours reste active jusqu’à son terme.',
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
        'VitaGlow limite le stockage dans votre navigateur au strict nécessaire au fonctionnement de la boutique. Nous n’utilisons aucun cookie publicitaire ni de suivi.',
      session: {
        heading: 'Cookie de connexion',
        body: 'Lorsque vous vous connectez, un cookie sécurisé vous garde connecté. Il est illisible par les scripts et supprimé à la déconnexion ou à son expiration.',
      },
      storage: {
        heading: 'Stockage dans votre navigateur',
        body: 'Votre langue, votre panier et votre liste de souhaits sont enregistrés dans le stockage local de votre navigateur pour que vous les retrouviez à votre retour. Ils ne quittent pas votre appareil avant le paiement.',
      },
      tracking: {
        heading: 'Aucun suivi',
        body: 'Nous n’utilisons aucun cookie tiers de mesure d’audience, de publicité ou de réseaux sociaux.',
      },
      control: {
        heading: 'Vous gardez la main',
        body: 'Vous pouvez supprimer à tout moment les cookies et les données du site dans les réglages de votre navigateur. La boutique continuera de fonctionner ; il vous faudra simplement vous reconnecter et choisir à nouveau votre langue.',
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
  notFound: { text: 'La page que vous cherchez n’existe pas ou a été déplacée.' },
};

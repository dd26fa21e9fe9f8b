import type { ContentDictionary } from './en';

/** French texts for the shop data in core/ (same keys as en.ts). */
export const contentFr: ContentDictionary = {
  catalogue: {
    multivitamin: {
      name: 'Multivitamines du quotidien',
      description:
        'Une formule complète de vitamines et minéraux essentiels, à prendre une fois par jour, pour accompagner au quotidien votre énergie, votre immunité et votre concentration.',
      benefits: {
        energy: 'Les vitamines B contribuent à un métabolisme énergétique normal',
        immunity: 'Les vitamines C et D et le zinc contribuent au fonctionnement normal du système immunitaire',
        focus: 'Le zinc et l’iode contribuent à une fonction cognitive normale',
        bones: 'La vitamine D contribue au maintien d’une ossature et d’une dentition normales',
        beauty: 'Le zinc contribue au maintien d’une peau, de cheveux et d’ongles normaux',
        gentle: 'Une formule douce pour l’estomac, facile à assimiler',
      },
    },
    'protein-gummies-mixed-berry': {
      name: 'Gummies protéinés Fruits rouges',
      description:
        'Des gummies moelleux et protéinés aux saveurs de fraise, myrtille et framboise : l’en-cas gourmand idéal entre deux repas.',
      benefits: {
        protein: 'De vraies protéines dans chaque bouchée',
        muscle: 'Les protéines contribuent à augmenter la masse musculaire et au maintien de la masse musculaire',
        snack: 'Un en-cas rassasiant à emporter partout',
        lowSugar: 'Peu de sucre, beaucoup de goût',
        flavor: 'Un vrai goût de fruits rouges',
        noShaker: 'Ni shaker, ni mélange, ni vaisselle',
      },
    },
    'protein-gummies-mango': {
      name: 'Gummies protéinés Mangue',
      description:
        'Notre toute dernière saveur : la mangue gorgée de soleil, dans un gummy moelleux riche en protéines. Un air de vacances à chaque bouchée.',
      benefits: {
        protein: 'De vraies protéines dans chaque bouchée',
        muscle: 'Les protéines contribuent à augmenter la masse musculaire et au maintien de la masse musculaire',
        snack: 'Un en-cas rassasiant à emporter partout',
        lowSugar: 'Peu de sucre, beaucoup de goût',
        flavor: 'Le goût juteux de la mangue',
        recovery: 'Soutiennent la récupération après l’entraînement',
      },
    },
    'protein-gummies-cherry': {
      name: 'Gummies protéinés Cerise',
      description:
        'Une édition limitée de gummies à la cerise, entre douceur et acidité, avec une belle dose de protéines dans chaque bouchée.',
      benefits: {
        protein: 'De vraies protéines dans chaque bouchée',
        muscle: 'Les protéines contribuent à augmenter la masse musculaire et au maintien de la masse musculaire',
        snack: 'Un en-cas rassasiant à emporter partout',
        lowSugar: 'Peu de sucre, beaucoup de goût',
        flavor: 'Une cerise à la fois douce et acidulée',
        limited: 'Édition limitée, dans la limite des stocks disponibles',
      },
    },
    'whey-vanilla': {
      name: 'Whey protéine Vanille',
      description:
        'Une whey vanille onctueuse qui se mélange en quelques secondes : dans un shake, dans vos flocons d’avoine ou même dans votre café.',
      benefits: {
        muscle: 'Les protéines contribuent à augmenter la masse musculaire et au maintien de la masse musculaire',
        recovery: 'Accélère la récupération après l’entraînement',
        mixes: 'Se mélange facilement, sans grumeaux',
        aminos: 'Profil complet en acides aminés',
        versatile: 'Parfaite en shake, dans le porridge ou en pâtisserie',
        flavor: 'Le goût gourmand de la vanille, un classique',
      },
    },
    'whey-chocolate': {
      name: 'Whey protéine Chocolat',
      description: 'Une whey au chocolat riche et veloutée : le goût d’un milk-shake, l’efficacité d’un repas de récupération.',
      benefits: {
        muscle: 'Les protéines contribuent à augmenter la masse musculaire et au maintien de la masse musculaire',
        recovery: 'Accélère la récupération après l’entraînement',
        mixes: 'Se mélange facilement, sans grumeaux',
        aminos: 'Profil complet en acides aminés',
        satiety: 'Rassasie plus longtemps',
        flavor: 'Un chocolat intense et gourmand',
      },
    },
    'whey-strawberry': {
      name: 'Whey protéine Fraise',
      description: 'Une whey à la fraise, fraîche et légère, à la finale crémeuse. L’été dans votre shaker.',
      benefits: {
        muscle: 'Les protéines contribuent à augmenter la masse musculaire et au maintien de la masse musculaire',
        recovery: 'Accélère la récupération après l’entraînement',
        mixes: 'Se mélange facilement, sans grumeaux',
        aminos: 'Profil complet en acides aminés',
        smoothies: 'La base idéale de vos smoothies',
        flavor: 'Le goût frais et fruité de la fraise',
      },
    },
    'whey-banana': {
      name: 'Whey protéine Banane',
      description: 'Une whey banane onctueuse et naturellement douce, pensée pour vos shakes d’après-séance et vos smoothies du matin.',
      benefits: {
        muscle: 'Les protéines contribuent à augmenter la masse musculaire et au maintien de la masse musculaire',
        recovery: 'Accélère la récupération après l’entraînement',
        mixes: 'Se mélange facilement, sans grumeaux',
        aminos: 'Profil complet en acides aminés',
        breakfast: 'Un petit-déjeuner protéiné en un instant',
        flavor: 'Une banane crémeuse et naturellement douce',
      },
    },
    'pre-workout': {
      name: 'Booster pré-entraînement',
      description:
        'Une énergie propre, sans coup de barre, pour donner le meilleur à chaque séance, avec des ingrédients choisis pour la concentration et l’endurance.',
      benefits: {
        energy: 'Une énergie propre, sans coup de barre',
        focus: 'Les vitamines B6 et B12 contribuent à des fonctions psychologiques normales',
        endurance: 'Vous aide à vous entraîner plus intensément et plus longtemps',
        pump: 'Soutient la circulation sanguine et la congestion musculaire',
        fatigue: 'Les vitamines B6 et B12 et la niacine contribuent à réduire la fatigue',
        clean: 'Sans colorants artificiels ni charges inutiles',
      },
    },
    'creatine-gummies': {
      name: 'Gummies à la créatine',
      description: 'Tous les atouts de la créatine monohydrate pour la force, dans un gummy pratique et savoureux. Ni poudre, ni shaker.',
      benefits: {
        strength: 'Soutiennent la force et la puissance',
        performance: 'La créatine augmente la performance physique lors d’exercices brefs et intenses et répétés',
        muscle: 'Soutiennent la prise de muscle sec',
        recovery: 'Aident à récupérer entre les séries',
        brain: 'Soutiennent les fonctions cognitives',
        convenient: 'Ni poudre, ni mélange',
      },
    },
    'collagen-gummies': {
      name: 'Gummies au collagène marin',
      description:
        'Du collagène marin issu de sources durables, dans un gummy savoureux, pour une peau éclatante, des cheveux en pleine forme et des articulations souples.',
      benefits: {
        skin: 'La vitamine C contribue à la formation normale de collagène pour assurer la fonction normale de la peau',
        hair: 'Favorisent une pousse saine des cheveux',
        nails: 'Renforcent les ongles',
        joints: 'La vitamine C contribue à la formation normale de collagène pour assurer la fonction normale des cartilages',
        marine: 'Collagène marin issu de la pêche durable',
        absorption: 'Hautement biodisponible, facilement assimilé',
      },
    },
    'bcaa-gummies': {
      name: 'Gummies BCAA',
      description:
        'Des acides aminés ramifiés dans un gummy fruité, pour aider vos muscles à récupérer et à tenir la distance, séance après séance.',
      benefits: {
        recovery: 'Accélèrent la récupération musculaire',
        soreness: 'Aident à limiter les courbatures',
        protection: 'Préservent le muscle durement gagné',
        endurance: 'Soutiennent l’endurance pendant l’effort',
        ratio: 'Le ratio BCAA 2:1:1 qui a fait ses preuves',
        flavor: 'Une saveur fruitée rafraîchissante',
      },
    },
    'magnesium-gummies': {
      name: 'Gummies au magnésium',
      description:
        'Un gummy du soir apaisant, au magnésium doux, pour vous aider à décompresser, à profiter d’un sommeil profond et à vous réveiller en forme.',
      benefits: {
        sleep: 'Soutiennent un sommeil profond et réparateur',
        relax: 'Vous aident à vous détendre et à décompresser',
        muscles: 'Le magnésium contribue au maintien d’une fonction musculaire normale',
        stress: 'Le magnésium contribue à des fonctions psychologiques normales',
        heart: 'Soutiennent un rythme cardiaque sain',
        gentle: 'Formule douce, sans accoutumance',
      },
    },
    'beauty-complex': {
      name: 'Complexe Beauté',
      description:
        'Un soin beauté de l’intérieur à base de biotine, de vitamines et d’antioxydants, pour une peau lumineuse, des cheveux brillants et des ongles solides.',
      benefits: {
        glow: 'La biotine et le zinc contribuent au maintien d’une peau normale',
        hair: 'La biotine, le zinc et le sélénium contribuent au maintien de cheveux normaux',
        nails: 'Le zinc et le sélénium contribuent au maintien d’ongles normaux',
        antioxidants: 'Les vitamines C et E contribuent à protéger les cellules contre le stress oxydatif',
        collagen: 'La vitamine C contribue à la formation normale de collagène pour assurer la fonction normale de la peau',
        hydration: 'Aide la peau à rester hydratée',
      },
    },
    'omega-3-plus': {
      name: 'Oméga-3 Plus',
      description:
        'Une huile de poisson hautement dosée en EPA et DHA pour le cœur, le cerveau et les articulations, sans arrière-goût de poisson.',
      benefits: {
        heart: 'L’EPA et le DHA contribuent à une fonction cardiaque normale',
        brain: 'Le DHA contribue au maintien d’une fonction cérébrale normale',
        joints: 'Favorise le confort et la mobilité des articulations',
        eyes: 'Le DHA contribue au maintien d’une vision normale',
        mood: 'Aide à garder une humeur équilibrée',
        pure: 'Purifiée pour plus de fraîcheur, sans arrière-goût',
      },
    },
  },
  categories: {
    vitamins: 'Vitamines',
    gummies: 'Gummies',
    protein: 'Protéines',
    performance: 'Performance',
    beauty: 'Beauté',
  },
  badges: {
    bestSeller: 'Meilleure vente',
    popular: 'Populaire',
    newFlavor: 'Nouvelle saveur',
    limitedEdition: 'Édition limitée',
    classic: 'Classique',
    new: 'Nouveau',
    trending: 'Tendance',
    athletesChoice: 'Le choix des athlètes',
    sleepSupport: 'Spécial sommeil',
  },
  fallback: {
    name: 'Produit {{id}}',
    description: 'Complément alimentaire haut de gamme',
    badge: 'Nouveau',
    benefits: {
      quality: 'Ingrédients de qualité supérieure',
      science: 'Formule fondée sur la science',
      tested: 'Testé par un laboratoire indépendant',
      madeInUsa: 'Fabriqué aux États-Unis',
      guarantee: 'Satisfait ou remboursé',
    },
  },
  deals: {
    shared: {
      freeShipping: 'Livraison offerte',
      prioritySupport: 'Service client prioritaire',
      guarantee: 'Satisfait ou remboursé pendant 30 jours',
    },
    starter: {
      badge: 'Durée limitée',
      title: 'Pack Découverte',
      subtitle: 'Tout pour bien démarrer',
      description:
        'Vous débutez ? Partez du bon pied avec nos multivitamines best-sellers et nos gummies BCAA… et le booster pré-entraînement est offert.',
      features: {
        duo: 'Multivitamines du quotidien + Gummies BCAA',
        freePreWorkout: 'Booster pré-entraînement OFFERT',
      },
      timeLimit: 'Offre valable uniquement pendant les 48 premières heures',
    },
    essentials: {
      badge: 'Le plus populaire',
      title: 'Pack Essentiel',
      subtitle: 'La routine préférée de nos clients',
      description:
        'La routine qui a conquis nos clients : multivitamines, whey vanille et booster pré-entraînement, avec un sachet de gummies protéinés fruits rouges offert.',
      features: {
        routine: 'Multivitamines, whey vanille et booster pré-entraînement',
        freeGummies: 'Gummies protéinés Fruits rouges OFFERTS',
      },
    },
    complete: {
      badge: 'Le plus avantageux',
      title: 'Pack Bien-être Complet',
      subtitle: 'Force, récupération et beauté réunies',
      description:
        'Trois pots de whey pour s’entraîner sérieusement, et des gummies au collagène marin pour la peau et les articulations : notre pack le plus complet.',
      features: {
        whey: '2 whey vanille + 1 whey chocolat',
        collagen: 'Gummies au collagène marin pour la peau et les articulations',
      },
    },
    friends: {
      badge: 'À partager',
      title: 'Pack Entre amis',
      subtitle: 'Deux de chaque : un pour vous, un pour un proche',
      description:
        'Nos produits préférés en double : deux flacons de multivitamines, deux sachets de gummies protéinés et deux boosters pré-entraînement. Partagez-les avec votre partenaire d’entraînement : vous y gagnez tous les deux.',
      features: {
        doubles: 'Deux exemplaires de chaque produit',
        share: 'Idéal en couple ou entre partenaires d’entraînement',
      },
    },
  },
  plans: {
    monthly: {
      name: 'Mensuelle',
      period: 'par mois',
      description: 'L’adhésion flexible, facturée chaque mois.',
    },
    yearly: {
      name: 'Annuelle',
      period: 'par an',
      description: 'Notre meilleur tarif, facturé une fois par an.',
      savingsBadge: 'Économisez {{percent}} %',
      secondaryBadge: 'Le plus avantageux',
      monthlyEquivalent: 'Soit {{price}} par mois, avec facturation annuelle',
      savingsAmount: 'Vous économisez {{amount}} par an',
    },
    features: {
      offers: 'Offres réservées aux membres',
      earlyAccess: 'Accès en avant-première aux nouvelles saveurs et nouveautés',
      recommendations: 'Recommandations personnalisées de compléments',
      support: 'Service client prioritaire',
      cancel: 'Résiliable à tout moment',
    },
  },
  shipping: {
    'free-us': {
      name: 'Livraison standard offerte',
      estimate: '5 à 7 jours ouvrés',
      description: 'Livraison suivie partout aux États-Unis, offerte sur toutes les commandes.',
    },
    'express-us': {
      name: 'Livraison express',
      estimate: '2 à 3 jours ouvrés',
      description: 'Préparation prioritaire et livraison rapide, offerte dès {{threshold}} d’achat.',
    },
    'overnight-us': {
      name: 'Livraison en 24 h',
      estimate: '1 jour ouvré',
      description: 'Livraison le jour ouvré suivant, pour les plus pressés.',
    },
    'international-standard': {
      name: 'International standard',
      estimate: '7 à 14 jours ouvrés',
      description: 'Livraison suivie vers la plupart des pays. Des droits de douane peuvent s’appliquer.',
    },
    'international-express': {
      name: 'International express',
      estimate: '3 à 7 jours ouvrés',
      description: 'Livraison rapide et entièrement suivie dans le monde entier. Des droits de douane peuvent s’appliquer.',
    },
  },
  marketing: {
    hero: {
      badge: 'Fabriqué aux États-Unis · Ingrédients naturels',
      rating: {
        one: '{{rating}}/5 sur {{count}} avis',
        many: '{{rating}}/5 sur {{count}} avis',
        other: '{{rating}}/5 sur {{count}} avis',
      },
      freeShipping: 'Livraison offerte sur toutes les commandes aux États-Unis',
    },
    heroStats: {
      madeInUsa: 'Fabriqué aux États-Unis',
      artificial: 'Ingrédient artificiel',
      customers: 'Clients satisfaits',
    },
    benefits: {
      madeInAmerica: {
        title: 'Fabriqué en Amérique',
        description: 'Fabriqué aux États-Unis, sur des sites certifiés GMP, selon les normes de qualité les plus strictes.',
      },
      natural: {
        title: 'Naturel avant tout',
        description: 'Des formules épurées, à base d’ingrédients naturels, sans colorants, arômes ni conservateurs artificiels.',
      },
      qualityTested: {
        title: 'Qualité contrôlée',
        description:
          'Chaque lot est analysé par des laboratoires indépendants, pureté et dosage compris : vous obtenez exactement ce que promet l’étiquette.',
      },
      energyBoost: {
        title: 'Un coup de fouet d’énergie',
        description: 'Des vitamines B et du magnésium, qui contribuent à réduire la fatigue, du matin au soir.',
      },
      heartHealth: {
        title: 'Santé du cœur',
        description: 'Des oméga-3 EPA et DHA, qui contribuent à une fonction cardiaque normale, avec du magnésium et des antioxydants.',
      },
      awardWinning: {
        title: 'Primé',
        description: 'Reconnu pour sa qualité et son goût, et plébiscité par des centaines de milliers de clients.',
      },
    },
    story: {
      title: 'Notre histoire',
      beginning:
        'Tout a commencé autour d’une table de cuisine, avec une frustration toute simple : des rayons de compléments remplis d’excipients, de sucres cachés et de promesses invérifiables.',
      promise:
        'Nous avons donc décidé de créer les compléments que nous voulions pour nos propres familles : des formules saines à base d’ingrédients naturels, fabriquées aux États-Unis et analysées par des laboratoires indépendants, lot après lot.',
      today:
        'Aujourd’hui, partout dans le pays, des familles commencent leur journée avec VitaGlow. Notre engagement n’a pas changé : des ingrédients honnêtes, des résultats concrets et une équipe heureuse de vous aider.',
      signature: 'Les fondateurs de VitaGlow',
    },
    impact: {
      livesTransformed: 'Vies transformées',
      satisfaction: 'Satisfaction client',
      years: 'Ans d’expertise',
    },
    testimonials: {
      sarah: {
        role: 'Coach sportive',
        content:
          'J’ai testé des dizaines de marques, et VitaGlow est la première que mes clients et moi avons adoptée pour de bon. Entre deux séances, les gummies protéinés ont tout changé.',
      },
      michael: {
        role: 'Marathonien',
        content:
          'Le booster pré-entraînement me donne une énergie stable, sans nervosité, et les gummies au magnésium ont vraiment changé mon sommeil. Je ne m’entraîne plus sans eux.',
      },
      emily: {
        role: 'Maman de deux enfants',
        content:
          'Enfin des multivitamines que toute la famille prend vraiment ! J’aime savoir qu’elles sont fabriquées aux États-Unis, avec des ingrédients sains.',
      },
    },
    newsletterStats: {
      customers: 'Clients satisfaits',
      satisfaction: 'Taux de satisfaction',
      products: 'Produits haut de gamme',
      support: 'Service client',
      supportValue: '6 jours sur 7',
    },
    certifications: {
      madeInUsa: 'Fabriqué aux États-Unis',
      gmp: 'Certifié GMP',
      fdaRegistered: 'Fabriqué dans un site enregistré auprès de la FDA',
      labTested: 'Testé en laboratoire',
    },
  },
  support: {
    country: 'États-Unis',
    hours: {
      weekdays: 'Du lundi au vendredi : 9 h – 18 h',
      saturday: 'Samedi : 10 h – 16 h',
      sunday: 'Dimanche : fermé',
      timeZone: 'Heure de l’Est des États-Unis (ET)',
    },
    policies: {
      reply: 'Nous répondons sous 24 h les jours ouvrés.',
      processing: 'Les commandes sont préparées sous 24 h.',
      moneyBack: 'Satisfait ou remboursé pendant 30 jours.',
      refunds: 'Le remboursement vous parvient sous 3 à 5 jours ouvrés.',
    },
  },
};

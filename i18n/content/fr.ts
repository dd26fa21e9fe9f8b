import type { ContentDictionary } from './en';

/** French texts for the shop data in core/ (same keys as en.ts). */
export const contentFr: ContentDictionary = {
  categories: {
    vitamins: 'Vitamines',
    gummies: 'Gummies',
    protein: 'Protéines',
    performance: 'Performance',
    beauty: 'Beauté',
  },
  fallback: {
    name: 'Produit {{id}}',
    description: 'Complément alimentaire haut de gamme',
    badge: 'Nouveau',
    benefits: {
      quality: 'Ingrédients de qualité supérieure',
      labelled: 'Tous les ingrédients sur l’étiquette',
      tested: 'Testé par un laboratoire indépendant',
      madeInUsa: 'Fabriqué aux États-Unis',
      guarantee: 'Satisfait ou remboursé',
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
      freeShipping: 'Livraison offerte sur toutes les commandes aux États-Unis',
    },
    benefits: {
      madeInAmerica: {
        title: 'Fabriqué en Amérique',
        description: 'Fabriqué aux États-Unis, sur des sites certifiés GMP, selon les normes de qualité les plus strictes.',
      },
      natural: {
        title: 'Rien d’artificiel ajouté',
        description: 'Aucun colorant, arôme ni conservateur artificiel dans nos formules.',
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
      customerFavorite: {
        title: 'Les préférés de nos clients',
        description: 'Choisis encore et encore pour leur qualité et leur goût.',
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

import type { FactsDictionary } from './en';

/**
 * French texts of the Supplement Facts panels (same keys as en.ts). No-break space (\u00a0) before a
 * colon and between a number and its unit, narrow no-break space (\u202f) before ; ! ? and %.
 */
export const factsFr: FactsDictionary = {
  panel: {
    disclosure: 'Informations nutritionnelles, ingrédients et avertissements',
    title: 'Informations nutritionnelles',
    caption: 'Informations nutritionnelles\u00a0: {{product}}',
    servingSize: 'Taille de la portion',
    servingsPerContainer: 'Nombre de portions par emballage',
    ingredient: 'Ingrédient alimentaire',
    amountPerServing: 'Quantité par portion',
    dailyValue: '% de la valeur quotidienne (valeurs de référence américaines)',
    calories: 'Calories',
    lessThan: '<\u00a0{{percent}}',
    notEstablished: 'Valeur quotidienne non établie',
    footnote: '** Valeur quotidienne non établie.',
    includes: 'Dont {{nutrient}}\u00a0: {{amount}}',
    /** As French labels write it, « Magnésium (citrate de magnésium) »: « sous forme de » would need its elisions. */
    withSource: '{{nutrient}} ({{source}})',
    calorieFootnote:
      '*Pourcentages de la valeur quotidienne établis pour un régime de 2\u202f000\u00a0calories (valeurs de référence américaines).',
    otherIngredients: 'Autres ingrédients',
    contains: 'Contient\u00a0: {{allergens}}.',
    warnings: 'Avertissements',
  },
  eu: {
    heading: 'Mentions obligatoires (UE)',
    dailyDose: 'Dose journalière recommandée\u00a0: {{serving}}.',
    doNotExceed: 'Ne pas dépasser la dose journalière recommandée.',
    notASubstitute:
      'Les compléments alimentaires ne doivent pas être utilisés comme substituts d’un régime alimentaire varié et équilibré.',
    children: 'Tenir hors de portée des jeunes enfants.',
  },
  servingSize: {
    gummy: { one: '{{count}} gummy', many: '{{count}} de gummies', other: '{{count}} gummies' },
    tablet: { one: '{{count}} comprimé', many: '{{count}} de comprimés', other: '{{count}} comprimés' },
    softgel: { one: '{{count}} capsule molle', many: '{{count}} de capsules molles', other: '{{count}} capsules molles' },
    scoop: {
      one: '{{count}} mesure ({{grams}}\u00a0g)',
      many: '{{count}} de mesures ({{grams}}\u00a0g)',
      other: '{{count}} mesures ({{grams}}\u00a0g)',
    },
  },
  units: {
    g: '{{amount}}\u00a0g',
    mg: '{{amount}}\u00a0mg',
    mcg: '{{amount}}\u00a0µg',
    mcgDfe: '{{amount}}\u00a0µg ÉFA',
    mcgRae: '{{amount}}\u00a0µg ÉAR',
    mgNe: '{{amount}}\u00a0mg ÉN',
  },
  nutrients: {
    totalFat: 'Lipides',
    saturatedFat: 'Acides gras saturés',
    cholesterol: 'Cholestérol',
    sodium: 'Sodium',
    totalCarbohydrate: 'Glucides',
    dietaryFiber: 'Fibres alimentaires',
    totalSugars: 'Sucres',
    addedSugars: 'Sucres ajoutés',
    protein: 'Protéines',
    vitaminA: 'Vitamine A',
    vitaminC: 'Vitamine C',
    vitaminD: 'Vitamine D',
    vitaminE: 'Vitamine E',
    vitaminK: 'Vitamine K',
    thiamin: 'Thiamine',
    riboflavin: 'Riboflavine',
    niacin: 'Niacine',
    vitaminB6: 'Vitamine B6',
    folate: 'Folate',
    vitaminB12: 'Vitamine B12',
    biotin: 'Biotine',
    pantothenicAcid: 'Acide pantothénique',
    choline: 'Choline',
    calcium: 'Calcium',
    iron: 'Fer',
    phosphorus: 'Phosphore',
    iodine: 'Iode',
    magnesium: 'Magnésium',
    zinc: 'Zinc',
    selenium: 'Sélénium',
    copper: 'Cuivre',
    manganese: 'Manganèse',
    chromium: 'Chrome',
    molybdenum: 'Molybdène',
    chloride: 'Chlorure',
    potassium: 'Potassium',
    fishOil: 'Huile de poisson concentrée',
    omega3: 'Acides gras oméga-3 totaux',
    epa: 'EPA (acide eicosapentaénoïque)',
    dha: 'DHA (acide docosahexaénoïque)',
    marineCollagen: 'Peptides de collagène marin',
    creatine: 'Créatine monohydrate',
    leucine: 'L-leucine',
    isoleucine: 'L-isoleucine',
    valine: 'L-valine',
    citrulline: 'L-citrulline',
    betaAlanine: 'Bêta-alanine',
    caffeine: 'Caféine',
    hyaluronicAcid: 'Acide hyaluronique',
    grapeSeedExtract: 'Extrait de pépins de raisin',
  },
  otherIngredients: {
    multivitamin:
      'Cellulose microcristalline, phosphate dicalcique, croscarmellose sodique, hypromellose, acide stéarique végétal, dioxyde de silicium, stéarate de magnésium végétal.',
    'protein-gummies-mixed-berry':
      'Isolat de protéines de lactosérum, fibres solubles de tapioca, allulose, gélatine bovine, acide citrique, arômes naturels de fraise, de myrtille et de framboise, pectine, concentré de jus de carotte noire (colorant), cire de carnauba.',
    'protein-gummies-mango':
      'Isolat de protéines de lactosérum, fibres solubles de tapioca, allulose, gélatine bovine, acide citrique, arôme naturel de mangue, pectine, extrait de paprika (colorant), cire de carnauba.',
    'protein-gummies-cherry':
      'Isolat de protéines de lactosérum, fibres solubles de tapioca, allulose, gélatine bovine, acide citrique, arôme naturel de cerise, pectine, concentré de jus de carotte noire (colorant), cire de carnauba.',
    'whey-vanilla':
      'Concentré de protéines de lactosérum, isolat de protéines de lactosérum, arôme naturel de vanille, lécithine de tournesol, gomme xanthane, sel de mer, extrait de feuilles de stévia.',
    'whey-chocolate':
      'Concentré de protéines de lactosérum, isolat de protéines de lactosérum, cacao en poudre (traité aux alcalis), arômes naturels, lécithine de tournesol, gomme xanthane, sel de mer, extrait de feuilles de stévia.',
    'whey-strawberry':
      'Concentré de protéines de lactosérum, isolat de protéines de lactosérum, poudre de fraise, arôme naturel de fraise, jus de betterave en poudre (colorant), lécithine de tournesol, gomme xanthane, sel de mer, extrait de feuilles de stévia.',
    'whey-banana':
      'Concentré de protéines de lactosérum, isolat de protéines de lactosérum, poudre de banane, arôme naturel de banane, lécithine de tournesol, gomme xanthane, sel de mer, extrait de feuilles de stévia.',
    'pre-workout':
      'Acide citrique, arômes naturels, acide malique, dioxyde de silicium, poudre de betterave rouge (colorant), extrait de feuilles de stévia.',
    'creatine-gummies':
      'Sirop de tapioca, sucre de canne, pectine, acide citrique, arômes naturels de fruits, citrate de sodium, jus de fruits et de légumes (colorant), huile de tournesol, cire de carnauba.',
    'collagen-gummies':
      'Sirop de tapioca, sucre de canne, pectine, acide citrique, arôme naturel de fraise, citrate de sodium, jus de carotte pourpre (colorant), huile de tournesol, cire de carnauba.',
    'bcaa-gummies':
      'Sirop de tapioca, sucre de canne, pectine, acide citrique, arôme naturel de punch aux fruits, citrate de sodium, jus de fruits et de légumes (colorant), huile de tournesol, cire de carnauba.',
    'magnesium-gummies':
      'Sirop de tapioca, sucre de canne, pectine, acide citrique, arôme naturel de framboise, citrate de sodium, huile de tournesol, cire de carnauba.',
    'beauty-complex':
      'Cellulose microcristalline, hypromellose, acide stéarique végétal, dioxyde de silicium, stéarate de magnésium végétal.',
    'omega-3-plus':
      'Capsule molle (gélatine bovine, glycérine, eau purifiée), arôme naturel de citron, tocophérols mélangés (pour préserver la fraîcheur).',
  },
  allergens: {
    milk: 'lait',
    egg: 'œufs',
    fish: 'poisson',
    shellfish: 'crustacés',
    treeNuts: 'fruits à coque',
    peanuts: 'arachides',
    wheat: 'blé',
    soy: 'soja',
    sesame: 'sésame',
  },
  warnings: {
    consultPhysician:
      'Si vous êtes enceinte ou allaitez, si vous prenez des médicaments ou si vous avez un problème de santé, consultez votre médecin avant utilisation.',
    keepAwayFromChildren: 'Tenir hors de portée des enfants.',
    caffeineAmount: 'Contient {{amount}}\u00a0mg de caféine par portion.',
    caffeineSensitive: 'Déconseillé aux personnes sensibles à la caféine.',
    caffeineSleep: 'Ne pas prendre dans les 6\u00a0heures qui précèdent le coucher.',
    under18: 'Vente interdite aux personnes de moins de 18\u00a0ans.',
  },
};

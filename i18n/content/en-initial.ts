/**
 * English texts for the shop data in core/ (plans, marketing and support) that the home page shows; the rest
 * (shipping methods, categories, certifications, fallbacks) is in ./en-deferred.ts, and ./en.ts joins the two.
 * Mounted under `content`, so core's key 'content.plans.monthly.name' names `plans.monthly.name` here. Numbers
 * core/ computes (prices, percents) arrive as {{placeholders}}. The products' and packages' own words are the
 * published catalogue's (core/shop-catalogue.ts), not these dictionaries'.
 */
export const contentInitialEn = {
  plans: {
    monthly: {
      name: 'Monthly',
      period: 'per month',
      description: 'Flexible membership, billed every month.',
    },
    yearly: {
      name: 'Yearly',
      period: 'per year',
      description: 'Our best price, billed once a year.',
      savingsBadge: 'Save {{percent}}%',
      secondaryBadge: 'Best Value',
      monthlyEquivalent: 'Just {{price}}/month, billed yearly',
      savingsAmount: 'You save {{amount}} a year',
    },
    features: {
      offers: 'Members-only offers',
      earlyAccess: 'Early access to new flavors and products',
      recommendations: 'Personalized supplement recommendations',
      support: 'Priority customer support',
      cancel: 'Cancel anytime',
    },
  },
  marketing: {
    hero: {
      badge: 'Made in USA · Natural Ingredients',
      freeShipping: 'Free shipping on every US order',
    },
    benefits: {
      madeInAmerica: {
        title: 'Made in America',
        description: 'Made in GMP-certified facilities in the USA, to the strictest quality standards.',
      },
      natural: {
        title: 'Nothing Artificial Added',
        description: 'No artificial colors, flavors or preservatives in any of our formulas.',
      },
      qualityTested: {
        title: 'Quality Tested',
        description: 'Every batch is tested by independent labs for purity and potency, so you get exactly what the label promises.',
      },
      energyBoost: {
        title: 'Energy Boost',
        description: 'Nutrients that support your natural energy, so you feel your best from morning to night.',
      },
      heartHealth: {
        title: 'Heart Health',
        description: 'Omega-3s, magnesium and antioxidants that support a healthy heart and circulation.',
      },
      customerFavorite: {
        title: 'Customer Favorites',
        description: 'Chosen again and again for their quality and taste.',
      },
    },
    story: {
      title: 'Our Story',
      beginning:
        'VitaGlow began at a kitchen table with a simple frustration: supplement shelves full of fillers, hidden sugars and promises nobody could check.',
      promise:
        'So we set out to make the supplements we wanted for our own families: clean formulas with natural ingredients, made in America and tested by independent labs, batch after batch.',
      today:
        "Today, families across the country start their day with VitaGlow. Our promise hasn't changed: honest ingredients, real results, and a team that's glad to help.",
      signature: 'The VitaGlow founders',
    },
  },
  support: {
    country: 'United States',
    hours: {
      weekdays: 'Monday – Friday: 9 AM – 6 PM',
      saturday: 'Saturday: 10 AM – 4 PM',
      sunday: 'Sunday: Closed',
      timeZone: 'Eastern Time (ET)',
    },
    policies: {
      reply: 'We reply within 24 hours on business days.',
      processing: 'Orders are processed within 24 hours.',
      moneyBack: '30-day money-back guarantee.',
      refunds: 'Refunds reach you within 3–5 business days.',
    },
  },
};

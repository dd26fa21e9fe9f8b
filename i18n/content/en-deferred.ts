/**
 * English texts for core/'s data that the home page's first render does not show: product benefits,
 * shipping methods, categories, certifications, the fallbacks for unknown products, and the two products
 * only /products sells. The benefits dialog, /products, the cart drawer, the payment pages and the
 * customer-service dialog show them (web/i18n/deferred.ts).
 */
export const contentDeferredEn = {
  catalogue: {
    multivitamin: {
      benefits: {
        energy: 'Supports steady, natural energy',
        immunity: 'Helps strengthen your immune system',
        focus: 'Promotes mental clarity and focus',
        bones: 'Supports strong bones and teeth',
        beauty: 'Nourishes skin, hair and nails',
        gentle: 'Gentle on the stomach, easy to absorb',
      },
    },
    'protein-gummies-mixed-berry': {
      benefits: {
        protein: 'Real protein in every chewy serving',
        muscle: 'Helps build and maintain lean muscle',
        snack: 'A satisfying snack you can take anywhere',
        lowSugar: 'Low in sugar, big on flavor',
        flavor: 'Bursting with real berry flavor',
        noShaker: 'No shaker, no mixing, no mess',
      },
    },
    'protein-gummies-mango': {
      benefits: {
        protein: 'Real protein in every chewy serving',
        muscle: 'Helps build and maintain lean muscle',
        snack: 'A satisfying snack you can take anywhere',
        lowSugar: 'Low in sugar, big on flavor',
        flavor: 'Juicy, tropical mango taste',
        recovery: 'Supports recovery after training',
      },
    },
    'protein-gummies-cherry': {
      benefits: {
        protein: 'Real protein in every chewy serving',
        muscle: 'Helps build and maintain lean muscle',
        snack: 'A satisfying snack you can take anywhere',
        lowSugar: 'Low in sugar, big on flavor',
        flavor: 'Sweet and tangy cherry flavor',
        limited: 'Limited edition, while stocks last',
      },
    },
    'whey-vanilla': {
      benefits: {
        muscle: 'Fuels muscle growth and repair',
        recovery: 'Speeds up post-workout recovery',
        mixes: 'Mixes smoothly, no clumps',
        aminos: 'Complete amino acid profile',
        versatile: 'Great in shakes, oats and baking',
        flavor: 'Classic, creamy vanilla taste',
      },
    },
    'whey-chocolate': {
      benefits: {
        muscle: 'Fuels muscle growth and repair',
        recovery: 'Speeds up post-workout recovery',
        mixes: 'Mixes smoothly, no clumps',
        aminos: 'Complete amino acid profile',
        satiety: 'Keeps you fuller for longer',
        flavor: 'Rich, indulgent chocolate taste',
      },
    },
    'whey-strawberry': {
      benefits: {
        muscle: 'Fuels muscle growth and repair',
        recovery: 'Speeds up post-workout recovery',
        mixes: 'Mixes smoothly, no clumps',
        aminos: 'Complete amino acid profile',
        smoothies: 'The perfect base for fruit smoothies',
        flavor: 'Fresh, fruity strawberry taste',
      },
    },
    'whey-banana': {
      benefits: {
        muscle: 'Fuels muscle growth and repair',
        recovery: 'Speeds up post-workout recovery',
        mixes: 'Mixes smoothly, no clumps',
        aminos: 'Complete amino acid profile',
        breakfast: 'A quick, protein-rich breakfast',
        flavor: 'Creamy, naturally sweet banana taste',
      },
    },
    'pre-workout': {
      benefits: {
        energy: 'Clean energy without the crash',
        focus: 'Sharpens focus and drive',
        endurance: 'Helps you train harder for longer',
        pump: 'Supports blood flow and muscle pump',
        fatigue: 'Helps delay fatigue',
        clean: 'No artificial colors or fillers',
      },
    },
    'creatine-gummies': {
      benefits: {
        strength: 'Supports strength and power',
        performance: 'Boosts high-intensity performance',
        muscle: 'Supports lean muscle gains',
        recovery: 'Aids recovery between sets',
        brain: 'Supports cognitive function',
        convenient: 'No powder, no mixing',
      },
    },
    'collagen-gummies': {
      benefits: {
        skin: 'Supports skin elasticity and hydration',
        hair: 'Promotes healthy hair growth',
        nails: 'Strengthens nails',
        joints: 'Keeps joints supple and comfortable',
        marine: 'Sustainably sourced marine collagen',
        absorption: 'Highly bioavailable, easily absorbed',
      },
    },
    'bcaa-gummies': {
      benefits: {
        recovery: 'Speeds up muscle recovery',
        soreness: 'Helps reduce muscle soreness',
        protection: 'Protects hard-earned muscle',
        endurance: 'Supports endurance during training',
        ratio: 'Proven 2:1:1 BCAA ratio',
        flavor: 'Refreshing fruit flavor',
      },
    },
    'magnesium-gummies': {
      benefits: {
        sleep: 'Supports deep, restful sleep',
        relax: 'Helps you relax and unwind',
        muscles: 'Eases muscle tension and cramps',
        stress: 'Helps manage everyday stress',
        heart: 'Supports a healthy heart rhythm',
        gentle: 'Gentle and non-habit-forming',
      },
    },
    'beauty-complex': {
      name: 'Beauty Complex',
      description: 'A beauty-from-within blend of biotin, vitamins and antioxidants for glowing skin, shiny hair and strong nails.',
      benefits: {
        glow: 'Promotes a radiant, even complexion',
        hair: 'Supports thicker, shinier hair',
        nails: 'Strengthens brittle nails',
        antioxidants: 'Rich in protective antioxidants',
        collagen: 'Supports natural collagen production',
        hydration: 'Helps skin stay hydrated',
      },
    },
    'omega-3-plus': {
      name: 'Omega-3 Plus',
      description: 'High-potency fish oil rich in EPA and DHA for your heart, brain and joints, with no fishy aftertaste.',
      benefits: {
        heart: 'Supports cardiovascular health',
        brain: 'Supports brain function and memory',
        joints: 'Promotes joint comfort and mobility',
        eyes: 'Supports healthy vision',
        mood: 'Supports a balanced mood',
        pure: 'Purified for freshness, no fishy aftertaste',
      },
    },
  },
  categories: {
    vitamins: 'Vitamins',
    gummies: 'Gummies',
    protein: 'Protein',
    performance: 'Performance',
    beauty: 'Beauty',
  },
  fallback: {
    name: 'Product {{id}}',
    description: 'Premium health supplement',
    badge: 'New',
    benefits: {
      quality: 'Premium quality ingredients',
      science: 'Science-backed formula',
      tested: 'Third-party tested',
      madeInUsa: 'Made in USA',
      guarantee: 'Money-back guarantee',
    },
  },
  marketing: {
    certifications: {
      madeInUsa: 'Made in USA',
      gmp: 'GMP Certified',
      fdaRegistered: 'Made in an FDA-registered facility',
      labTested: 'Lab Tested',
    },
  },
  shipping: {
    'free-us': {
      name: 'Free Standard Shipping',
      estimate: '5–7 business days',
      description: 'Tracked delivery anywhere in the US, free on every order.',
    },
    'express-us': {
      name: 'Express Shipping',
      estimate: '2–3 business days',
      description: 'Priority handling and faster delivery, free on orders of {{threshold}} or more.',
    },
    'overnight-us': {
      name: 'Overnight Shipping',
      estimate: '1 business day',
      description: "Next-business-day delivery for when you can't wait.",
    },
    'international-standard': {
      name: 'International Standard',
      estimate: '7–14 business days',
      description: 'Tracked delivery to most countries. Import duties may apply.',
    },
    'international-express': {
      name: 'International Express',
      estimate: '3–7 business days',
      description: 'Fast, fully tracked delivery worldwide. Import duties may apply.',
    },
  },
};

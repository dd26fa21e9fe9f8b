/**
 * English texts for core/'s data that the home page's first render does not show: shipping methods,
 * categories, certifications and the fallbacks for unknown products. /products, the cart drawer, the payment
 * pages and the customer-service dialog show them (web/i18n/deferred.ts).
 */
export const contentDeferredEn = {
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
      labelled: 'Every ingredient on the label',
      tested: 'Third-party tested',
      madeInUsa: 'Made in USA',
      guarantee: 'Money-back guarantee',
    },
  },
  marketing: {},
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

import type { Widen } from '../types';
import type { storeDeferredEn } from './en-deferred';
import { plural } from '../plural';

/**
 * English texts of the storefront screens: header, home sections, product cards and footer. What only
 * /products, the customer-service dialog, the legal pages, the QR dialog and the not-found page show is
 * in ./en-deferred.ts (see web/i18n/deferred.ts). Product, deal, plan and marketing data have their
 * texts in ../content.
 */
export const storeEn = {
  header: {
    skip: 'Skip to main content',
    menu: 'Menu',
  },
  dialog: { close: 'Close' },
  /** sonner's region and close buttons, named in the page's language (its own names are English). */
  toasts: { region: 'Notifications (Alt+T)', close: 'Close notification' },
  price: {
    current: 'Price:',
    original: 'Original price:',
    member: 'Member price',
    join: 'Members save {{percent}}%: see the plans',
  },
  rating: {
    label: 'Rated {{rating}} out of 5',
    reviews: plural({ one: '({{count}} review)', other: '({{count}} reviews)' }),
    none: 'No reviews yet',
    shop: plural({
      one: '{{rating}}/5 from {{count}} verified buyer’s review',
      other: '{{rating}}/5 from {{count}} verified buyers’ reviews',
    }),
    verified: 'Verified buyer',
  },
  checkout: { processing: 'Processing...' },
  cart: { add: 'Add to Cart', added: '{{name}} added to cart', view: 'View cart' },
  stock: { soldOut: 'Sold out', onlyLeft: plural({ one: 'Only {{count}} left', other: 'Only {{count}} left' }) },
  earlyAccess: { note: 'Members’ early access until {{date}}' },
  age: {
    confirm: 'I confirm I am 18 or older',
    why: 'Protein, creatine, BCAA and pre-workout supplements are for adults only.',
    required: 'Please tick the box to confirm you are 18 or older.',
  },
  claims: {
    /** The dagger's name for screen readers: it leads to the notice. */
    reference: 'See the FDA notice',
    heading: 'FDA notice',
    statements: {
      single: 'This statement has not been evaluated by the Food and Drug Administration.',
      several: 'These statements have not been evaluated by the Food and Drug Administration.',
    },
    products: {
      single: 'This product is not intended to diagnose, treat, cure, or prevent any disease.',
      several: 'These products are not intended to diagnose, treat, cure, or prevent any disease.',
    },
  },
  wishlist: {
    toggle: 'Save {{name}} to wishlist',
    added: '{{name}} added to wishlist',
    removed: '{{name}} removed from wishlist',
  },
  hero: { learnMore: 'Learn More' },
  benefits: {
    eyebrow: 'Why VitaGlow',
    title: 'Wellness You Can Trust',
    subtitle: 'Clean formulas, honest labels and real results, for every member of the family.',
  },
  plans: {
    eyebrow: 'Membership',
    title: 'Join the VitaGlow Club',
    subtitle: 'Members get exclusive offers, early access and priority support. Choose the plan that suits you.',
    flexible: 'No commitment: cancel anytime.',
    featuresHeading: 'Included in the plan',
    start: 'Start {{plan}} Plan',
  },
  deals: {
    eyebrow: 'Package Deals',
    title: 'Bundle Up and Save',
    subtitle: 'Our most-loved products, bundled at prices you won’t find anywhere else. Every package ships free.',
    mostPopular: 'Most Popular',
    off: '{{percent}}% OFF',
    save: 'Save {{amount}}',
    included: 'What’s included',
    free: 'FREE',
    quantity: '{{count}}x',
    itemLine: '{{count}} × {{name}}',
    details: 'View Details',
    buy: 'Buy Package Deal',
    valueLabel: 'Value if bought separately',
    priceLabel: 'Package price',
    totalSavings: 'Total savings',
    savingsDetail: '{{amount}} ({{percent}}% off)',
    banner: {
      title: 'New to VitaGlow?',
      text: 'Start with a package: it ships free, and newsletter subscribers save an extra 10% on every package when signed in.',
      cta: 'Join the newsletter',
      moneyBack: '30-Day Money-Back Guarantee',
      freeShipping: 'Free Shipping',
      support: 'Premium Support',
    },
  },
  products: {
    eyebrow: 'Shop',
    title: 'Our Best Sellers',
    subtitle: 'Vitamins, gummies, protein and more, made in the USA with natural ingredients.',
    viewAll: 'View All Products',
    enlarge: 'Enlarge the image of {{name}}',
    imageAlt: '{{name}}, product photo',
    viewBenefits: 'View Benefits',
    benefitsHeading: 'Key benefits',
    buyNow: 'Buy Now',
  },
  story: { eyebrow: 'About Us', impactTitle: 'Our Impact' },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'Loved by Our Customers',
    subtitle: 'Reviews from verified buyers, chosen by us and published as they wrote them.',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'We’re Here to Help',
    subtitle: 'Questions about an order, a product or your membership? Our team is happy to help.',
    reachUs: 'Reach us',
    hours: 'Support hours',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
  },
  footer: {
    tagline: 'Premium health supplements, made in the USA with natural ingredients, for your everyday wellness.',
    follow: 'Follow VitaGlow',
    social: {
      facebook: 'VitaGlow on Facebook',
      instagram: 'VitaGlow on Instagram',
      twitter: 'VitaGlow on X',
      youtube: 'VitaGlow on YouTube',
    },
    quickLinks: 'Quick Links',
    links: { top: 'Home', products: 'Products', features: 'Features', about: 'About Us', newsletter: 'Newsletter' },
    customerService: 'Customer Service',
    contact: 'Contact Us',
    legal: 'Legal',
    rights: '© {{year}} VitaGlow. All rights reserved.',
  },
  service: {
    topics: {
      faq: 'FAQ',
      shipping: 'Shipping Info',
      returns: 'Returns & Refunds',
      track: 'Track Your Order',
      support: 'Customer Support',
    },
  },
  legal: {
    privacy: { title: 'Privacy Policy' },
    terms: { title: 'Terms of Service' },
    cookies: { title: 'Cookie Policy' },
  },
  qr: { open: 'Share Your Site' },
};

/** Every store text, both parts: what fr.ts and ar.ts translate. */
export type StoreDictionary = Widen<typeof storeEn & typeof storeDeferredEn>;

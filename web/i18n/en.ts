import { authEn } from './auth/en';
import { cartEn } from './cart/en';
import { contentEn } from './content/en';
import { newsletterEn } from './newsletter/en';
import { storeEn } from './store/en';
import { validationEn } from './validation/en';
import type { Widen } from './types';

/** English: the source dictionary. fr.ts and ar.ts must have exactly the same keys (see test/unit/i18n.test.ts). */
export const en = {
  brand: { name: 'VitaGlow', home: 'VitaGlow home' },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    products: 'Products',
    allProducts: 'All Products',
    benefits: 'Benefits',
    about: 'About',
    contact: 'Contact',
  },
  language: { label: 'Language', en: 'English', fr: 'Français', ar: 'العربية' },
  hero: {
    title: 'Premium Health Supplements',
    subtitle: 'Made in America with natural ingredients for your daily wellness.',
    shopNow: 'Shop Now',
  },
  products: { heading: 'All Products', backHome: 'Back to Home' },
  notFound: { title: 'Oops! Page not found', home: 'Return to Home' },
  content: contentEn,
  store: storeEn,
  cart: cartEn,
  auth: authEn,
  newsletter: newsletterEn,
  validation: validationEn,
  common: { backHome: 'Back to Home', continueShopping: 'Continue Shopping' },
};

/** The shape every language's dictionary must have. */
export type Dictionary = Widen<typeof en>;

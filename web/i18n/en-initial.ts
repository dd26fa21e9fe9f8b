import { authEn } from './auth/en';
import { cartEn } from './cart/en';
import { contentInitialEn } from './content/en-initial';
import { newsletterEn } from './newsletter/en';
import { storeEn } from './store/en';

/**
 * English texts the home page's first render needs; they ship with the app. The rest is in
 * ./en-deferred.ts; together they are the source dictionary `en` (./en.ts).
 */
export const enInitial = {
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
  content: contentInitialEn,
  store: storeEn,
  cart: cartEn,
  auth: authEn,
  newsletter: newsletterEn,
};

import { authEn } from './auth/en';
import { cartEn } from './cart/en';
import { contentInitialEn } from './content/en-initial';
import { newsletterEn } from './newsletter/en';
import { storeEn } from './store/en';

/**
 * The texts of the home page, the header and the footer, and of the first answers a click there gets
 * (toasts; the image, deal-details and mobile-menu dialogs, which load no dictionary). Every prerendered
 * page brings them in its document, in its language, with whatever else its render shows
 * (web/render.tsx). The rest is in ./en-deferred.ts; together they are the source dictionary `en` (./en.ts).
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
  language: { label: 'Language' },
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

import { authFr } from './auth/fr';
import { cartFr } from './cart/fr';
import { contentFr } from './content/fr';
import { factsFr } from './facts/fr';
import { metaFr } from './meta/fr';
import { newsletterFr } from './newsletter/fr';
import { storeFr } from './store/fr';
import { validationFr } from './validation/fr';
import type { Dictionary } from './en';

export const fr: Dictionary = {
  brand: { name: 'VitaGlow', home: 'Accueil VitaGlow' },
  nav: {
    label: 'Navigation principale',
    home: 'Accueil',
    products: 'Produits',
    allProducts: 'Tous les produits',
    benefits: 'Bienfaits',
    about: 'À propos',
    contact: 'Contact',
  },
  language: { label: 'Langue' },
  hero: {
    title: 'Compléments alimentaires haut de gamme',
    subtitle: 'Fabriqués aux États-Unis avec des ingrédients naturels, pour votre bien-être au quotidien.',
    shopNow: 'Acheter',
  },
  products: {
    heading: 'Tous les produits',
    backHome: 'Retour à l’accueil',
    pages: {
      label: 'Pages',
      previous: 'Page précédente',
      next: 'Page suivante',
      page: 'Page {{page}}',
      status: 'Page {{page}} sur {{pageCount}}',
    },
  },
  notFound: { title: 'Oups ! Page introuvable', home: 'Retour à l’accueil' },
  content: contentFr,
  facts: factsFr,
  store: storeFr,
  cart: cartFr,
  auth: authFr,
  newsletter: newsletterFr,
  validation: validationFr,
  meta: metaFr,
  common: { backHome: 'Retour à l’accueil', continueShopping: 'Continuer mes achats' },
};

import type { MetaDictionary } from './en';

const TAGLINE = 'Vitamines, gummies, protéines et plus encore, fabriqués aux États-Unis avec des ingrédients naturels.';

export const metaFr: MetaDictionary = {
  home: { title: 'VitaGlow | Compléments alimentaires haut de gamme fabriqués aux États-Unis', description: TAGLINE },
  products: {
    title: 'Tous les produits | VitaGlow',
    description:
      'Tous les compléments VitaGlow : multivitamines, gummies protéinés, protéine whey, pré-entraînement, créatine, collagène, BCAA, magnésium et plus encore.',
  },
  paymentSuccess: { title: 'Votre commande | VitaGlow', description: TAGLINE },
  paymentCancelled: { title: 'Paiement annulé | VitaGlow', description: TAGLINE },
  privacy: {
    title: 'Politique de confidentialité | VitaGlow',
    description: 'Comment VitaGlow collecte, utilise et protège vos données personnelles.',
  },
  terms: { title: 'Conditions générales de vente | VitaGlow', description: 'Les conditions qui s’appliquent à vos achats chez VitaGlow.' },
  cookies: {
    title: 'Politique relative aux cookies | VitaGlow',
    description: 'Les cookies et le stockage du navigateur qu’utilise VitaGlow, et pourquoi.',
  },
  account: { title: 'Mon compte | VitaGlow', description: TAGLINE },
  verify: { title: 'Confirmez votre adresse e-mail | VitaGlow', description: TAGLINE },
  reset: { title: 'Réinitialisez votre mot de passe | VitaGlow', description: TAGLINE },
  signInLink: { title: 'Connexion par lien | VitaGlow', description: TAGLINE },
  unsubscribe: { title: 'Désinscription | VitaGlow', description: TAGLINE },
  product: { title: '{{name}} | VitaGlow', description: '{{name}} de VitaGlow : composition, ingrédients et prix.' },
  newsletterConfirm: { title: 'Confirmer votre inscription | VitaGlow', description: TAGLINE },
  review: { title: 'Donnez votre avis sur votre achat | VitaGlow', description: TAGLINE },
  notFound: { title: 'Page introuvable | VitaGlow', description: TAGLINE },
};

/** The trail above a product page (Home › Products › name), for its BreadcrumbList: the storefront's nav.home and nav.products. */
export const breadcrumbNamesFr = { home: 'Accueil', products: 'Produits' };

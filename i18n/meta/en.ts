import type { PageName } from '../../core/pages';
import type { Widen } from '../types';

const TAGLINE = 'Premium vitamins, gummies, protein and more, made in the USA with natural ingredients.';

/**
 * Each page's <title> and meta description (core/pages.ts names the pages). The worker writes them into
 * the document it serves (worker/documents/pages.ts) and the app keeps them in step on every navigation and
 * language change (web/components/DocumentMeta.tsx).
 */
export const metaEn = {
  home: { title: 'VitaGlow | Premium Health Supplements Made in USA', description: TAGLINE },
  products: {
    title: 'All Products | VitaGlow',
    description:
      'Shop every VitaGlow supplement: multivitamins, protein gummies, whey protein, pre-workout, creatine, collagen, BCAA, magnesium and more.',
  },
  paymentSuccess: { title: 'Your Order | VitaGlow', description: TAGLINE },
  paymentCancelled: { title: 'Payment Cancelled | VitaGlow', description: TAGLINE },
  privacy: { title: 'Privacy Policy | VitaGlow', description: 'How VitaGlow collects, uses and protects your personal data.' },
  terms: { title: 'Terms of Service | VitaGlow', description: 'The terms that apply when you shop at VitaGlow.' },
  cookies: { title: 'Cookie Policy | VitaGlow', description: 'Which cookies and browser storage VitaGlow uses, and why.' },
  account: { title: 'My Account | VitaGlow', description: TAGLINE },
  verify: { title: 'Verify your e-mail | VitaGlow', description: TAGLINE },
  reset: { title: 'Reset your password | VitaGlow', description: TAGLINE },
  signInLink: { title: 'Sign in by link | VitaGlow', description: TAGLINE },
  unsubscribe: { title: 'Unsubscribe | VitaGlow', description: TAGLINE },
  // Not the product's description, which may be a claim: search results show no dagger and no notice.
  product: { title: '{{name}} | VitaGlow', description: '{{name}} from VitaGlow: its Supplement Facts, ingredients and price.' },
  newsletterConfirm: { title: 'Confirm your subscription | VitaGlow', description: TAGLINE },
  review: { title: 'Review your purchase | VitaGlow', description: TAGLINE },
  notFound: { title: 'Page not found | VitaGlow', description: TAGLINE },
} satisfies Record<PageName, { title: string; description: string }>;

export type MetaDictionary = Widen<typeof metaEn>;

/** The trail above a product page (Home › Products › name), for its BreadcrumbList: the storefront's nav.home and nav.products. */
export const breadcrumbNamesEn = { home: 'Home', products: 'Products' };

import type { Widen } from '../types';
import type { newsletterDeferredEn } from './en-deferred';

/**
 * The newsletter section on the home page. The answers to a subscription and the cart drawer's newsletter
 * box are in ./en-deferred.ts (web/state/newsletter.ts brings them).
 */
export const newsletterEn = {
  emailLabel: 'Email address',
  emailPlaceholder: 'Enter your email',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  section: {
    heading: 'Join the VitaGlow Community',
    pitch: 'Subscribe to our newsletter and get 20% off your first order, plus wellness tips, new arrivals and exclusive offers.',
    statsLabel: 'VitaGlow in numbers',
    error: 'Something went wrong. Please try again.',
  },
};

export type NewsletterDictionary = Widen<typeof newsletterEn & typeof newsletterDeferredEn>;

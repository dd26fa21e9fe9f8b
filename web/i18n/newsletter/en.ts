import type { Widen } from '../types';
import type { newsletterDeferredEn } from './en-deferred';

/** The newsletter section on the home page (the cart drawer's newsletter box is in ./en-deferred.ts). */
export const newsletterEn = {
  emailLabel: 'Email address',
  emailPlaceholder: 'Enter your email',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  alreadySubscribed: 'This email is already subscribed!',
  section: {
    heading: 'Join the VitaGlow Community',
    pitch: 'Subscribe to our newsletter and get 20% off your first order, plus wellness tips, new arrivals and exclusive offers.',
    statsLabel: 'VitaGlow in numbers',
    success: 'Thank you for subscribing! Your 20% discount code:',
    error: 'Something went wrong. Please try again.',
  },
};

export type NewsletterDictionary = Widen<typeof newsletterEn & typeof newsletterDeferredEn>;

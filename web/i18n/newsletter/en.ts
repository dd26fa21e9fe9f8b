import type { Widen } from '../types';

/** The newsletter section on the home page and the newsletter box in the cart drawer. */
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
  cart: {
    heading: 'Get 20% off your first order',
    pitch: 'Join our newsletter and receive your discount code right away.',
    emailRequired: 'Please enter your email address',
    success: 'Welcome! Use code {{code}} for 20% off your first order.',
    yourCode: 'Your code:',
    error: 'Failed to subscribe. Please try again.',
  },
};

export type NewsletterDictionary = Widen<typeof newsletterEn>;

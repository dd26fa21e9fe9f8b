/** The answers to a subscription and the newsletter box in the cart drawer (web/i18n/deferred.ts). */
export const newsletterDeferredEn = {
  alreadySubscribed: 'This email is already subscribed!',
  section: {
    success: 'Thank you for subscribing! Your 20% discount code:',
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

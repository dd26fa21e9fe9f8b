/** The answers to a subscription and the newsletter box in the cart drawer (web/i18n/deferred.ts). */
export const newsletterDeferredEn = {
  alreadySubscribed: 'This email is already subscribed!',
  unsubscribe: {
    title: 'Newsletter',
    working: 'Unsubscribing you…',
    done: 'You are unsubscribed. You will no longer receive the VitaGlow newsletter.',
    coupon: 'Your unused discount code no longer works. Subscribe again at any time to get it back.',
    invalid: 'This unsubscribe link is not valid. It may be incomplete or from before you subscribed again; use the link in your most recent e-mail.',
    failed: 'We could not unsubscribe you just now. Please try again.',
    retry: 'Try again',
  },
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

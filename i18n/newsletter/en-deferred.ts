/** The answers to a subscription and the newsletter box in the cart drawer (web/i18n/deferred.ts). */
export const newsletterDeferredEn = {
  alreadySubscribed: 'This email is already subscribed!',
  confirmHint: 'Confirm your address with the link we have e-mailed you: the code works once you have.',
  confirmationSent: 'Check your inbox: we have e-mailed this address a link to confirm the subscription.',
  confirm: {
    title: 'Newsletter',
    working: 'Confirming your address…',
    done: 'Your address is confirmed. Your 20% discount code now works at checkout.',
    resubscribed: 'You are subscribed to the newsletter again. We have e-mailed you your discount code.',
    invalid: 'This confirmation link is not valid. It may be incomplete or from an older e-mail; use the link in your most recent e-mail.',
    failed: 'We could not confirm your address just now. Please try again.',
    retry: 'Try again',
  },
  unsubscribe: {
    title: 'Newsletter',
    working: 'Unsubscribing you…',
    done: 'You are unsubscribed. You will no longer receive the VitaGlow newsletter.',
    coupon: 'Your unused discount code no longer works. Subscribe again at any time to get it back.',
    invalid:
      'This unsubscribe link is not valid. It may be incomplete or from before you subscribed again; use the link in your most recent e-mail.',
    failed: 'We could not unsubscribe you just now. Please try again.',
    retry: 'Try again',
  },
  reviewUnsubscribe: {
    title: 'Review invitations',
    working: 'Turning off review invitations…',
    done: 'Done: you will no longer receive invitations to review your orders. Your other e-mails from VitaGlow continue.',
    invalid: 'This link is not valid. It may be incomplete; use the link in your most recent review invitation.',
    failed: 'We could not turn these e-mails off just now. Please try again.',
    retry: 'Try again',
  },
  earlyAccessUnsubscribe: {
    title: 'Members’ early access',
    working: 'Turning off early-access e-mails…',
    done: 'Done: you will no longer receive e-mails about members’ early access. Your other e-mails from VitaGlow continue.',
    invalid: 'This link is not valid. It may be incomplete; use the link in your most recent early-access e-mail.',
    failed: 'We could not turn these e-mails off just now. Please try again.',
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

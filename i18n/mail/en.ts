import type { Widen } from '../types';

/**
 * The e-mails a shopper receives, in plain text (worker/mail/templates/ decides which paragraphs each mail
 * has and in which order; the words are here). {{placeholders}} are filled by the worker: links, dates and
 * amounts already written the language's way, and the order's reference as `order.reference` shows it.
 * The operator's low-stock digest is not here: it is English operator text, like the console.
 */
export const mailEn = {
  account: {
    /** Written only once the address is verified (worker/mail/templates/account.ts says why). */
    greetingNamed: 'Hi {{name}}',
    greeting: 'Hello',
    verify: {
      subject: 'Confirm your VitaGlow account',
      body: '{{greeting}},\n\nWelcome to VitaGlow! Please confirm your email address by opening this link:\n\n{{link}}\n\nThe link works once and expires in 24 hours. If you did not create an account, you can ignore this email.\n\nThe VitaGlow team',
    },
    reset: {
      subject: 'Reset your VitaGlow password',
      body: '{{greeting}},\n\nWe received a request to reset the password of your VitaGlow account. Choose a new password here:\n\n{{link}}\n\nThe link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays unchanged.\n\nThe VitaGlow team',
    },
    signinLink: {
      subject: 'Your VitaGlow sign-in link',
      body: '{{greeting}},\n\nThere have been many failed attempts to sign in to your VitaGlow account, so for a while it does not accept passwords. To sign in, open this link:\n\n{{link}}\n\nThe link works once and expires in 15 minutes. If you did not try to sign in, ignore this email: your password stays unchanged and nobody can use it meanwhile.\n\nThe VitaGlow team',
    },
  },
  membership: {
    cancel: {
      subject: 'Your VitaGlow membership is cancelled',
      body: 'Hello,\n\nYour VitaGlow membership is cancelled, as you asked. Your perks last until {{date}}. After that the membership ends and you will not be charged again.\n\nChanged your mind? Resume it from your account any time before {{date}}:\n{{accountUrl}}\n\nThe VitaGlow team',
    },
    resume: {
      subject: 'Your VitaGlow membership continues',
      body: 'Hello,\n\nYour VitaGlow membership continues: it is no longer cancelled, and it renews on {{date}} as before.\n\nYour account:\n{{accountUrl}}\n\nThe VitaGlow team',
    },
  },
  supplyReminder: {
    subject: 'Your VitaGlow supply runs out on {{date}}',
    body: 'Hello,\n\nBy the servings a day on their labels, these products from your order {{reference}} run out on {{date}}:\n{{items}}\n\nOne click puts the same items in your cart:\n{{reorderUrl}}\n\nYou receive this reminder because you are a VitaGlow member. Turn supply reminders off in your account: {{accountUrl}}\n\nThe VitaGlow team',
  },
  reviewInvitation: {
    subject: 'How are you finding your VitaGlow order {{reference}}?',
    /** {{links}}: one `item` per product bought. */
    body: 'Hello,\n\nYour order {{reference}} has arrived, we hope. If you would like to tell other shoppers what you think of what you bought, each link below opens a short form for one product. No account is needed; each link works once and for {{days}} days, and through it you can edit or withdraw your review later.\n\n{{links}}\n\nWe never offer anything in exchange for a review, nor for a rating of any value: no discount, gift or entry to a draw. Every honest review is welcome, whatever its stars, and every review that follows our few rules is published, negative ones included.\n\nTo receive no more review invitations: {{optOutUrl}}\n\nThe VitaGlow team',
    item: '{{product}}:\n{{url}}',
  },
  earlyAccess: {
    subject: 'Members first: {{product}} is yours before anyone else',
    body: 'Hello,\n\nAs a VitaGlow member, you can buy {{product}} now: until {{date}} it is sold to members only, then to everyone.\n\nSee it here:\n{{productUrl}}\n\nYou receive this e-mail because you are a VitaGlow member. To stop these early-access notices (your other e-mails continue): {{unsubscribeUrl}}\n\nThe VitaGlow team',
  },
  newsletter: {
    welcome: {
      subject: 'Welcome to VitaGlow: your 20% discount code',
      /** {{confirm}} is `confirm` below for an address not confirmed yet, else nothing. */
      body: 'Welcome to VitaGlow!\n\nThank you for subscribing to our newsletter. Here is your code for 20% off your first order:\n\n{{code}}\n\nEnter it in your cart before checkout. It can be used once.{{confirm}}\n\nShop now: {{shopUrl}}\n\nYou are receiving this email because this address was subscribed to the VitaGlow newsletter. Unsubscribe in one click: {{unsubscribeUrl}}\n\nThe VitaGlow team',
      confirm:
        '\n\nBefore the code works, confirm that this address is yours (we send the newsletter only to confirmed addresses): {{confirmUrl}}',
    },
    resubscribe: {
      subject: 'Confirm your VitaGlow newsletter subscription',
      body: 'Hello,\n\nSomeone asked to subscribe this address to the VitaGlow newsletter again. If it was you, confirm here: {{confirmUrl}}\n\nYour first-order discount code works again once you confirm. If it was not you, ignore this email: nothing changes.\n\nThe VitaGlow team',
    },
  },
  /** What every e-mail about an order says the same way: the greeting, the reference and the way back. */
  support: {
    received: {
      subject: 'We received your message: {{subject}}',
      /** {{member}} is `member` below for a member's request, else nothing. */
      body: 'Hello,\n\nThank you for writing to VitaGlow support. {{member}}you will hear from us by {{date}}.\n\nYour message:\n{{message}}\n\nThe VitaGlow support team',
      member: 'As a member, your request is answered first: ',
    },
    reply: {
      subject: 'Re: {{subject}}',
      body: 'Hello,\n\nReply from VitaGlow support:\n\n{{reply}}\n\nTo write back, use the contact form in the shop’s footer and mention this subject.\n\nThe VitaGlow support team',
    },
  },
  order: {
    greeting: 'Hello,',
    /**
     * The reference as subjects and texts show it. Right-to-left text isolates it (FIRST STRONG ISOLATE …
     * POP DIRECTIONAL ISOLATE), or a mail reader lays "VG-7K2M9Q" out as "7K2M9Q-VG".
     */
    reference: '{{reference}}',
    referenceLabel: 'Order reference',
    /** A label and its value on one line. */
    labelled: '{{label}}: {{value}}',
    view: 'See your order at any time:',
    questions: 'Questions? Write to us at {{email}}.',
    signature: 'The VitaGlow team',
    confirmation: {
      subject: 'Your VitaGlow order {{reference}} is confirmed',
      intro: 'Thank you for your order! We have received your payment and are preparing your package.',
      subtotal: 'Subtotal',
      shipping: 'Shipping ({{method}})',
      discount: 'Discount',
      tax: 'Sales tax',
      total: 'Total',
    },
    shipped: {
      subject: 'Your VitaGlow order {{reference}} has shipped',
      intro: 'Good news: your order is on its way.',
      carrier: 'Carrier',
      otherCarrier: 'Other carrier',
      tracking: 'Tracking number',
      follow: 'Follow your parcel on the carrier’s site:',
      inside: 'In the parcel:',
    },
    soldOut: {
      subject: 'Your VitaGlow order {{reference}} could not be filled: you are refunded',
      intro:
        'We are sorry: the last units of a product in your order sold out to another shopper moments before your payment arrived, so we cannot send it.',
      refund:
        'We have refunded your payment in full ({{amount}}). Nothing ships and you owe nothing; your bank shows the refund within 5 to 10 business days.',
      ordered: 'What you ordered:',
      sorry: 'Any code you used is yours to use again. Please accept our apologies.',
    },
  },
};

export type MailDictionary = Widen<typeof mailEn>;

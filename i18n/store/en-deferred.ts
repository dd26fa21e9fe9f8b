import { plural } from '../plural';

/**
 * English store texts that the home page's first render does not show: /products, the customer-service
 * dialog, the legal pages, the QR dialog and the not-found page. They load with those screens (web/i18n/deferred.ts).
 */
export const storeDeferredEn = {
  notFound: { text: 'The page you are looking for does not exist or has moved.' },
  catalogue: {
    subtitle: 'Every VitaGlow supplement in one place. Filter by category or sort to find your perfect match.',
    certifications: 'Certifications',
    filterLabel: 'Filter by category',
    all: 'All',
    sortLabel: 'Sort by',
    sort: {
      featured: 'Featured',
      priceAsc: 'Price: Low to High',
      priceDesc: 'Price: High to Low',
      rating: 'Top Rated',
    },
    count: plural({ one: '{{count}} product', other: '{{count}} products' }),
    listHeading: 'Product list',
  },
  service: {
    title: 'Customer Service',
    description: 'Answers about orders, shipping, returns and support.',
    faq: {
      account: {
        question: 'Do I need an account to order?',
        answer: 'No. You can shop, fill your cart, keep a wishlist and join the newsletter without an account. You only need one to start a membership.',
      },
      madeIn: {
        question: 'Where are your supplements made?',
        answer: 'Every VitaGlow product is made in the USA in GMP-certified facilities, with natural ingredients, and each batch is tested by independent labs.',
      },
      membership: {
        question: 'How does the membership work?',
        answer: 'Choose monthly or yearly billing to unlock members-only offers, early access to new products and priority support. You can cancel anytime.',
      },
      codes: {
        question: 'Can I combine discount codes?',
        answer: 'One code applies per order. Newsletter subscribers get 20% off their first order.',
      },
      payment: {
        question: 'Is my payment secure?',
        answer: 'Yes. Payments are handled by Stripe over an encrypted connection; we never see or store your card details.',
      },
    },
    shipping: {
      intro: 'Choose your shipping method at checkout. Prices are in US dollars.',
      caption: 'Shipping methods, delivery times and costs',
      method: 'Method',
      time: 'Delivery time',
      cost: 'Cost',
      free: 'Free',
      packages: 'Package deals always ship free.',
    },
    returns: {
      how: 'To start a return, e-mail {{email}} with your order reference and we’ll guide you through the next steps.',
    },
    track: {
      shipped: 'As soon as your order ships, we e-mail you a link to follow it all the way to your door.',
      help: 'Can’t find that e-mail? Check your spam folder, or write to {{email}} with your order reference (it is shown on the payment confirmation page).',
      intro: 'Enter your order reference and the e-mail address you placed the order with.',
      reference: 'Order reference',
      referenceHint: 'It starts with VG- and is in your order confirmation e-mail.',
      referenceRequired: 'Please enter your order reference.',
      email: 'E-mail address',
      submit: 'Find my order',
      searching: 'Looking for your order…',
      notFound: 'We found no order with this reference and e-mail address. Check both and try again.',
      result: 'Order {{reference}}',
      payment: 'Payment: {{status}}',
      details: 'See the whole order',
    },
  },
  legal: {
    updated: 'Last updated: {{date}}',
    privacy: {
      intro: 'Your privacy matters to us. This page explains what personal data VitaGlow collects, why, and the choices you have.',
      collect: {
        heading: 'What we collect',
        body: 'Your e-mail address when you join the newsletter or create an account, your name if you give it, and the details needed to fulfil your orders. Card details go straight to our payment provider; we never receive them.',
      },
      use: {
        heading: 'How we use it',
        body: 'To process and deliver your orders, run your account and membership, send the newsletter you asked for, and answer your questions. We do not sell your data.',
      },
      sharing: {
        heading: 'Who we share it with',
        body: 'Only the providers that help us run the shop, such as our payment processor (Stripe), our e-mail service and our carriers, and only what each of them needs.',
      },
      retention: {
        heading: 'How long we keep it',
        body: 'Order records are kept as long as tax law requires. You can unsubscribe from the newsletter at any time, and we delete account data when you ask us to.',
      },
      rights: {
        heading: 'Your rights',
        body: 'You can ask to see, correct or delete your personal data at any time by writing to {{email}}.',
      },
    },
    terms: {
      intro: 'These terms apply whenever you shop at VitaGlow. By placing an order you accept them.',
      orders: {
        heading: 'Orders and prices',
        body: 'All prices are in US dollars. The price you pay is the one shown at checkout, calculated from our current catalogue. We may cancel an order placed at an obviously wrong price and refund you in full.',
      },
      payment: {
        heading: 'Payment',
        body: 'Payment is taken by our payment provider when you complete checkout. Discount codes are single-use and one code applies per order.',
      },
      shipping: {
        heading: 'Shipping and returns',
        body: 'Delivery times are estimates from the moment your order ships. Every order is covered by our 30-day money-back guarantee; see the customer-service section for details.',
      },
      membership: {
        heading: 'Memberships',
        body: 'Memberships renew automatically each month or year until you cancel. Cancelling stops the next renewal; the current period stays active until it ends.',
      },
      health: {
        heading: 'Health information',
        body: 'Our products are food supplements, not medicines. Product descriptions are for information only; ask your doctor before use if you are pregnant, nursing, taking medication or have a medical condition.',
      },
      contact: {
        heading: 'Questions',
        body: 'Write to {{email}} and we will be glad to help.',
      },
    },
    cookies: {
      intro: 'VitaGlow keeps browser storage to the minimum the shop needs to work. We use no advertising or tracking cookies.',
      session: {
        heading: 'Sign-in cookie',
        body: 'When you sign in, one secure cookie keeps you signed in. It cannot be read by scripts and is deleted when you sign out or when it expires.',
      },
      storage: {
        heading: 'Storage in your browser',
        body: 'Your language, your cart and your wishlist are saved in your browser’s local storage so they are still there when you come back. They never leave your device until you check out.',
      },
      tracking: {
        heading: 'No tracking',
        body: 'We use no third-party analytics, advertising or social-media cookies.',
      },
      control: {
        heading: 'Your control',
        body: 'You can delete cookies and site data at any time in your browser settings. The shop will still work; you will simply need to sign in and choose your language again.',
      },
    },
  },
  qr: {
    title: 'Share Your Site',
    description: 'Scan this code with a phone camera, or share it, to open VitaGlow.',
    urlLabel: 'Website URL',
    problem: '{{title}}: {{reason}}',
    invalidUrl: 'Invalid URL',
    invalidData: 'Invalid Data',
    imageAlt: 'QR code for {{url}}',
    download: 'Download',
    copy: 'Copy',
    share: 'Share',
    shareText: 'Premium health supplements, made in the USA.',
    copied: 'QR code copied to clipboard',
    errorTitle: 'Error',
    generateFailed: 'Failed to generate QR code. Please try again.',
    copyFailed: 'Copy failed. Please try downloading the QR code instead.',
    shareFailed: 'Failed to share QR code. Try copying or downloading instead.',
    shareUnavailable: 'Sharing not available in this context. Try copying or downloading instead.',
  },
};

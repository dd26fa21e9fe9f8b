import { plural } from '../plural';

/**
 * English store texts that the home page's first render does not show: /products, the customer-service
 * dialog, the legal pages, the QR dialog and the not-found page. They load with those screens (web/i18n/deferred.ts).
 */
export const storeDeferredEn = {
  productPage: { breadcrumbs: 'Breadcrumb' },
  reviews: {
    heading: 'Customer reviews',
    intro: 'Every review is from a buyer of this product, published whatever its rating.',
    distribution: 'Reviews by rating',
    stars: plural({ one: '{{count}} star', other: '{{count}} stars' }),
    count: 'Reviews',
    sortLabel: 'Sort reviews',
    sort: { newest: 'Newest', highest: 'Highest rated', lowest: 'Lowest rated' },
    listHeading: 'Reviews',
    loading: 'Loading reviews…',
    reply: 'Reply from VitaGlow',
    pages: {
      label: 'Review pages',
      previous: 'Previous reviews',
      next: 'More reviews',
      page: 'Review page {{page}}',
      status: 'Page {{page}} of {{pageCount}}',
    },
  },
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
        answer:
          'No. You can shop, fill your cart, keep a wishlist and join the newsletter without an account. You only need one to start a membership.',
      },
      madeIn: {
        question: 'Where are your supplements made?',
        answer:
          'Every VitaGlow product is made in the USA in GMP-certified facilities, with natural ingredients, and each batch is tested by independent labs.',
      },
      membership: {
        question: 'How does the membership work?',
        answer:
          'Choose monthly or yearly billing to unlock members-only offers, early access to new products and priority support. You can cancel anytime.',
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
    contact: {
      heading: 'Write to us',
      intro: 'Send us your question here and we answer by e-mail.',
      memberPromise: 'Members are answered first, within 4 hours of our support hours.',
      email: 'Your e-mail address',
      reference: 'Order reference (optional)',
      subject: 'Subject',
      message: 'Message',
      messageHint: 'Plain text, up to 4,000 characters.',
      submit: 'Send message',
      sending: 'Sending…',
      sent: 'Thank you. Your message has reached our team and a confirmation is on its way to your inbox. Expect our reply by {{date}}.',
      sentMember: 'As a member, your message is answered first.',
      again: 'Write another message',
      errors: {
        subject_required: 'Please enter a subject.',
        subject_too_long: 'Please keep the subject to 120 characters.',
        message_required: 'Please write your message.',
        message_too_long: 'Please keep the message to 4,000 characters.',
        order_reference_invalid: 'An order reference has only letters, digits and dashes, like VG-1234.',
        invalid_characters: 'Your text holds invisible or control characters. Please type it again as plain text.',
      },
    },
  },
  legal: {
    updated: 'Last updated: {{date}}',
    privacy: {
      intro:
        'Your privacy matters to us. This page explains what personal data VitaGlow collects, why, who receives it, how long it is kept, and what you can do about it.',
      collect: {
        heading: 'What we collect',
        body: 'When you create an account: your e-mail address, your name, your language and your password, stored only as a one-way hash. When you order: what you buy and for how much, the e-mail address the confirmation goes to, and the shipping address and phone number given at checkout. When you join the newsletter: your e-mail address and language. Your card details go straight to Stripe; we never receive them.',
      },
      use: {
        heading: 'How we use it',
        body: 'To take, ship and deliver your orders, run your account and membership, send the e-mails you asked for or that your orders need, protect the shop from abuse such as password guessing, and answer your questions. We do not sell your data, and we do not use it for advertising.',
      },
      sharing: {
        heading: 'Who receives it',
        body: 'Only the companies that run parts of the shop for us, each receiving what its work needs:',
        cloudflare:
          'Cloudflare hosts the shop. Its network carries every request your browser makes, with your IP address. Its database (D1) and key-value store (KV) hold your account, your orders, your newsletter subscription and the counters described below, and its queue carries each e-mail until it is sent.',
        stripe:
          'Stripe takes payments. It receives your order’s lines, amounts and reference and, when we know it, your e-mail address. On its own checkout page it collects your e-mail address if needed, your shipping address, your phone number and your card details, and sends us back all but the card details: we never see those. For a membership, Stripe keeps a customer record with your name and e-mail address, and your address when it calculates sales tax. Stripe keeps its records under its own privacy policy; deleting your account here does not delete them.',
        email:
          'Our e-mail provider receives your e-mail address and the text of each e-mail we send you: account verification, password reset, newsletter welcome, order confirmation and shipping notice.',
        carriers: 'The carrier that delivers your parcel receives the name, address and phone number it needs to deliver it.',
      },
      retention: {
        heading: 'How long we keep it',
        body: 'Each kind of data is kept only as long as it is needed:',
        account:
          'Your account is kept until you delete it. Deleting it also deletes your sign-in sessions, your membership records, your newsletter subscription and our records of the e-mails sent to your address.',
        orders:
          'Orders are kept for bookkeeping: what was sold, when, for how much, and the payment’s references at Stripe. When you delete your account, your orders, including those placed as a guest with the same e-mail address, lose their link to the account, your e-mail address, and the name, street, city, postal code and phone number of the shipping address. An order still on its way keeps these until it is delivered or cancelled, then loses them. The country and state stay, because sales tax depends on where goods are sent.',
        newsletter:
          'Your newsletter subscription lasts until you unsubscribe. After that we keep your address marked as unsubscribed, so that subscribing again brings back the same coupon, until you delete your account or ask us to erase it.',
        emails:
          'For each e-mail we send, we record its kind, recipient, subject and whether it was delivered, but not its text. These records are deleted when they are 90 days old.',
        attempts:
          'To slow down password guessing and abuse, attempts on the sign-in, sign-up and newsletter forms are counted per e-mail address, and wrong discount codes per IP address. Each count deletes itself when its window ends, after an hour at most. A last-chance deal code is tied to a fingerprint of your IP address made with a secret key, so that only you can use it; an unused code is cleared away a day or more after it expires.',
        analytics:
          'To see how the sign-in, sign-up and newsletter forms work, we record each attempt’s form, outcome (such as success or refused) and time. These records hold no e-mail address, name or IP address: at most a fingerprint of the e-mail address made with a secret key, so that attempts on one address can be counted together. They have no end date, and deleting your account does not remove them.',
      },
      browser: {
        heading: 'Cookies and your browser',
        body: 'Every cookie the shop sets and everything it keeps in your browser is listed, with its purpose and how long it stays, in our {{link}}.',
        link: 'cookie policy',
      },
      rights: {
        heading: 'Your rights',
        body: 'You can get a copy of your data, have it corrected or erased, and stop our e-mails:',
        download:
          'Download your data: “Download my data” on {{link}} gives you a file with your account, your orders and their shipping addresses, your membership and your newsletter subscription.',
        delete:
          'Delete your account: “Delete my account” on {{link}}, with your password. What is erased and what stays is described above. While a membership still renews, cancel it first.',
        accountLink: 'your account page',
        unsubscribe: 'Unsubscribe: every newsletter e-mail has a link that unsubscribes you at once, without signing in.',
        contact:
          'Anything else, such as correcting your data, erasing a newsletter subscription without an account or the address on a guest order, or a question about this policy: write to {{email}}.',
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
      intro:
        'VitaGlow keeps in your browser only what the shop needs to work. It uses no advertising, analytics or social-media cookies, and its pages load nothing from other sites. Below is every cookie the shop sets and everything it keeps in your browser’s storage, with what each is for and how long it stays.',
      cookies: {
        heading: 'Cookies',
        body: 'Your browser sends these cookies back to the shop with each request. Scripts on the page can read none of them but the language cookie.',
        caption: 'Cookies VitaGlow sets',
      },
      storage: {
        heading: 'Storage in your browser',
        body: 'The shop also keeps these in your browser. Local storage stays until you clear it; session storage ends when you close the tab. None of it is sent to the shop by itself: only your cart and a discount code you enter reach it, when you check out or check the code.',
        caption: 'What VitaGlow keeps in your browser’s storage',
      },
      table: {
        name: 'Name',
        type: 'Kept in',
        purpose: 'What it is for',
        lifetime: 'How long it stays',
      },
      kinds: {
        localStorage: 'Local storage',
        sessionStorage: 'Session storage',
      },
      items: {
        session: {
          purpose: 'Keeps you signed in. It holds a random token; the shop stores only a hash of it.',
          lifetime:
            'Until you sign out. It stops working after 7 days without use, and 30 days after you signed in at the latest, when your browser deletes it.',
        },
        checkout: {
          purpose:
            'Recognises the browser that placed an order: only it sees the order’s carrier and tracking number on the order’s page (and, with the test-payment page used in development and testing, only it can pay for the order or cancel it there).',
          lifetime: '30 days, renewed with each order placed.',
        },
        d1Bookmark: {
          purpose:
            'When the shop reads from a copy of its database near you, makes sure you see your own latest changes, such as an order you just placed. It holds a position in the database’s history, nothing about you.',
          lifetime: 'Until you close your browser.',
        },
        languageCookie: {
          purpose:
            'Your language (English, French or Arabic), so that the shop sends its pages in your language from the start. The shop’s scripts write it and can read it.',
          lifetime: 'One year, renewed at each visit.',
        },
        devOperator: {
          purpose:
            'Development only, for the shop’s operators: signs in to the console on a developer’s computer. Never set on the public shop, nor for shoppers.',
          lifetime: '8 hours.',
        },
        language: {
          purpose: 'Your language, also kept here to bring your choice back if the language cookie is missing.',
          lifetime: 'Until you choose another language or clear your browser’s data.',
        },
        cart: {
          purpose: 'Your cart: the products and quantities, the shipping option and a discount code you entered.',
          lifetime: 'Until you clear your browser’s data; paying empties it.',
        },
        wishlist: {
          purpose: 'The products you saved to your wishlist.',
          lifetime: 'Until you clear your browser’s data.',
        },
        cartClearedFor: {
          purpose:
            'The reference of the last order whose payment emptied your cart, so that opening that order’s page again does not empty a new cart.',
          lifetime: 'Until your next paid order replaces it, or you clear your browser’s data.',
        },
        attempts: {
          purpose:
            'Counts your attempts on the sign-in, sign-up and newsletter forms for one e-mail address, which is part of the name, so that you learn at once when you must wait before trying again. The shop’s server keeps its own count.',
          lifetime:
            'Counts for 15 minutes (sign-in) or an hour (sign-up, newsletter). A sign-in count is removed when you sign in; the others stay until you clear your browser’s data.',
        },
        rememberedPlan: {
          purpose: 'The membership plan you chose before signing in, so that it starts once you have signed in.',
          lifetime: 'Until you sign in or close the sign-in window, and at most until you close the tab.',
        },
        scroll: {
          purpose: 'Where you had scrolled on each page you visited in this tab, so that going back takes you to the same place.',
          lifetime: 'Until you close the tab.',
        },
      },
      stripe: {
        heading: 'On Stripe’s payment page',
        body: 'To pay by card you leave the shop for Stripe’s checkout page. Stripe sets its own cookies there, under its own privacy policy; VitaGlow neither sets nor reads them.',
      },
      tracking: {
        heading: 'No tracking',
        body: 'We use no advertising, analytics or social-media cookies, and no cookies from other companies on the shop’s pages.',
      },
      control: {
        heading: 'Your control',
        body: 'You can delete cookies and site data at any time in your browser’s settings. The shop still works: you simply sign in and choose your language again, and your cart and wishlist start empty. What the shop keeps on its own servers is described in our {{link}}.',
        link: 'privacy policy',
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

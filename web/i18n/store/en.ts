import type { Widen } from '../types';

/**
 * English texts of the storefront screens: header, home sections, product cards, /products, footer,
 * customer-service dialog, legal pages and the QR dialog. Product, deal, plan and marketing data have
 * their texts in ../content.
 */
export const storeEn = {
  header: {
    skip: 'Skip to main content',
    menu: 'Menu',
    languageCycle: 'Language: {{current}}. Switch to {{next}}',
  },
  dialog: { close: 'Close' },
  price: { current: 'Price:', original: 'Original price:' },
  rating: { label: 'Rated {{rating}} out of 5', reviews: '({{count}} reviews)' },
  checkout: { processing: 'Processing...' },
  cart: { add: 'Add to Cart', added: '{{name}} added to cart', view: 'View cart' },
  wishlist: {
    toggle: 'Save {{name}} to wishlist',
    added: '{{name}} added to wishlist',
    removed: '{{name}} removed from wishlist',
  },
  hero: { learnMore: 'Learn More' },
  benefits: {
    eyebrow: 'Why VitaGlow',
    title: 'Wellness You Can Trust',
    subtitle: 'Clean formulas, honest labels and real results, for every member of the family.',
  },
  plans: {
    eyebrow: 'Membership',
    title: 'Join the VitaGlow Club',
    subtitle: 'Members get exclusive offers, early access and priority support. Choose the plan that suits you.',
    flexible: 'No commitment: cancel anytime.',
    featuresHeading: 'Included in the plan',
    start: 'Start {{plan}} Plan',
  },
  deals: {
    eyebrow: 'Package Deals',
    title: 'Bundle Up and Save',
    subtitle: 'Our most-loved products, bundled at prices you won’t find anywhere else. Every package ships free.',
    mostPopular: 'Most Popular',
    off: '{{percent}}% OFF',
    save: 'Save {{amount}}',
    included: 'What’s included',
    free: 'FREE',
    quantity: '{{count}}x',
    itemLine: '{{count}} × {{name}}',
    details: 'View Details',
    buy: 'Buy Package Deal',
    valueLabel: 'Value if bought separately',
    priceLabel: 'Package price',
    totalSavings: 'Total savings',
    savingsDetail: '{{amount}} ({{percent}}% off)',
    banner: {
      title: 'New to VitaGlow?',
      text: 'Start with a package: it ships free, and newsletter subscribers save an extra 10% on every package.',
      cta: 'Join the newsletter',
      moneyBack: '30-Day Money-Back Guarantee',
      freeShipping: 'Free Shipping',
      support: 'Premium Support',
    },
  },
  products: {
    eyebrow: 'Shop',
    title: 'Our Best Sellers',
    subtitle: 'Vitamins, gummies, protein and more, made in the USA with natural ingredients.',
    viewAll: 'View All Products',
    enlarge: 'Enlarge the image of {{name}}',
    imageAlt: '{{name}}, product photo',
    viewBenefits: 'View Benefits',
    benefitsHeading: 'Key benefits',
    buyNow: 'Buy Now',
  },
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
    count: '{{count}} products',
    listHeading: 'Product list',
  },
  story: { eyebrow: 'About Us', impactTitle: 'Our Impact' },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'Loved by Our Customers',
    subtitle: 'Real stories from people who made VitaGlow part of their day.',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'We’re Here to Help',
    subtitle: 'Questions about an order, a product or your membership? Our team is happy to help.',
    reachUs: 'Reach us',
    hours: 'Support hours',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
  },
  footer: {
    tagline: 'Premium health supplements, made in the USA with natural ingredients, for your everyday wellness.',
    follow: 'Follow VitaGlow',
    social: {
      facebook: 'VitaGlow on Facebook',
      instagram: 'VitaGlow on Instagram',
      twitter: 'VitaGlow on X',
      youtube: 'VitaGlow on YouTube',
    },
    quickLinks: 'Quick Links',
    links: { top: 'Home', products: 'Products', features: 'Features', about: 'About Us', newsletter: 'Newsletter' },
    customerService: 'Customer Service',
    contact: 'Contact Us',
    legal: 'Legal',
    rights: '© {{year}} VitaGlow. All rights reserved.',
  },
  service: {
    title: 'Customer Service',
    description: 'Answers about orders, shipping, returns and support.',
    topics: {
      faq: 'FAQ',
      shipping: 'Shipping Info',
      returns: 'Returns & Refunds',
      track: 'Track Your Order',
      support: 'Customer Support',
    },
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
    },
  },
  legal: {
    updated: 'Last updated: {{date}}',
    privacy: {
      title: 'Privacy Policy',
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
      title: 'Terms of Service',
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
      title: 'Cookie Policy',
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
    open: 'Share Your Site',
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
  notFound: { text: 'The page you are looking for does not exist or has moved.' },
};

export type StoreDictionary = Widen<typeof storeEn>;

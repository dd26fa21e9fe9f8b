import type { Deal, Product } from '../../../core/catalogue-document';
import { SUPPLEMENT_TAX_CODE } from '../../../core/catalogue-document/tax-codes';
import type { DictionaryId } from '../../../core/language';

/** What "Add a product" and "Add a deal" start from: blank texts for the operator to fill, hidden until published. */

// Spelled out rather than core's eachDictionary: that module brings zod into the console's bundle.
const eachDictionary = <T>(value: () => T): Record<DictionaryId, T> => ({ en: value(), fr: value(), ar: value() });
const blank = () => eachDictionary(() => '');

export function newProduct(): Product {
  return {
    slug: '',
    category: 'vitamins',
    priceCents: 0,
    compareAtCents: null,
    badge: null,
    image: { url: '', width: 1, height: 1, alt: blank() },
    published: false,
    ageRestricted: false,
    taxCode: SUPPLEMENT_TAX_CODE,
    descriptionClaim: false,
    allergens: null,
    warnings: [],
    facts: null,
    texts: eachDictionary(() => ({ name: '', description: '', benefits: [] })),
  };
}

export function newDeal(firstProduct: string): Deal {
  return {
    id: '',
    slug: '',
    icon: 'star',
    badgeColor: 'blue',
    popular: false,
    priceCents: 0,
    items: [{ product: firstProduct, quantity: 1, free: false }],
    subtitleClaim: false,
    descriptionClaim: false,
    texts: eachDictionary(() => ({
      badge: '',
      title: '',
      subtitle: '',
      description: '',
      timeLimitNote: null,
      features: [{ text: '', claim: false }],
    })),
  };
}

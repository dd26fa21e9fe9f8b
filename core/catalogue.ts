import type { TextRef } from './content';

/**
 * The product catalogue: one list shared by the worker (which charges from it) and the web (which
 * displays it). Ids are stable slugs; names, descriptions, badges and benefits are full translation
 * keys ('content.…', texts in i18n/content/*.ts).
 */

export const PRODUCT_IDS = [
  'multivitamin',
  'protein-gummies-mixed-berry',
  'protein-gummies-mango',
  'protein-gummies-cherry',
  'whey-vanilla',
  'whey-chocolate',
  'whey-strawberry',
  'whey-banana',
  'pre-workout',
  'creatine-gummies',
  'collagen-gummies',
  'bcaa-gummies',
  'magnesium-gummies',
  'beauty-complex',
  'omega-3-plus',
] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export const CATEGORIES = ['vitamins', 'gummies', 'protein', 'performance', 'beauty'] as const;
export type Category = (typeof CATEGORIES)[number];
export type CategoryKey = `content.categories.${Category}`;

export const BADGES = [
  'bestSeller',
  'popular',
  'newFlavor',
  'limitedEdition',
  'classic',
  'new',
  'trending',
  'athletesChoice',
  'sleepSupport',
] as const;
export type Badge = (typeof BADGES)[number];
export type BadgeKey = `content.badges.${Badge}`;

type SixBenefits = readonly [string, string, string, string, string, string];

/** Each product's six benefits, in display order; the names are the last segment of their keys. */
const BENEFITS = {
  multivitamin: ['energy', 'immunity', 'focus', 'bones', 'beauty', 'gentle'],
  'protein-gummies-mixed-berry': ['protein', 'muscle', 'snack', 'lowSugar', 'flavor', 'noShaker'],
  'protein-gummies-mango': ['protein', 'muscle', 'snack', 'lowSugar', 'flavor', 'recovery'],
  'protein-gummies-cherry': ['protein', 'muscle', 'snack', 'lowSugar', 'flavor', 'limited'],
  'whey-vanilla': ['muscle', 'recovery', 'mixes', 'aminos', 'versatile', 'flavor'],
  'whey-chocolate': ['muscle', 'recovery', 'mixes', 'aminos', 'satiety', 'flavor'],
  'whey-strawberry': ['muscle', 'recovery', 'mixes', 'aminos', 'smoothies', 'flavor'],
  'whey-banana': ['muscle', 'recovery', 'mixes', 'aminos', 'breakfast', 'flavor'],
  'pre-workout': ['energy', 'focus', 'endurance', 'pump', 'fatigue', 'clean'],
  'creatine-gummies': ['strength', 'performance', 'muscle', 'recovery', 'brain', 'convenient'],
  'collagen-gummies': ['skin', 'hair', 'nails', 'joints', 'marine', 'absorption'],
  'bcaa-gummies': ['recovery', 'soreness', 'protection', 'endurance', 'ratio', 'flavor'],
  'magnesium-gummies': ['sleep', 'relax', 'muscles', 'stress', 'heart', 'gentle'],
  'beauty-complex': ['glow', 'hair', 'nails', 'antioxidants', 'collagen', 'hydration'],
  'omega-3-plus': ['heart', 'brain', 'joints', 'eyes', 'mood', 'pure'],
} as const satisfies Record<ProductId, SixBenefits>;

export type ProductNameKey = `content.catalogue.${ProductId}.name`;
export type ProductDescriptionKey = `content.catalogue.${ProductId}.description`;
export type BenefitKey = {
  [P in ProductId]: `content.catalogue.${P}.benefits.${(typeof BENEFITS)[P][number]}`;
}[ProductId];

export interface ProductImage {
  readonly src: string;
  /** Intrinsic size, so the browser reserves the space before the image loads. */
  readonly width: number;
  readonly height: number;
}

export interface Product {
  readonly id: ProductId;
  /** Its page's address, /products/<slug>: stable, lowercase, never translated (core/product-pages.ts). */
  readonly slug: ProductId;
  readonly category: Category;
  readonly priceCents: number;
  /** The former price, shown struck through. */
  readonly originalPriceCents: number;
  /** Average review score out of 5, one decimal. */
  readonly rating: number;
  readonly reviews: number;
  readonly badge: Badge;
  readonly image: ProductImage;
  readonly nameKey: ProductNameKey;
  readonly descriptionKey: ProductDescriptionKey;
  readonly badgeKey: BadgeKey;
  readonly benefitKeys: readonly BenefitKey[];
}

type ProductFacts = Pick<Product, 'category' | 'priceCents' | 'originalPriceCents' | 'rating' | 'reviews' | 'badge'>;

function product(id: ProductId, facts: ProductFacts): Product {
  return {
    id,
    slug: id,
    ...facts,
    image: { src: `/products/${id}.svg`, width: 400, height: 400 },
    nameKey: `content.catalogue.${id}.name`,
    descriptionKey: `content.catalogue.${id}.description`,
    badgeKey: `content.badges.${facts.badge}`,
    benefitKeys: BENEFITS[id].map((benefit) => `content.catalogue.${id}.benefits.${benefit}` as BenefitKey),
  };
}

/** All 15 products, in the home grid's order (the home grid shows the first 13). */
export const PRODUCTS: readonly Product[] = [
  product('multivitamin', {
    category: 'vitamins',
    priceCents: 2999,
    originalPriceCents: 3999,
    rating: 4.9,
    reviews: 1284,
    badge: 'bestSeller',
  }),
  product('protein-gummies-mixed-berry', {
    category: 'gummies',
    priceCents: 2499,
    originalPriceCents: 3299,
    rating: 4.8,
    reviews: 962,
    badge: 'popular',
  }),
  product('protein-gummies-mango', {
    category: 'gummies',
    priceCents: 2499,
    originalPriceCents: 3299,
    rating: 4.7,
    reviews: 418,
    badge: 'newFlavor',
  }),
  product('protein-gummies-cherry', {
    category: 'gummies',
    priceCents: 2499,
    originalPriceCents: 3299,
    rating: 4.8,
    reviews: 537,
    badge: 'limitedEdition',
  }),
  product('whey-vanilla', {
    category: 'protein',
    priceCents: 4999,
    originalPriceCents: 5999,
    rating: 4.8,
    reviews: 1126,
    badge: 'classic',
  }),
  product('whey-chocolate', {
    category: 'protein',
    priceCents: 4999,
    originalPriceCents: 5999,
    rating: 4.9,
    reviews: 1571,
    badge: 'bestSeller',
  }),
  product('whey-strawberry', {
    category: 'protein',
    priceCents: 4999,
    originalPriceCents: 5999,
    rating: 4.7,
    reviews: 389,
    badge: 'newFlavor',
  }),
  product('whey-banana', {
    category: 'protein',
    priceCents: 4999,
    originalPriceCents: 5999,
    rating: 4.6,
    reviews: 274,
    badge: 'new',
  }),
  product('pre-workout', {
    category: 'performance',
    priceCents: 3499,
    originalPriceCents: 4499,
    rating: 4.8,
    reviews: 843,
    badge: 'athletesChoice',
  }),
  product('creatine-gummies', {
    category: 'performance',
    priceCents: 3499,
    originalPriceCents: 4499,
    rating: 4.7,
    reviews: 655,
    badge: 'trending',
  }),
  product('collagen-gummies', {
    category: 'beauty',
    priceCents: 3999,
    originalPriceCents: 4999,
    rating: 4.8,
    reviews: 921,
    badge: 'popular',
  }),
  product('bcaa-gummies', {
    category: 'performance',
    priceCents: 2999,
    originalPriceCents: 3999,
    rating: 4.6,
    reviews: 312,
    badge: 'new',
  }),
  product('magnesium-gummies', {
    category: 'vitamins',
    priceCents: 2499,
    originalPriceCents: 3299,
    rating: 4.9,
    reviews: 748,
    badge: 'sleepSupport',
  }),
  product('beauty-complex', {
    category: 'beauty',
    priceCents: 3999,
    originalPriceCents: 4999,
    rating: 4.7,
    reviews: 506,
    badge: 'trending',
  }),
  product('omega-3-plus', {
    category: 'vitamins',
    priceCents: 2799,
    originalPriceCents: 3599,
    rating: 4.5,
    reviews: 398,
    badge: 'classic',
  }),
];

export const HOME_PRODUCT_IDS: readonly ProductId[] = PRODUCT_IDS.slice(0, 13);

/** Cards on the home grid list at most this many of a product's benefits. */
export const HOME_BENEFIT_LIMIT = 5;

const BY_ID = new Map<string, Product>(PRODUCTS.map((p) => [p.id, p]));

export function isProductId(value: unknown): value is ProductId {
  return typeof value === 'string' && BY_ID.has(value);
}

export function getProduct(id: ProductId): Product;
export function getProduct(id: string): Product | undefined;
export function getProduct(id: string): Product | undefined {
  return BY_ID.get(id);
}

export function categoryKey(category: Category): CategoryKey {
  return `content.categories.${category}`;
}

export function homeBenefits(product: Product): readonly BenefitKey[] {
  return product.benefitKeys.slice(0, HOME_BENEFIT_LIMIT);
}

const FALLBACK_BENEFITS = ['quality', 'science', 'tested', 'madeInUsa', 'guarantee'] as const;

export type FallbackKey =
  | 'content.fallback.name'
  | 'content.fallback.description'
  | 'content.fallback.badge'
  | `content.fallback.benefits.${(typeof FALLBACK_BENEFITS)[number]}`;

/** What to show for a product: its own texts, or the generic ones for an id the catalogue does not know. */
export interface ProductCopy {
  readonly name: TextRef<ProductNameKey | 'content.fallback.name'>;
  readonly description: TextRef<ProductDescriptionKey | 'content.fallback.description'>;
  readonly badge: TextRef<BadgeKey | 'content.fallback.badge'>;
  readonly benefits: readonly TextRef<BenefitKey | FallbackKey>[];
}

/**
 * Texts for a product id that may no longer be sold (an old order line, a stale link): a known id gets
 * its own keys, any other id the generic fallbacks ('Product {{id}}', five generic benefits).
 */
export function productCopy(id: string): ProductCopy {
  const known = getProduct(id);
  if (known) {
    return {
      name: { key: known.nameKey },
      description: { key: known.descriptionKey },
      badge: { key: known.badgeKey },
      benefits: known.benefitKeys.map((key) => ({ key })),
    };
  }
  return {
    name: { key: 'content.fallback.name', params: { id } },
    description: { key: 'content.fallback.description' },
    badge: { key: 'content.fallback.badge' },
    benefits: FALLBACK_BENEFITS.map((benefit) => ({ key: `content.fallback.benefits.${benefit}` as const })),
  };
}

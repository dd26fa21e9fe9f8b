import { activeCatalogue } from './catalogue-scope.ts';
import type { TextRef } from './content';
import type { HomeFacts, ShopCatalogue } from './shop-catalogue';

/**
 * The products of the published catalogue version the running code reads (core/catalogue-scope.ts): the
 * worker charges from them and the web displays them. Ids are stable slugs; names, descriptions, badges and
 * benefits are translation keys that resolve to the version's own texts (core/shop-catalogue.ts).
 */

/** A product's id: its slug (core/catalogue-document), validated against the published version, never a fixed list. */
export type ProductId = string;

export const CATEGORIES = ['vitamins', 'gummies', 'protein', 'performance', 'beauty'] as const;
export type Category = (typeof CATEGORIES)[number];
export type CategoryKey = `content.categories.${Category}`;

export type ProductNameKey = `content.catalogue.${string}.name`;
export type ProductDescriptionKey = `content.catalogue.${string}.description`;
export type BadgeKey = `content.catalogue.${string}.badge`;
export type ImageAltKey = `content.catalogue.${string}.imageAlt`;
export type BenefitKey = `content.catalogue.${string}.benefits.${number}`;

export interface ProductImage {
  readonly src: string;
  /** Intrinsic size, so the browser reserves the space before the image loads. */
  readonly width: number;
  readonly height: number;
}

export interface Product {
  readonly id: ProductId;
  /** Its page's address, /products/<slug>: stable, lowercase, never translated (core/product-pages.ts). */
  readonly slug: string;
  readonly category: Category;
  readonly priceCents: number;
  /** The former price, shown struck through, or none. */
  readonly originalPriceCents: number | null;
  /** Shown and sold; an unpublished product stays in the version so that its orders keep their names. */
  readonly published: boolean;
  /** Only adults may buy it (core/age-restriction.ts). */
  readonly ageRestricted: boolean;
  /** Only members may buy it until this instant (ISO 8601, UTC), or none (core/early-access.ts). */
  readonly earlyAccessUntil: string | null;
  /** Servings a day as the label directs: with the panel's servings per container, how long one lasts (core/supplies.ts). */
  readonly servingsPerDay: number;
  /** Stripe's product tax code. */
  readonly taxCode: string;
  readonly image: ProductImage;
  readonly nameKey: ProductNameKey;
  readonly descriptionKey: ProductDescriptionKey;
  /** The ribbon on its card, or none. */
  readonly badgeKey: BadgeKey | null;
  readonly imageAltKey: ImageAltKey;
  readonly benefitKeys: readonly BenefitKey[];
}

/** The whole percent members pay less on every product, in the version in scope (core/pricing.ts memberUnitCents). */
export function memberPercent(): number {
  return activeCatalogue().memberPercent;
}

/** The published products, in display order. */
export function products(): readonly Product[] {
  return byId(activeCatalogue()).shown;
}

/** How many products the home page's grid shows: the first ones. */
export const HOME_GRID_SIZE = 13;

export function homeProducts(): readonly Product[] {
  return products().slice(0, HOME_GRID_SIZE);
}

/** Cards on the home grid list at most this many of a product's benefits. */
export const HOME_BENEFIT_LIMIT = 5;

interface ProductIndex {
  shown: readonly Product[];
  published: ReadonlyMap<string, Product>;
  all: ReadonlyMap<string, Product>;
}
const indexes = new WeakMap<ShopCatalogue, ProductIndex>();

function byId(catalogue: ShopCatalogue): ProductIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    const shown = catalogue.products.filter((product) => product.published);
    index = { shown, published: new Map(shown.map((p) => [p.id, p])), all: new Map(catalogue.products.map((p) => [p.id, p])) };
    indexes.set(catalogue, index);
  }
  return index;
}

/** Whether the published catalogue sells a product with this id. */
export function isProductId(value: unknown): value is ProductId {
  return typeof value === 'string' && byId(activeCatalogue()).published.has(value);
}

/** A product the published catalogue sells. */
export function getProduct(id: string): Product | undefined {
  return byId(activeCatalogue()).published.get(id);
}

export function categoryKey(category: Category): CategoryKey {
  return `content.categories.${category}`;
}

export function homeBenefits(product: Product): readonly BenefitKey[] {
  return product.benefitKeys.slice(0, HOME_BENEFIT_LIMIT);
}

const FALLBACK_BENEFITS = ['quality', 'labelled', 'tested', 'madeInUsa', 'guarantee'] as const;

export type FallbackKey =
  | 'content.fallback.name'
  | 'content.fallback.description'
  | 'content.fallback.badge'
  | `content.fallback.benefits.${(typeof FALLBACK_BENEFITS)[number]}`;

/** What to show for a product: its own texts, or the generic ones for an id the catalogue does not know. */
export interface ProductCopy {
  readonly name: TextRef<ProductNameKey | 'content.fallback.name'>;
  readonly description: TextRef<ProductDescriptionKey | 'content.fallback.description'>;
  readonly badge: TextRef<BadgeKey | 'content.fallback.badge'> | null;
  readonly benefits: readonly TextRef<BenefitKey | FallbackKey>[];
}

/**
 * Texts for a product id that may no longer be sold (an old order line, a stale link): a known id gets
 * its own keys, any other id the generic fallbacks ('Product {{id}}', five generic benefits).
 */
export function productCopy(id: string): ProductCopy {
  const known = byId(activeCatalogue()).all.get(id);
  if (known) {
    return {
      name: { key: known.nameKey },
      description: { key: known.descriptionKey },
      badge: known.badgeKey ? { key: known.badgeKey } : null,
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

/**
 * What the home page states as fact (the hero's rating and pictured products, its figures and the certification
 * badges, which /products shows too): the published catalogue's, edited in the console, for the merchant to make true.
 */
export function homeFacts(): HomeFacts {
  return activeCatalogue().home;
}

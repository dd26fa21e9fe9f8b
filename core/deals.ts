import type { ProductId } from './catalogue.ts';
import { activeCatalogue } from './catalogue-scope.ts';
import type { ShopCatalogue } from './shop-catalogue.ts';

/**
 * The package deals of the published catalogue version the running code reads (core/catalogue-scope.ts). A
 * deal's "was" price is not stored: it is the sum of its items at their products' prices, free items included
 * (core/catalogue-document/deal-pricing.ts), so a price change can never leave it stale. Packages always ship
 * free (see pricing.ts).
 */

/** A package's id (order_lines.deal_id): a slug of the published version, never a fixed list. */
export type DealId = string;

/** Icon names; the web maps each to an image in /deals/<icon>.svg. */
export const DEAL_ICONS = ['rocket', 'star', 'crown', 'users'] as const;
export type DealIcon = (typeof DEAL_ICONS)[number];
/** Colour tokens for the badge; the web maps them to its palette. */
export const DEAL_BADGE_COLORS = ['red', 'emerald', 'purple', 'blue'] as const;
export type DealBadgeColor = (typeof DEAL_BADGE_COLORS)[number];

export type DealTextKey = `content.deals.${string}`;
export type DealFeatureKey = `content.deals.${string}.features.${number}`;

export interface DealItem {
  readonly productId: ProductId;
  readonly quantity: number;
  /** Included at no charge; still counted at its catalogue price in the original total. */
  readonly free: boolean;
}

export interface Deal {
  readonly id: DealId;
  /** Its page's address, /products/<slug>: stable, lowercase, never translated (core/product-pages.ts). */
  readonly slug: string;
  readonly icon: DealIcon;
  readonly badgeColor: DealBadgeColor;
  /** Gets the 'most popular' ribbon. */
  readonly popular: boolean;
  readonly items: readonly DealItem[];
  readonly originalCents: number;
  readonly discountedCents: number;
  readonly savingsCents: number;
  /** Whole percent off, for the discount label. */
  readonly discountPercent: number;
  readonly titleKey: DealTextKey;
  readonly subtitleKey: DealTextKey;
  readonly descriptionKey: DealTextKey;
  readonly badgeKey: DealTextKey;
  readonly featureKeys: readonly DealFeatureKey[];
  /** "Offer valid for the first 48 hours only", when the package says so. */
  readonly timeLimitKey?: DealTextKey;
}

/** The published package deals, in display order. */
export function deals(): readonly Deal[] {
  return activeCatalogue().deals;
}

const indexes = new WeakMap<ShopCatalogue, ReadonlyMap<string, Deal>>();

function byId(catalogue: ShopCatalogue): ReadonlyMap<string, Deal> {
  let index = indexes.get(catalogue);
  if (!index) indexes.set(catalogue, (index = new Map(catalogue.deals.map((deal) => [deal.id, deal]))));
  return index;
}

export function isDealId(value: unknown): value is DealId {
  return typeof value === 'string' && byId(activeCatalogue()).has(value);
}

export function getDeal(id: string): Deal | undefined {
  return byId(activeCatalogue()).get(id);
}

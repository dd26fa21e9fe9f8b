import { type ProductId, getProduct } from './catalogue.ts';
import { percentOff } from './money.ts';

/**
 * Package deals. The original price is not stored: it is the sum of the items' catalogue
 * prices, free items included, so a catalogue price change can never leave a deal's "was" price stale.
 * Packages always ship free (see pricing.ts).
 */

export const DEAL_IDS = ['starter', 'essentials', 'complete', 'friends'] as const;
export type DealId = (typeof DEAL_IDS)[number];

/** Icon names; the web maps each to an image in /deals/<icon>.svg. */
export const DEAL_ICONS = ['rocket', 'star', 'crown', 'users'] as const;
export type DealIcon = (typeof DEAL_ICONS)[number];
/** Colour tokens for the badge; the web maps them to its palette. */
export const DEAL_BADGE_COLORS = ['red', 'emerald', 'purple', 'blue'] as const;
export type DealBadgeColor = (typeof DEAL_BADGE_COLORS)[number];

const DEAL_FEATURES = {
  starter: ['duo', 'freePreWorkout'],
  essentials: ['routine', 'freeGummies'],
  complete: ['whey', 'collagen'],
  friends: ['doubles', 'share'],
} as const satisfies Record<DealId, readonly string[]>;

type SharedFeature = 'freeShipping' | 'prioritySupport' | 'guarantee';

export type DealFeatureKey =
  { [D in DealId]: `content.deals.${D}.features.${(typeof DEAL_FEATURES)[D][number]}` }[DealId] | `content.deals.shared.${SharedFeature}`;

export interface DealItem {
  readonly productId: ProductId;
  readonly quantity: number;
  /** Included at no charge; still counted at its catalogue price in the original total. */
  readonly free: boolean;
}

export interface Deal {
  readonly id: DealId;
  /** Its page's address, /products/<slug>: stable, lowercase, never translated (core/product-pages.ts). */
  readonly slug: `${DealId}-package`;
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
  readonly titleKey: `content.deals.${DealId}.title`;
  readonly subtitleKey: `content.deals.${DealId}.subtitle`;
  readonly descriptionKey: `content.deals.${DealId}.description`;
  readonly badgeKey: `content.deals.${DealId}.badge`;
  readonly featureKeys: readonly DealFeatureKey[];
  readonly timeLimitKey?: 'content.deals.starter.timeLimit';
}

interface DealFacts {
  readonly icon: DealIcon;
  readonly badgeColor: DealBadgeColor;
  readonly popular: boolean;
  readonly items: readonly DealItem[];
  readonly discountedCents: number;
  readonly sharedFeatures: readonly SharedFeature[];
  readonly timeLimitKey?: 'content.deals.starter.timeLimit';
}

function item(productId: ProductId, quantity = 1, free = false): DealItem {
  return { productId, quantity, free };
}

function catalogueTotal(items: readonly DealItem[]): number {
  return items.reduce((sum, { productId, quantity }) => sum + getProduct(productId).priceCents * quantity, 0);
}

function deal(id: DealId, { sharedFeatures, discountedCents, ...facts }: DealFacts): Deal {
  const originalCents = catalogueTotal(facts.items);
  return {
    id,
    slug: `${id}-package`,
    ...facts,
    originalCents,
    discountedCents,
    savingsCents: originalCents - discountedCents,
    discountPercent: percentOff(originalCents, discountedCents),
    titleKey: `content.deals.${id}.title`,
    subtitleKey: `content.deals.${id}.subtitle`,
    descriptionKey: `content.deals.${id}.description`,
    badgeKey: `content.deals.${id}.badge`,
    featureKeys: [
      ...DEAL_FEATURES[id].map((feature) => `content.deals.${id}.features.${feature}` as DealFeatureKey),
      ...sharedFeatures.map((feature) => `content.deals.shared.${feature}` as const),
    ],
  };
}

export const DEALS: readonly Deal[] = [
  deal('starter', {
    icon: 'rocket',
    badgeColor: 'red',
    popular: false,
    items: [item('multivitamin'), item('bcaa-gummies'), item('pre-workout', 1, true)],
    discountedCents: 5999,
    sharedFeatures: ['freeShipping', 'guarantee'],
    timeLimitKey: 'content.deals.starter.timeLimit',
  }),
  deal('essentials', {
    icon: 'star',
    badgeColor: 'emerald',
    popular: true,
    items: [item('multivitamin'), item('whey-vanilla'), item('pre-workout'), item('protein-gummies-mixed-berry', 1, true)],
    discountedCents: 8999,
    sharedFeatures: ['freeShipping', 'prioritySupport', 'guarantee'],
  }),
  deal('complete', {
    icon: 'crown',
    badgeColor: 'purple',
    popular: false,
    items: [item('whey-vanilla', 2), item('whey-chocolate'), item('collagen-gummies')],
    discountedCents: 11999,
    sharedFeatures: ['freeShipping', 'prioritySupport', 'guarantee'],
  }),
  deal('friends', {
    icon: 'users',
    badgeColor: 'blue',
    popular: false,
    items: [item('multivitamin', 2), item('protein-gummies-mixed-berry', 2), item('pre-workout', 2)],
    discountedCents: 9999,
    sharedFeatures: ['freeShipping', 'guarantee'],
  }),
];

const BY_ID = new Map<string, Deal>(DEALS.map((d) => [d.id, d]));

export function isDealId(value: unknown): value is DealId {
  return typeof value === 'string' && BY_ID.has(value);
}

export function getDeal(id: string): Deal | undefined {
  return BY_ID.get(id);
}

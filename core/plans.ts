import { divideRounded, percentOff } from './money';

/** Membership plans: $19 a month, or $199 a year. */

export const PLAN_IDS = ['monthly', 'yearly'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

const PLAN_FEATURES = ['offers', 'earlyAccess', 'recommendations', 'support', 'cancel'] as const;
export type PlanFeatureKey = `content.plans.features.${(typeof PLAN_FEATURES)[number]}`;

/**
 * The yearly price the advertised "saves 43% or $149 a year" is measured against. It is not 12 × the $19
 * monthly price (that would be $228, a 13% saving); the figure is kept as advertised.
 */
export const REGULAR_YEARLY_PRICE_CENTS = 34800;

export interface PlanSavings {
  readonly referenceCents: number;
  readonly savingsCents: number;
  readonly percent: number;
  /** The yearly price spread over 12 months, rounded to the cent. */
  readonly monthlyEquivalentCents: number;
  /** 'Save {{percent}}%' */
  readonly badgeKey: 'content.plans.yearly.savingsBadge';
  readonly secondaryBadgeKey: 'content.plans.yearly.secondaryBadge';
  /** '{{price}}/month' */
  readonly monthlyEquivalentKey: 'content.plans.yearly.monthlyEquivalent';
  /** 'You save {{amount}} a year' */
  readonly savingsAmountKey: 'content.plans.yearly.savingsAmount';
}

export interface Plan {
  readonly id: PlanId;
  /** Charged once per interval. */
  readonly priceCents: number;
  readonly interval: 'month' | 'year';
  readonly nameKey: `content.plans.${PlanId}.name`;
  /** 'per month' / 'per year', shown after the price. */
  readonly periodKey: `content.plans.${PlanId}.period`;
  readonly descriptionKey: `content.plans.${PlanId}.description`;
  readonly featureKeys: readonly PlanFeatureKey[];
  readonly savings?: PlanSavings;
}

const FEATURE_KEYS = PLAN_FEATURES.map((feature) => `content.plans.features.${feature}` as const);

const YEARLY_PRICE_CENTS = 19900;

const MONTHLY: Plan = {
  id: 'monthly',
  priceCents: 1900,
  interval: 'month',
  nameKey: 'content.plans.monthly.name',
  periodKey: 'content.plans.monthly.period',
  descriptionKey: 'content.plans.monthly.description',
  featureKeys: FEATURE_KEYS,
};

const YEARLY: Plan = {
  id: 'yearly',
  priceCents: YEARLY_PRICE_CENTS,
  interval: 'year',
  nameKey: 'content.plans.yearly.name',
  periodKey: 'content.plans.yearly.period',
  descriptionKey: 'content.plans.yearly.description',
  featureKeys: FEATURE_KEYS,
  savings: {
    referenceCents: REGULAR_YEARLY_PRICE_CENTS,
    savingsCents: REGULAR_YEARLY_PRICE_CENTS - YEARLY_PRICE_CENTS,
    percent: percentOff(REGULAR_YEARLY_PRICE_CENTS, YEARLY_PRICE_CENTS),
    monthlyEquivalentCents: divideRounded(YEARLY_PRICE_CENTS, 12),
    badgeKey: 'content.plans.yearly.savingsBadge',
    secondaryBadgeKey: 'content.plans.yearly.secondaryBadge',
    monthlyEquivalentKey: 'content.plans.yearly.monthlyEquivalent',
    savingsAmountKey: 'content.plans.yearly.savingsAmount',
  },
};

export const PLANS: readonly Plan[] = [MONTHLY, YEARLY];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function getPlan(id: PlanId): Plan {
  return id === 'monthly' ? MONTHLY : YEARLY;
}

import type { Language } from './language';
import { numberFormat } from './number-format';

/**
 * The shop's marketing and support content as data. Figures are numbers, formatted per
 * language; every word is a full translation key ('content.…', texts in i18n/content/*.ts).
 */

/** A translation key with the values for its {{placeholders}}. */
export interface TextRef<K extends string = string> {
  readonly key: K;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A headline number. 'text' figures (like "24/7") are words in some languages, so they are translated. */
export type Figure =
  | { readonly kind: 'number'; readonly value: number; readonly compact?: boolean; readonly plus?: boolean }
  | { readonly kind: 'percent'; readonly value: number }
  | { readonly kind: 'text'; readonly textKey: string };
export type NumericFigure = Exclude<Figure, { kind: 'text' }>;

export interface Stat {
  readonly id: string;
  readonly figure: Figure;
  readonly labelKey: string;
}

/** `500K+` in English, `500 k+` in French; percents get the locale's spacing (`99,5 %`). */
export function formatFigure(figure: NumericFigure, language: Language): string {
  if (figure.kind === 'percent') return numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(figure.value / 100);
  const text = numberFormat(language, figure.compact ? { notation: 'compact' } : {}).format(figure.value);
  return figure.plus ? `${text}+` : text;
}

/** The hero's words; its pictures and figures are the catalogue's (`homeFacts()`, ./catalogue.ts), its rating the published reviews'. */
export const HERO = {
  badgeKey: 'content.marketing.hero.badge',
  freeShippingKey: 'content.marketing.hero.freeShipping',
} as const;

/** Icon ids name the web's icon set (lucide names). */
export type BenefitIcon = 'flag' | 'leaf' | 'shield-check' | 'zap' | 'heart' | 'award';

export interface BenefitCard {
  readonly id: string;
  readonly icon: BenefitIcon;
  readonly titleKey: string;
  readonly descriptionKey: string;
}

export const BENEFIT_CARDS = [
  {
    id: 'madeInAmerica',
    icon: 'flag',
    titleKey: 'content.marketing.benefits.madeInAmerica.title',
    descriptionKey: 'content.marketing.benefits.madeInAmerica.description',
  },
  {
    id: 'natural',
    icon: 'leaf',
    titleKey: 'content.marketing.benefits.natural.title',
    descriptionKey: 'content.marketing.benefits.natural.description',
  },
  {
    id: 'qualityTested',
    icon: 'shield-check',
    titleKey: 'content.marketing.benefits.qualityTested.title',
    descriptionKey: 'content.marketing.benefits.qualityTested.description',
  },
  {
    id: 'energyBoost',
    icon: 'zap',
    titleKey: 'content.marketing.benefits.energyBoost.title',
    descriptionKey: 'content.marketing.benefits.energyBoost.description',
  },
  {
    id: 'heartHealth',
    icon: 'heart',
    titleKey: 'content.marketing.benefits.heartHealth.title',
    descriptionKey: 'content.marketing.benefits.heartHealth.description',
  },
  {
    id: 'customerFavorite',
    icon: 'award',
    titleKey: 'content.marketing.benefits.customerFavorite.title',
    descriptionKey: 'content.marketing.benefits.customerFavorite.description',
  },
] as const satisfies readonly BenefitCard[];

export const OUR_STORY = {
  titleKey: 'content.marketing.story.title',
  paragraphKeys: ['content.marketing.story.beginning', 'content.marketing.story.promise', 'content.marketing.story.today'],
  signatureKey: 'content.marketing.story.signature',
} as const;

export const CERTIFICATION_ICONS = ['flag', 'shield-check', 'building', 'flask'] as const;
export type CertificationIcon = (typeof CERTIFICATION_ICONS)[number];

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

export interface OpeningHours {
  readonly id: string;
  readonly days: readonly Weekday[];
  /** 24-hour 'HH:MM' in SUPPORT.timeZone; null when closed. */
  readonly opens: string | null;
  readonly closes: string | null;
  readonly labelKey: string;
}

const SUPPORT_HOURS = [
  {
    id: 'weekdays',
    days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    opens: '09:00',
    closes: '18:00',
    labelKey: 'content.support.hours.weekdays',
  },
  { id: 'saturday', days: ['sat'], opens: '10:00', closes: '16:00', labelKey: 'content.support.hours.saturday' },
  { id: 'sunday', days: ['sun'], opens: null, closes: null, labelKey: 'content.support.hours.sunday' },
] as const satisfies readonly OpeningHours[];

export const SUPPORT = {
  email: 'support@vitaglow.com',
  phone: '+1 (800) 555-0199',
  phoneHref: 'tel:+18005550199',
  /** A US postal address is written the same in every language; only the country name is translated. */
  address: {
    lines: ['1250 Wellness Way, Suite 400', 'Austin, TX 78701'],
    countryKey: 'content.support.country',
  },
  timeZone: 'America/New_York',
  timeZoneKey: 'content.support.hours.timeZone',
  hours: SUPPORT_HOURS,
  /** Promises shown in the support dialog and footer, in this order. */
  policyKeys: [
    'content.support.policies.reply',
    'content.support.policies.processing',
    'content.support.policies.moneyBack',
    'content.support.policies.refunds',
  ],
} as const;

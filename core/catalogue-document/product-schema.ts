import * as z from 'zod';
import { CATEGORIES } from '../catalogue';
import { NUTRIENT_UNITS } from '../supplement-facts';
import { DAILY_VALUE_NUTRIENT_IDS } from './daily-value';
import { TAX_CODE_PATTERN } from './tax-codes';
import { claimText, localized, perDictionary, text } from './texts';

/** A product's or package's page is /products/<slug>: lowercase letters and digits, words joined by single hyphens. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and single hyphens only');

/** Every amount is a whole, positive number of US cents (docs/decisions/integer-cents-and-worker-pricing.md). */
export const cents = z.int().positive();

/** The most servings a day a label may direct; more is a typing slip. */
export const MAX_SERVINGS_PER_DAY = 12;

/** Cards list at most this many benefits. */
export const MAX_BENEFITS = 6;

/** One row of a Supplement Facts panel. Its % Daily Value is computed (./daily-value.ts), never stored. */
export const factsRow = z.strictObject({
  nutrient: localized,
  /** Per serving, in `unit`. */
  amount: z.number().nonnegative(),
  unit: z.enum(NUTRIENT_UNITS),
  /** The FDA nutrient this row is, when FDA gives it a daily value; without one the row shows "Daily Value not established". */
  dvKey: z.enum(DAILY_VALUE_NUTRIENT_IDS).optional(),
  /** Indented under the row above (saturated fat under total fat, EPA under omega-3). */
  indent: z.int().min(0).max(2),
  /**
   * The compound the nutrient comes from, as 21 CFR 101.36(d) lets a label name it after the nutrient: "magnesium
   * citrate" shows as "Magnesium (as magnesium citrate)". Absent or null: none named; optional, so that versions 1
   * and 2 still parse.
   */
  source: localized.nullable().optional(),
  /**
   * On the protein row: the protein's digestibility-corrected amino acid score (0 to 1: whey about 1, collagen 0), by
   * which its % Daily Value is corrected (21 CFR 101.9(c)(7)(ii)). Needed when the product's texts make a protein
   * claim (./claim-rules.ts). Absent or null: none known, and no protein % Daily Value is declared; optional, so
   * that versions 1 and 2 still parse.
   */
  pdcaas: z.number().min(0).max(1).nullable().optional(),
});
export type FactsRow = z.infer<typeof factsRow>;

/** The Supplement Facts panel (21 CFR 101.36): the figures and the label's wording. */
export const supplementFacts = z.strictObject({
  /** As the label writes it: "4 gummies", "1 scoop (32 g)". */
  servingSize: localized,
  servingsPerContainer: z.int().positive(),
  /** Calories per serving, for the products that have any worth declaring. */
  calories: z.int().nonnegative().nullable(),
  /** In label order. */
  rows: z.array(factsRow).min(1),
  otherIngredients: localized,
});
export type SupplementFactsPanel = z.infer<typeof supplementFacts>;

export const productTexts = z.strictObject({
  name: text,
  description: text,
  benefits: z.array(claimText).max(MAX_BENEFITS),
});
export type ProductTexts = z.infer<typeof productTexts>;

export const product = z.strictObject({
  /** Also its id in carts, orders and stock: never changed once sold. */
  slug,
  category: z.enum(CATEGORIES),
  priceCents: cents,
  /** The former price, shown struck through. */
  compareAtCents: cents.nullable(),
  /**
   * Retired: versions 1 and 2 carried an invented rating and review count. Ratings now come only from
   * published reviews (docs/reviews.md); these are still read so those versions parse, never shown, and
   * dropped from a draft when it is saved (./retired-fields.ts).
   */
  rating: z.number().min(0).max(5).optional(),
  reviews: z.int().nonnegative().optional(),
  /** The ribbon on its card ("Best Seller"), in every language, or none. */
  badge: localized.nullable(),
  image: z.strictObject({
    url: z.string().regex(/^(\/|https:\/\/)\S+$/, 'a path on the shop (/…) or an https:// address'),
    /** Intrinsic size, so the browser reserves the space before the image loads. */
    width: z.int().positive(),
    height: z.int().positive(),
    alt: localized,
  }),
  /** Shown and sold; an unpublished product stays in the document so its orders keep their names. */
  published: z.boolean(),
  /** Only adults may buy it (New York GBL § 391-oo, core/age-restriction.ts). */
  ageRestricted: z.boolean(),
  /**
   * Members first: until this instant (ISO 8601, UTC) only members may buy it (core/early-access.ts). Absent or
   * null: sold to everyone. Optional, so that documents written before it still parse.
   */
  earlyAccessUntil: z.iso.datetime({ message: 'a date-time in UTC, such as 2026-12-01T09:00:00Z' }).nullable().optional(),
  /**
   * How many servings a day the label directs (its "suggested use"), for when a member's supply runs out
   * (core/supplies.ts). Absent or null: one a day, so that documents written before it still parse.
   */
  servingsPerDay: z.int().min(1).max(MAX_SERVINGS_PER_DAY).nullable().optional(),
  /** Stripe's product tax code. */
  taxCode: z.string().regex(TAX_CODE_PATTERN, 'a Stripe tax code, txcd_ and eight digits'),
  /** Whether the description is a structure/function claim (its benefits say so each). */
  descriptionClaim: z.boolean(),
  /** The "Contains: …" statement for the major food allergens, or none. */
  allergens: localized.nullable(),
  /** In the panel's order. */
  warnings: z.array(localized),
  facts: supplementFacts.nullable(),
  texts: perDictionary(productTexts),
});
export type Product = z.infer<typeof product>;

import * as z from 'zod';
import { DEAL_BADGE_COLORS, DEAL_ICONS } from '../deals';
import { MAX_LINE_QUANTITY } from '../price-rules';
import { cents, slug } from './product-schema';
import { claimText, perDictionary, text } from './texts';

export const dealItem = z.strictObject({
  /** A product's slug. */
  product: slug,
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
  /** Included at no charge; still counted at its price in the package's "was" total. */
  free: z.boolean(),
});
export type DealItem = z.infer<typeof dealItem>;

export const dealTexts = z.strictObject({
  /** The ribbon ("Most Popular"). */
  badge: text,
  title: text,
  subtitle: text,
  description: text,
  /** "Offer valid for the first 48 hours only", or none. */
  timeLimitNote: text.nullable(),
  /** The card's bullet points, in order. */
  features: z.array(claimText).min(1),
});
export type DealTexts = z.infer<typeof dealTexts>;

/**
 * A package deal. Its price is stored; its "was" price is not: it is the sum of its items at their products'
 * prices, free items included (./deal-pricing.ts), so a product's price change never leaves it stale.
 */
export const deal = z.strictObject({
  /** What carts and orders name (order_lines.deal_id): never changed once sold. */
  id: slug,
  /** Its page, /products/<slug>. */
  slug,
  icon: z.enum(DEAL_ICONS),
  badgeColor: z.enum(DEAL_BADGE_COLORS),
  /** Gets the "most popular" ribbon. */
  popular: z.boolean(),
  priceCents: cents,
  items: z.array(dealItem).min(1),
  subtitleClaim: z.boolean(),
  descriptionClaim: z.boolean(),
  texts: perDictionary(dealTexts),
});
export type Deal = z.infer<typeof deal>;

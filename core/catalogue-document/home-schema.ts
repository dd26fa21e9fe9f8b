import * as z from 'zod';
import { CERTIFICATION_ICONS } from '../content';
import { slug } from './product-schema';
import { localized } from './texts';

/** A list item's stable name (React keys, tests): letters and digits. */
const id = z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, 'letters and digits, starting with a letter');

/** A headline number, formatted per language by core/content.ts `formatFigure`; a "text" figure is words ("6 days a week"). */
export const figure = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('number'), value: z.number().nonnegative(), compact: z.boolean(), plus: z.boolean() }),
  z.strictObject({ kind: z.literal('percent'), value: z.number().min(0).max(100) }),
  z.strictObject({ kind: z.literal('text'), text: localized }),
]);
export type DocumentFigure = z.infer<typeof figure>;

export const stat = z.strictObject({ id, figure, label: localized });

/**
 * What the home page states as fact: the hero's pictures, its figures and the certification badges. The hero's
 * rating line is the published reviews' (docs/reviews.md); the invented `rating` and `reviews` versions 1 and
 * 2 carried are read, never shown, and dropped when a draft is saved (./retired-fields.ts).
 */
export const home = z.strictObject({
  hero: z.strictObject({
    rating: z.number().min(0).max(5).optional(),
    reviews: z.int().nonnegative().optional(),
    /** The hero picture: the flagship in front, two favourites behind it. */
    frontProduct: slug,
    behindProducts: z.tuple([slug, slug]),
  }),
  heroStats: z.array(stat),
  impactStats: z.array(stat),
  newsletterStats: z.array(stat),
  certifications: z.array(z.strictObject({ id, icon: z.enum(CERTIFICATION_ICONS), label: localized })),
});
export type Home = z.infer<typeof home>;

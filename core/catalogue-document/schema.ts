import * as z from 'zod';
import { deal } from './deal-schema';
import { home } from './home-schema';
import { product } from './product-schema';
import { DEFAULT_MEMBER_PERCENT, MEMBER_PERCENT_MAX, MEMBER_PERCENT_MIN } from '../price-rules';

/**
 * The catalogue as data: what the operator edits in the console and publishes as an immutable, numbered
 * version. `catalogueProblems` (./problems.ts) holds a document to this schema and to the shop's rules.
 */
export const catalogueDocument = z.strictObject({
  version: z.int().positive(),
  /** Drafts saved before members' prices existed parse with the default. */
  memberPercent: z.int().min(MEMBER_PERCENT_MIN).max(MEMBER_PERCENT_MAX).default(DEFAULT_MEMBER_PERCENT),
  /** In display order. */
  products: z.array(product),
  deals: z.array(deal),
  home,
});
export type CatalogueDocument = z.infer<typeof catalogueDocument>;

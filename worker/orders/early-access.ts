import type { CartLine } from '../../core/api/checkout';
import { activeCatalogue } from '../../core/catalogue-scope';
import { earlyAccessInLines } from '../../core/early-access';
import type { Db } from '../db/client';
import { findMembershipByUser, isMember } from '../db/memberships';
import { ApiError } from '../lib/errors';

/**
 * An order holding a product in members' early access (core/early-access.ts) is a member's only: anyone else
 * gets 403 `members_only` naming those products, before anything is written or asked of the provider. The
 * membership is read only for such an order, so every other checkout costs no extra query.
 */
export async function refuseEarlyAccess(db: Db, lines: readonly CartLine[], userId: string | null, now: Date): Promise<void> {
  const early = earlyAccessInLines(lines, activeCatalogue().products, now.getTime());
  if (early.length === 0) return;
  if (userId !== null && isMember(await findMembershipByUser(db, userId))) return;
  throw new ApiError(403, 'members_only', 'Only members can buy these products until their early access ends', { products: early });
}

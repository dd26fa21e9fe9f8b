import { and, count, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { orders } from '../schema';
import { type PageRequest, addressContains, escapeLike, likeEscaped, paged } from './paged';

/** Orders whose payment did not match them wait for the operator: they come before all others. */
const NEEDS_REVIEW_FIRST = sql`case when ${orders.status} = 'needs_review' then 0 else 1 end`;

/** Orders (those needing review first, then newest) by the start of their reference or any part of the buyer's address, a status and a date range. */
export async function searchOrders(
  db: Db,
  filter: { q?: string; status?: (typeof orders.$inferSelect)['status']; from?: Date; to?: Date },
  page: PageRequest,
) {
  const q = filter.q?.trim();
  const where = and(
    q
      ? or(likeEscaped(orders.reference, `${escapeLike(q.toUpperCase())}%`), addressContains(sql`lower(${orders.customerEmail})`, q))
      : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.to ? lte(orders.createdAt, filter.to) : undefined,
  );
  return paged(
    db.select().from(orders).where(where).orderBy(NEEDS_REVIEW_FIRST, desc(orders.createdAt), desc(orders.id)),
    db.select({ total: count() }).from(orders).where(where),
    page,
  );
}

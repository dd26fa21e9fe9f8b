import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { memberships, users } from '../schema';
import { type PageRequest, addressAndStatus, paged } from './paged';

export async function searchMemberships(
  db: Db,
  filter: { q?: string; status?: (typeof memberships.$inferSelect)['status'] },
  page: PageRequest,
) {
  const where = addressAndStatus(users.email, memberships.status, filter);
  return paged(
    db
      .select({ membership: memberships, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(desc(memberships.createdAt), desc(memberships.id)),
    db.select({ total: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where),
    page,
  );
}

export async function findMembershipWithEmail(db: Db, id: string) {
  return db
    .select({ membership: memberships, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.id, id))
    .get();
}

import { asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../client';
import { emailSubscribers } from '../schema';
import { type PageRequest, addressContains, paged } from './paged';

export async function searchSubscribers(db: Db, q: string | undefined, page: PageRequest) {
  const where = q ? addressContains(emailSubscribers.email, q) : undefined;
  return paged(
    db.select().from(emailSubscribers).where(where).orderBy(desc(emailSubscribers.createdAt), desc(emailSubscribers.id)),
    db.select({ total: count() }).from(emailSubscribers).where(where),
    page,
  );
}

/** Subscribers after `afterId` in id order: the CSV export reads them in slices of this size. */
export async function subscribersAfter(db: Db, afterId: number, limit: number) {
  return db.select().from(emailSubscribers).where(gt(emailSubscribers.id, afterId)).orderBy(asc(emailSubscribers.id)).limit(limit);
}

export async function findSubscriber(db: Db, id: number) {
  return db.select().from(emailSubscribers).where(eq(emailSubscribers.id, id)).get();
}

export function deleteSubscriberStatement(db: Db, id: number) {
  return db.delete(emailSubscribers).where(eq(emailSubscribers.id, id));
}

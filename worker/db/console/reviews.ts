import { type SQL, and, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { ReviewRejectReason, ReviewStatus } from '../../../core/reviews';
import { type AuditRecord, auditStatementIfChanged } from '../audit';
import type { Db } from '../client';
import type { Statement } from '../orders';
import { bumpReviewRevision } from '../review-revision';
import { orders, reviewInvitations, reviews } from '../schema';
import { type PageRequest, paged } from './paged';

export type Review = typeof reviews.$inferSelect;

/**
 * The console's review queue in D1. Every change is one conditional UPDATE (it applies only from a state it
 * may leave, so a review the buyer withdrew meanwhile stays withdrawn), followed in the same batch by its audit
 * row, written only if the UPDATE changed the review, and, when pages show the change, the reviews' revision.
 */

/** A queue's page, newest first, each review with the reference of the order its link came with. */
export async function searchReviews(db: Db, status: ReviewStatus, page: PageRequest) {
  const where = eq(reviews.status, status);
  return paged(
    db
      .select({ review: reviews, orderReference: orders.reference })
      .from(reviews)
      .leftJoin(reviewInvitations, eq(reviewInvitations.id, reviews.invitationId))
      .leftJoin(orders, eq(orders.id, reviewInvitations.orderId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id)),
    db.select({ total: count() }).from(reviews).where(where),
    page,
  );
}

export async function findReview(db: Db, id: number) {
  return db
    .select({ review: reviews, orderReference: orders.reference })
    .from(reviews)
    .leftJoin(reviewInvitations, eq(reviewInvitations.id, reviews.invitationId))
    .leftJoin(orders, eq(orders.id, reviewInvitations.orderId))
    .where(eq(reviews.id, id))
    .get();
}

/** Per star value, the reviews published and rejected; and every status's count. */
export async function reviewDecisionCounts(db: Db) {
  const [byStars, byStatus] = await db.batch([
    db
      .select({
        rating: reviews.rating,
        published: sql<number>`sum(case when ${reviews.status} = 'published' then 1 else 0 end)`,
        rejected: sql<number>`sum(case when ${reviews.status} = 'rejected' then 1 else 0 end)`,
      })
      .from(reviews)
      .groupBy(reviews.rating),
    db.select({ status: reviews.status, total: count() }).from(reviews).groupBy(reviews.status),
  ]);
  return { byStars, byStatus };
}

/** A change, its audit row and, when pages show it, the revision bump: one batch, the change's own row returned. */
async function run(db: Db, change: Statement, audit: AuditRecord, shown: boolean): Promise<boolean> {
  const statements: [Statement, ...Statement[]] = [change, auditStatementIfChanged(db, audit), ...(shown ? [bumpReviewRevision(db)] : [])];
  const [changed] = await db.batch(statements);
  return (changed as unknown[]).length > 0;
}

const withdrawnNot = ne(reviews.status, 'withdrawn');

/** Publish (from pending or rejected) or reject (from pending or published, or for another reason): true if it applied. */
export function decideReview(
  db: Db,
  review: Review,
  decision: { decision: 'publish' } | { decision: 'reject'; reason: ReviewRejectReason },
  audit: AuditRecord,
): Promise<boolean> {
  const { now } = audit;
  if (decision.decision === 'publish') {
    const change = db
      .update(reviews)
      .set({ status: 'published', rejectReason: null, publishedAt: now })
      .where(and(eq(reviews.id, review.id), inArray(reviews.status, ['pending', 'rejected'])))
      .returning({ id: reviews.id });
    return run(db, change, audit, true);
  }
  const fromAnother: SQL | undefined = or(
    ne(reviews.status, 'rejected'),
    isNull(reviews.rejectReason),
    ne(reviews.rejectReason, decision.reason),
  );
  // A rejected review is in no testimonials: it leaves them, and does not come back if it is published again.
  const change = db
    .update(reviews)
    .set({ status: 'rejected', rejectReason: decision.reason, featured: false, publishedAt: null })
    .where(and(eq(reviews.id, review.id), withdrawnNot, fromAnother))
    .returning({ id: reviews.id });
  return run(db, change, audit, review.status === 'published');
}

/** The shop's one public reply, on a published review that has none: true if it applied. */
export function replyToReview(db: Db, id: number, text: string, audit: AuditRecord): Promise<boolean> {
  const change = db
    .update(reviews)
    .set({ reply: text, repliedAt: audit.now })
    .where(and(eq(reviews.id, id), eq(reviews.status, 'published'), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  return run(db, change, audit, true);
}

/** In or out of the home page's testimonials; only a published review goes in: true if it applied. */
export function featureReview(db: Db, id: number, featured: boolean, audit: AuditRecord): Promise<boolean> {
  const change = db
    .update(reviews)
    .set({ featured })
    .where(and(eq(reviews.id, id), ne(reviews.featured, featured), featured ? eq(reviews.status, 'published') : undefined))
    .returning({ id: reviews.id });
  return run(db, change, audit, true);
}

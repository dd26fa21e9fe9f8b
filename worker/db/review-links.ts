import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, notExists, notInArray, or, sql } from 'drizzle-orm';
import { HOLDING_DISPUTE_STATUSES, SHIPPABLE_STATUSES } from '../../core/fulfilment';
import type { Db } from './client';
import { bumpReviewRevision } from './review-revision';
import { orderLines, orders, reviewInvitations, reviewOptOuts, reviews } from './schema';

/**
 * Review links and what buyers write through them (issue 39, collecting). The links themselves are made by
 * worker/orders/review-invitations.ts; this file only reads and writes their rows.
 */

export type ReviewInvitation = typeof reviewInvitations.$inferSelect;
export type Review = typeof reviews.$inferSelect;

/**
 * Orders a buyer may be asked to review: sold and kept (paid, or partly refunded), no dispute that takes or may
 * take the money back, an address to write to, its buyer not gone (an account deleted while the order travelled)
 * and not opted out, and no link made for it yet. Refunded in full, sold out, in review, failed or cancelled
 * orders never qualify.
 */
function invitable(db: Db) {
  return and(
    inArray(orders.status, [...SHIPPABLE_STATUSES]),
    or(isNull(orders.disputeStatus), notInArray(orders.disputeStatus, [...HOLDING_DISPUTE_STATUSES])),
    isNotNull(orders.customerEmail),
    eq(orders.eraseAddressOnClose, false),
    notExists(
      db
        .select({ email: reviewOptOuts.email })
        .from(reviewOptOuts)
        .where(eq(reviewOptOuts.email, sql`lower(${orders.customerEmail})`)),
    ),
    notExists(db.select({ id: reviewInvitations.id }).from(reviewInvitations).where(eq(reviewInvitations.orderId, orders.id))),
  );
}

/** The order with its lines, if it may be invited now. */
export async function invitableOrder(db: Db, orderId: string) {
  const [found, lines] = await db.batch([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), invitable(db)))
      .limit(1),
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
  ]);
  return found[0] && { ...found[0], lines };
}

/**
 * The hourly run's orders: delivered within `deliveredSince` (a delivery whose invitation the queue refused
 * then), or shipped between `shippedSince` and `shippedBefore` with no delivery recorded (taken as arrived). The
 * lower bounds keep orders from before the feature, and long-lost parcels, out.
 */
export async function ordersDueForInvitation(
  db: Db,
  window: { deliveredSince: Date; shippedSince: Date; shippedBefore: Date },
  limit = 100,
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        or(
          and(eq(orders.fulfilmentStatus, 'delivered'), gt(orders.deliveredAt, window.deliveredSince)),
          and(
            eq(orders.fulfilmentStatus, 'shipped'),
            gt(orders.shippedAt, window.shippedSince),
            lte(orders.shippedAt, window.shippedBefore),
          ),
        ),
        invitable(db),
      ),
    )
    .orderBy(asc(orders.shippedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export type NewInvitation = Omit<typeof reviewInvitations.$inferInsert, 'id' | 'createdAt'>;

/**
 * Records an order's links in one batch. The unique index on (line, product) makes a second caller (the
 * console's delivery and the hourly run at once) insert nothing: true only for the caller whose rows went in.
 */
export async function insertInvitations(db: Db, rows: readonly NewInvitation[]): Promise<boolean> {
  if (rows.length === 0) return false;
  const [first, ...rest] = rows.map((row) =>
    db.insert(reviewInvitations).values(row).onConflictDoNothing().returning({ id: reviewInvitations.id }),
  );
  const inserted = await db.batch([first!, ...rest]);
  return inserted.some((returned) => returned.length > 0);
}

/** Takes an order's links back (the queue refused their e-mail), so that the next hourly run makes new ones. */
export async function deleteInvitations(db: Db, orderId: string): Promise<void> {
  await db.delete(reviewInvitations).where(eq(reviewInvitations.orderId, orderId));
}

/** An order's links that gave no review yet (a failed invitation's are all of them). */
export async function unusedInvitations(db: Db, orderId: string): Promise<ReviewInvitation[]> {
  return db
    .select({ invitation: reviewInvitations })
    .from(reviewInvitations)
    .leftJoin(reviews, eq(reviews.invitationId, reviewInvitations.id))
    .where(and(eq(reviewInvitations.orderId, orderId), isNull(reviews.id)))
    .orderBy(asc(reviewInvitations.id))
    .all()
    .then((rows) => rows.map((row) => row.invitation));
}

/** Gives links new tokens and a new end, in one batch: the old tokens stop working. */
export async function renewInvitations(db: Db, renewed: readonly { id: number; tokenHash: string }[], expiresAt: Date): Promise<void> {
  const [first, ...rest] = renewed.map((link) =>
    db.update(reviewInvitations).set({ tokenHash: link.tokenHash, expiresAt }).where(eq(reviewInvitations.id, link.id)),
  );
  if (first) await db.batch([first, ...rest]);
}

/** A link by its token's hash, with what the form needs of its order and line, and its review if written. */
export async function findReviewLink(db: Db, tokenHash: string) {
  const row = await db
    .select({
      invitation: reviewInvitations,
      order: {
        email: orders.customerEmail,
        shipName: orders.shipName,
        language: orders.language,
        catalogueVersion: orders.catalogueVersion,
      },
      lineName: orderLines.name,
      lineProductId: orderLines.productId,
    })
    .from(reviewInvitations)
    .innerJoin(orders, eq(orders.id, reviewInvitations.orderId))
    .innerJoin(orderLines, eq(orderLines.id, reviewInvitations.orderLineId))
    .where(eq(reviewInvitations.tokenHash, tokenHash))
    .get();
  if (!row) return undefined;
  const review = await db.select().from(reviews).where(eq(reviews.invitationId, row.invitation.id)).get();
  return { ...row, review: review ?? null };
}

export interface WrittenReview {
  rating: number;
  title: string;
  body: string;
  displayName: string;
  language: string;
}

/** The link's one review, pending moderation; undefined when the link gave one already. */
export async function insertReview(db: Db, invitation: ReviewInvitation, written: WrittenReview, now: Date): Promise<Review | undefined> {
  const [row] = await db
    .insert(reviews)
    .values({ ...written, invitationId: invitation.id, productId: invitation.productId, status: 'pending', updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * The review changed by its author: `change` applied only while it is still as read (`before`), so a
 * moderator's decision in between is never overwritten unseen. A published one leaves the pages, so the
 * revision is bumped in the same batch. False when the review moved meanwhile.
 */
async function changeReview(db: Db, before: Review, change: Partial<typeof reviews.$inferInsert>): Promise<boolean> {
  const update = db
    .update(reviews)
    .set(change)
    .where(and(eq(reviews.id, before.id), eq(reviews.status, before.status), eq(reviews.updatedAt, before.updatedAt)))
    .returning({ id: reviews.id });
  if (before.status !== 'published') return (await update).length > 0;
  const [changed] = await db.batch([update, bumpReviewRevision(db)]);
  return changed.length > 0;
}

/** An edit: the new text waits for moderation again (it is no longer featured: the operator chose the old one). */
export function editReview(db: Db, before: Review, written: WrittenReview, now: Date): Promise<boolean> {
  return changeReview(db, before, {
    ...written,
    status: 'pending',
    rejectReason: null,
    featured: false,
    publishedAt: null,
    updatedAt: now,
  });
}

/** A withdrawal: shown nowhere, counted nowhere, kept for the moderation record. */
export function withdrawReview(db: Db, before: Review, now: Date): Promise<boolean> {
  return changeReview(db, before, { status: 'withdrawn', featured: false, updatedAt: now });
}

export async function findReviewById(db: Db, id: number): Promise<Review | undefined> {
  return db.select().from(reviews).where(eq(reviews.id, id)).get();
}

/** Whether review invitations may be sent to this address (a row means the buyer asked for none). */
export async function reviewInvitationsOn(db: Db, email: string): Promise<boolean> {
  return !(await db.select({ email: reviewOptOuts.email }).from(reviewOptOuts).where(eq(reviewOptOuts.email, email.toLowerCase())).get());
}

/** Turns an address's review invitations on or off (the same again is no change). */
export async function setReviewInvitationsOn(db: Db, email: string, on: boolean): Promise<void> {
  const key = email.toLowerCase();
  if (on) await db.delete(reviewOptOuts).where(eq(reviewOptOuts.email, key));
  else await db.insert(reviewOptOuts).values({ email: key }).onConflictDoNothing();
}

/**
 * What "download my data" tells of reviews: when the address turned invitations off, and the reviews written
 * through the links of these orders (the account's), as written, with their status and the shop's reply.
 */
export async function reviewDataOf(db: Db, orderIds: readonly string[], email: string) {
  const [optOut, written] = await Promise.all([
    db.select({ at: reviewOptOuts.createdAt }).from(reviewOptOuts).where(eq(reviewOptOuts.email, email.toLowerCase())).get(),
    orderIds.length
      ? db
          .select({
            orderReference: orders.reference,
            productId: reviews.productId,
            rating: reviews.rating,
            title: reviews.title,
            body: reviews.body,
            displayName: reviews.displayName,
            language: reviews.language,
            status: reviews.status,
            reply: reviews.reply,
            createdAt: reviews.createdAt,
            updatedAt: reviews.updatedAt,
            publishedAt: reviews.publishedAt,
          })
          .from(reviews)
          .innerJoin(reviewInvitations, eq(reviewInvitations.id, reviews.invitationId))
          .innerJoin(orders, eq(orders.id, reviewInvitations.orderId))
          .where(inArray(reviewInvitations.orderId, [...orderIds]))
          .orderBy(asc(reviews.createdAt))
          .all()
      : [],
  ]);
  return { invitationsTurnedOffAt: optOut?.at ?? null, reviews: written };
}

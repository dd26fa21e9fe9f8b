import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../core/language';
import { mailboxOf } from '../../core/validation';
import type { Db } from './client';
import { emailSubscribers } from './schema';

export type Subscriber = typeof emailSubscribers.$inferSelect;

/**
 * What a sign-up found: a new subscription (its coupon is shown to the shopper at once, redeemable once
 * confirmed), or the mailbox already on the list, subscribed or not. An existing row is never changed by a
 * sign-up: its address keeps its spelling and its code is never answered (routes/newsletter.ts).
 */
export type SubscribeOutcome =
  { kind: 'new'; subscriber: Subscriber } | { kind: 'subscribed' } | { kind: 'unsubscribed'; subscriber: Subscriber };

/** 36^6 ≈ 2.2 billion codes: a collision is rare, several in a row mean something else is wrong. */
const MAX_CODE_ATTEMPTS = 5;

/**
 * Adds a subscriber with a fresh coupon code. The unique index on `mailbox` decides duplicates (ON
 * CONFLICT DO NOTHING returns no row): `me+1@…` and `me+2@…` are the person who subscribed as `me@…`,
 * and simultaneous requests for one mailbox cannot both succeed. A clash on `coupon_code` is not covered
 * by that clause and fails the statement instead: it is retried with a new code.
 */
export async function addSubscriber(
  db: Db,
  subscriber: { email: string; language: Language },
  generateCode: () => string,
): Promise<SubscribeOutcome> {
  const mailbox = mailboxOf(subscriber.email);
  for (let attempt = 1; ; attempt++) {
    try {
      const rows = await db
        .insert(emailSubscribers)
        .values({ email: subscriber.email, mailbox, language: subscriber.language, couponCode: generateCode() })
        .onConflictDoNothing({ target: emailSubscribers.mailbox })
        .returning();
      if (rows.length === 1) return { kind: 'new', subscriber: rows[0] };
      const existing = await db.select().from(emailSubscribers).where(eq(emailSubscribers.mailbox, mailbox)).get();
      return existing?.unsubscribedAt ? { kind: 'unsubscribed', subscriber: existing } : { kind: 'subscribed' };
    } catch (err) {
      if (attempt >= MAX_CODE_ATTEMPTS || !isUniqueViolation(err, 'email_subscribers.coupon_code')) throw err;
    }
  }
}

export async function findSubscriberById(db: Db, id: number): Promise<Subscriber | undefined> {
  return db.select().from(emailSubscribers).where(eq(emailSubscribers.id, id)).get();
}

/** The confirmation link was followed for this subscription (its id and generation, still subscribed). */
export async function confirmSubscription(db: Db, id: number, generation: number, now: Date): Promise<void> {
  await db
    .update(emailSubscribers)
    .set({ confirmedAt: now })
    .where(
      and(
        eq(emailSubscribers.id, id),
        eq(emailSubscribers.generation, generation),
        isNull(emailSubscribers.unsubscribedAt),
        isNull(emailSubscribers.confirmedAt),
      ),
    );
}

/**
 * The mailbox that had unsubscribed followed the link asking to subscribe again: its own coupon, not a new
 * one, works again, its generation moves on (older links stop working) and it is confirmed. The row as it
 * is now when this call did it; undefined when it was done already (a second click).
 */
export async function resubscribe(db: Db, id: number, generation: number, now: Date): Promise<Subscriber | undefined> {
  const rows = await db
    .update(emailSubscribers)
    .set({
      unsubscribedAt: null,
      generation: sql`${emailSubscribers.generation} + 1`,
      confirmedAt: sql`coalesce(${emailSubscribers.confirmedAt}, ${now.getTime()})`,
    })
    .where(and(eq(emailSubscribers.id, id), eq(emailSubscribers.generation, generation), isNotNull(emailSubscribers.unsubscribedAt)))
    .returning();
  return rows[0];
}

/**
 * Ends the subscription the link was signed for (its id and generation): true when this call ended it or
 * it had already ended; false for a subscription that no longer exists or was taken out again since.
 */
export async function unsubscribe(db: Db, id: number, generation: number, now: Date): Promise<boolean> {
  const row = await db
    .select({ generation: emailSubscribers.generation, unsubscribedAt: emailSubscribers.unsubscribedAt })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.id, id))
    .get();
  if (!row || row.generation !== generation) return false;
  if (row.unsubscribedAt) return true;
  await db
    .update(emailSubscribers)
    .set({ unsubscribedAt: now })
    .where(and(eq(emailSubscribers.id, id), eq(emailSubscribers.generation, generation), isNull(emailSubscribers.unsubscribedAt)));
  return true;
}

/** SQLite names the violated column in its message; Drizzle wraps D1's error, so look along the causes. */
function isUniqueViolation(err: unknown, column: string): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if (e.message.includes(`UNIQUE constraint failed: ${column}`)) return true;
  }
  return false;
}

/** Whether this (normalised) address is subscribed to the newsletter: its owner saves on packages. */
export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  return (await findSubscriberByEmail(db, email)) !== undefined;
}

/** The current subscription of this address (none once it unsubscribed). */
export async function findSubscriberByEmail(db: Db, email: string) {
  return db
    .select()
    .from(emailSubscribers)
    .where(and(eq(emailSubscribers.email, email), isNull(emailSubscribers.unsubscribedAt)))
    .get();
}

/** The subscription of this address, subscribed or not. */
export async function findAnySubscriberByEmail(db: Db, email: string) {
  return db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email)).get();
}

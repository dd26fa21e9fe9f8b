import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../core/language';
import { mailboxOf } from '../../core/validation';
import type { Db } from './client';
import { emailSubscribers } from './schema';

export type SubscribeOutcome = { subscribed: true; id: number; generation: number; couponCode: string } | { subscribed: false };

const SUBSCRIPTION = { id: emailSubscribers.id, generation: emailSubscribers.generation, couponCode: emailSubscribers.couponCode };

/** 36^6 ≈ 2.2 billion codes: a collision is rare, several in a row mean something else is wrong. */
const MAX_CODE_ATTEMPTS = 5;

/**
 * Adds a subscriber with a fresh coupon code. The unique index on `mailbox` decides duplicates (ON
 * CONFLICT DO NOTHING returns no row): `me+1@…` and `me+2@…` are the person who subscribed as `me@…`,
 * and simultaneous requests for one mailbox cannot both succeed. A mailbox that unsubscribed is
 * subscribed again (resubscribe): its own coupon, not a new one, works again, and its generation moves on. A clash on `coupon_code` is not covered by that clause and fails the statement instead:
 * it is retried with a new code.
 */
export async function addSubscriber(
  db: Db,
  subscriber: { email: string; language: Language },
  generateCode: () => string,
): Promise<SubscribeOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      const rows = await db
        .insert(emailSubscribers)
        .values({ email: subscriber.email, mailbox: mailboxOf(subscriber.email), language: subscriber.language, couponCode: generateCode() })
        .onConflictDoNothing({ target: emailSubscribers.mailbox })
        .returning(SUBSCRIPTION);
      if (rows.length === 1) return { subscribed: true, ...rows[0] };
      return resubscribe(db, subscriber);
    } catch (err) {
      if (attempt >= MAX_CODE_ATTEMPTS || !isUniqueViolation(err, 'email_subscribers.coupon_code')) throw err;
    }
  }
}

async function resubscribe(db: Db, subscriber: { email: string; language: Language }): Promise<SubscribeOutcome> {
  const rows = await db
    .update(emailSubscribers)
    .set({ email: subscriber.email, language: subscriber.language, unsubscribedAt: null, generation: sql`${emailSubscribers.generation} + 1` })
    .where(and(eq(emailSubscribers.mailbox, mailboxOf(subscriber.email)), isNotNull(emailSubscribers.unsubscribedAt)))
    .returning(SUBSCRIPTION);
  return rows.length === 1 ? { subscribed: true, ...rows[0] } : { subscribed: false };
}

/**
 * Ends the subscription the link was signed for (its id and generation): true when this call ended it or
 * it had already ended; false for a subscription that no longer exists or was taken out again since.
 */
export async function unsubscribe(db: Db, id: number, generation: number, now: Date): Promise<boolean> {
  const row = await db.select({ generation: emailSubscribers.generation, unsubscribedAt: emailSubscribers.unsubscribedAt }).from(emailSubscribers).where(eq(emailSubscribers.id, id)).get();
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

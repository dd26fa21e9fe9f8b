import { eq } from 'drizzle-orm';
import type { Language } from '../../core/language';
import { mailboxOf } from '../../core/validation';
import { generateCouponCode } from '../newsletter/coupon-code';
import type { Db } from './client';
import { emailSubscribers } from './schema';

export type SubscribeOutcome = { subscribed: true; couponCode: string } | { subscribed: false };

/** 36^6 ≈ 2.2 billion codes: a collision is rare, several in a row mean something else is wrong. */
const MAX_CODE_ATTEMPTS = 5;

/**
 * Adds a subscriber with a fresh coupon code. The unique index on `mailbox` decides duplicates (ON
 * CONFLICT DO NOTHING returns no row): `me+1@…` and `me+2@…` are the person who subscribed as `me@…`,
 * and simultaneous requests for one mailbox cannot both succeed. A clash on `coupon_code` is not covered by that clause and fails the statement instead:
 * it is retried with a new code.
 */
export async function addSubscriber(
  db: Db,
  subscriber: { email: string; language: Language },
  generateCode: () => string = generateCouponCode,
): Promise<SubscribeOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      const rows = await db
        .insert(emailSubscribers)
        .values({ email: subscriber.email, mailbox: mailboxOf(subscriber.email), language: subscriber.language, couponCode: generateCode() })
        .onConflictDoNothing({ target: emailSubscribers.mailbox })
        .returning({ couponCode: emailSubscribers.couponCode });
      return rows.length === 1 ? { subscribed: true, couponCode: rows[0].couponCode } : { subscribed: false };
    } catch (err) {
      if (attempt >= MAX_CODE_ATTEMPTS || !isUniqueViolation(err, 'email_subscribers.coupon_code')) throw err;
    }
  }
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
  const row = await db.select({ id: emailSubscribers.id }).from(emailSubscribers).where(eq(emailSubscribers.email, email)).get();
  return row !== undefined;
}

export async function findSubscriberByEmail(db: Db, email: string) {
  return db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email)).get();
}

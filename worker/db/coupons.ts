import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { mailboxOf } from '../../core/validation';
import type { Db } from './client';
import { emailSubscribers } from './schema';

/**
 * The newsletter coupon's life: unconfirmed until its subscriber follows the welcome e-mail's link (double
 * opt-in), then free → reserved by an open order (checkout started) → redeemed when that order is paid, or
 * free again when it expires or fails. One use in all.
 */
export type CouponState = 'unconfirmed' | 'available' | 'used';

/** A subscriber's coupon as the console shows it: spent, held by an open order, void (unsubscribed) or unused. */
export function couponStatusOf(
  row: Pick<typeof emailSubscribers.$inferSelect, 'couponRedeemedAt' | 'couponReservedBy' | 'unsubscribedAt'>,
) {
  if (row.couponRedeemedAt) return 'redeemed' as const;
  if (row.couponReservedBy) return 'reserved' as const;
  return row.unsubscribedAt ? ('void' as const) : ('unused' as const);
}

/** A coupon works only while its subscriber is subscribed: unsubscribing voids an unused one. */
const heldByASubscriber = (code: string) => and(eq(emailSubscribers.couponCode, code), isNull(emailSubscribers.unsubscribedAt));

/**
 * `undefined` for a code no current subscriber holds (never issued, or its subscriber unsubscribed). A
 * reserved coupon counts as used until its order ends.
 */
export async function couponState(db: Db, code: string): Promise<CouponState | undefined> {
  return (await couponHolder(db, code))?.state;
}

export interface CouponHolder {
  /** The mailbox the coupon is for (core/validation mailboxOf); the subscriber's address itself is never handed out. */
  mailbox: string;
  state: CouponState;
}

/** Whose mailbox a coupon is for and where it stands, or undefined for a code no current subscriber holds. */
export async function couponHolder(db: Db, code: string): Promise<CouponHolder | undefined> {
  const row = await db
    .select({
      email: emailSubscribers.email,
      mailbox: emailSubscribers.mailbox,
      confirmedAt: emailSubscribers.confirmedAt,
      couponReservedBy: emailSubscribers.couponReservedBy,
      couponRedeemedAt: emailSubscribers.couponRedeemedAt,
    })
    .from(emailSubscribers)
    .where(heldByASubscriber(code))
    .get();
  return row && { mailbox: row.mailbox ?? mailboxOf(row.email), state: stateOf(row) };
}

function stateOf(row: { confirmedAt: Date | null; couponReservedBy: string | null; couponRedeemedAt: Date | null }): CouponState {
  if (!row.confirmedAt) return 'unconfirmed';
  return row.couponReservedBy === null && row.couponRedeemedAt === null ? 'available' : 'used';
}

/** Claims the coupon for an order (if `onlyIf` holds); the WHERE clause is the lock, so one of two racing checkouts wins. */
export function reserveCoupon(db: Db, code: string, orderId: string, onlyIf?: SQL) {
  return db
    .update(emailSubscribers)
    .set({ couponReservedBy: orderId })
    .where(
      and(
        heldByASubscriber(code),
        isNotNull(emailSubscribers.confirmedAt),
        isNull(emailSubscribers.couponReservedBy),
        isNull(emailSubscribers.couponRedeemedAt),
        onlyIf,
      ),
    )
    .returning({ code: emailSubscribers.couponCode });
}

/** True once `reserveCoupon` has given the coupon to this order (checked later in the same batch). */
export function couponHeldBy(code: string, orderId: string): SQL {
  return sql`exists (select 1 from ${emailSubscribers} where ${emailSubscribers.couponCode} = ${code} and ${emailSubscribers.couponReservedBy} = ${orderId})`;
}

/** The order holding the coupon was paid (`condition`): the coupon is spent for good. */
export function redeemCoupon(db: Db, orderId: string, now: Date, condition: SQL) {
  return db
    .update(emailSubscribers)
    .set({ couponRedeemedAt: now })
    .where(and(eq(emailSubscribers.couponReservedBy, orderId), isNull(emailSubscribers.couponRedeemedAt), condition));
}

/** Frees the coupon an order held, when `condition` holds (the order ended unpaid). */
export function releaseCoupon(db: Db, orderId: string, condition: SQL) {
  return db
    .update(emailSubscribers)
    .set({ couponReservedBy: null })
    .where(and(eq(emailSubscribers.couponReservedBy, orderId), isNull(emailSubscribers.couponRedeemedAt), condition));
}

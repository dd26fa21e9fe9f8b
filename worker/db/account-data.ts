import { eq, inArray, or } from 'drizzle-orm';
import { mailboxOf } from '../../core/validation';
import type { Db } from './client';
import { emailDeliveries, emailSubscribers, memberships, orderLines, orders, users } from './schema';
import type { User } from './users';

/** The orders that are this person's: placed signed in, or as a guest from the same mailbox. */
const ordersOf = (user: User) => or(eq(orders.userId, user.id), eq(orders.customerMailbox, mailboxOf(user.email)));

/**
 * Everything the shop keeps about an account's owner, for "download my data" (GDPR art. 15 and 20): the
 * account, its orders with their lines, the membership and the newsletter subscription. No secrets
 * (password hash, session and link tokens, the test-payment key) and no operator notes.
 */
export async function accountData(db: Db, user: User) {
  const [orderRows, membership, subscription] = await Promise.all([
    db
      .select({
        id: orders.id,
        reference: orders.reference,
        kind: orders.kind,
        status: orders.status,
        currency: orders.currency,
        subtotalCents: orders.subtotalCents,
        shippingCents: orders.shippingCents,
        discountCents: orders.discountCents,
        totalCents: orders.totalCents,
        refundedCents: orders.refundedCents,
        shippingId: orders.shippingId,
        couponCode: orders.couponCode,
        dealCode: orders.dealCode,
        customerEmail: orders.customerEmail,
        language: orders.language,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(ordersOf(user))
      .orderBy(orders.createdAt)
      .all(),
    db.select().from(memberships).where(eq(memberships.userId, user.id)).get(),
    db.select().from(emailSubscribers).where(eq(emailSubscribers.mailbox, mailboxOf(user.email))).get(),
  ]);
  const lines = orderRows.length
    ? await db
        .select({ orderId: orderLines.orderId, name: orderLines.name, productId: orderLines.productId, dealId: orderLines.dealId, unitCents: orderLines.unitCents, quantity: orderLines.quantity, totalCents: orderLines.totalCents })
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderRows.map((o) => o.id)))
        .all()
    : [];
  return {
    account: { email: user.email, name: user.name, language: user.language, emailVerifiedAt: user.emailVerifiedAt, createdAt: user.createdAt },
    orders: orderRows.map(({ id, ...order }) => ({ ...order, lines: lines.filter((l) => l.orderId === id).map(({ orderId: _, ...line }) => line) })),
    membership: membership
      ? { plan: membership.plan, status: membership.status, currentPeriodEnd: membership.currentPeriodEnd, cancelAtPeriodEnd: membership.cancelAtPeriodEnd, createdAt: membership.createdAt }
      : null,
    newsletter: subscription
      ? { email: subscription.email, language: subscription.language, subscribedAt: subscription.createdAt, unsubscribedAt: subscription.unsubscribedAt, couponCode: subscription.couponCode }
      : null,
  };
}

/**
 * Deletes an account (GDPR art. 17), in one batch: the user row goes, and with it (foreign keys) its
 * sessions, link tokens and membership records; the newsletter subscription and the records of e-mails
 * sent to the address go too. Orders stay for bookkeeping (what was sold, when, for how much, and the
 * payment provider's ids) but lose everything that names the buyer: the account link, e-mail and mailbox.
 */
export async function deleteAccount(db: Db, user: User): Promise<void> {
  const mailbox = mailboxOf(user.email);
  await db.batch([
    db.update(orders).set({ userId: null, customerEmail: null, customerMailbox: null, updatedAt: new Date(Date.now()) }).where(ordersOf(user)),
    db.delete(emailSubscribers).where(eq(emailSubscribers.mailbox, mailbox)),
    db.delete(emailDeliveries).where(eq(emailDeliveries.to, user.email)),
    db.delete(users).where(eq(users.id, user.id)),
  ]);
}

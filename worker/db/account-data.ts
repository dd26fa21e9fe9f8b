import { type SQL, and, eq, inArray, not, or } from 'drizzle-orm';
import { reviewDataOf } from './review-links';
import { supplyReminderDataOf } from './supplies';
import { earlyAccessDataOf } from './early-access';
import { SHIPPABLE_STATUSES } from '../../core/fulfilment';
import { mailboxOf } from '../../core/validation';
import type { Db } from './client';
import {
  deletedAccounts,
  emailDeliveries,
  emailSubscribers,
  memberships,
  orderLines,
  orders,
  supportMessages,
  supportRequests,
  users,
} from './schema';
import type { User } from './users';

/** The orders that are this person's: placed signed in, or as a guest from the same mailbox. */
const ordersOf = (user: User) => or(eq(orders.userId, user.id), eq(orders.customerMailbox, mailboxOf(user.email)));

/**
 * Everything the shop keeps about an account's owner, for "download my data" (GDPR art. 15 and 20): the
 * account, its orders with their lines, shipping addresses and shipments, the membership, its early-access
 * notices and supply reminders, the reviews written through its orders' links, and the newsletter subscription. No secrets
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
        shippingAddress: {
          name: orders.shipName,
          line1: orders.shipLine1,
          line2: orders.shipLine2,
          city: orders.shipCity,
          state: orders.shipState,
          postalCode: orders.shipPostalCode,
          country: orders.shipCountry,
          phone: orders.shipPhone,
        },
        fulfilment: orders.fulfilmentStatus,
        shippedAt: orders.shippedAt,
        deliveredAt: orders.deliveredAt,
        carrier: orders.carrier,
        trackingNumber: orders.trackingNumber,
      })
      .from(orders)
      .where(ordersOf(user))
      .orderBy(orders.createdAt)
      .all(),
    db.select().from(memberships).where(eq(memberships.userId, user.id)).get(),
    db
      .select()
      .from(emailSubscribers)
      .where(eq(emailSubscribers.mailbox, mailboxOf(user.email)))
      .get(),
  ]);
  const lines = orderRows.length
    ? await db
        .select({
          orderId: orderLines.orderId,
          name: orderLines.name,
          productId: orderLines.productId,
          dealId: orderLines.dealId,
          unitCents: orderLines.unitCents,
          quantity: orderLines.quantity,
          totalCents: orderLines.totalCents,
        })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            orderRows.map((o) => o.id),
          ),
        )
        .all()
    : [];
  const [support, earlyAccess, supplyReminders, reviews] = await Promise.all([
    supportData(db, user),
    earlyAccessDataOf(db, user.id),
    supplyReminderDataOf(db, user.id),
    reviewDataOf(
      db,
      orderRows.map((o) => o.id),
      user.email,
    ),
  ]);
  return {
    account: {
      email: user.email,
      name: user.name,
      language: user.language,
      emailVerifiedAt: user.emailVerifiedAt,
      createdAt: user.createdAt,
    },
    orders: orderRows.map(({ id, ...order }) => ({
      ...order,
      lines: lines.filter((l) => l.orderId === id).map(({ orderId: _, ...line }) => line),
    })),
    membership: membership
      ? {
          plan: membership.plan,
          status: membership.status,
          currentPeriodEnd: membership.currentPeriodEnd,
          cancelAtPeriodEnd: membership.cancelAtPeriodEnd,
          createdAt: membership.createdAt,
        }
      : null,
    newsletter: subscription
      ? {
          email: subscription.email,
          language: subscription.language,
          subscribedAt: subscription.createdAt,
          unsubscribedAt: subscription.unsubscribedAt,
          couponCode: subscription.couponCode,
        }
      : null,
    earlyAccess,
    supplyReminders,
    reviews,
    support,
  };
}

const supportOf = (user: User): SQL => or(eq(supportRequests.userId, user.id), eq(supportRequests.email, user.email))!;

/** The support requests sent from the account or from its address, each with its thread (who wrote, what, when). */
async function supportData(db: Db, user: User) {
  const requests = await db.select().from(supportRequests).where(supportOf(user)).orderBy(supportRequests.createdAt).all();
  const messages = requests.length
    ? await db
        .select()
        .from(supportMessages)
        .where(
          inArray(
            supportMessages.requestId,
            requests.map((r) => r.id),
          ),
        )
        .orderBy(supportMessages.id)
        .all()
    : [];
  return requests.map((request) => ({
    email: request.email,
    orderReference: request.orderReference,
    subject: request.subject,
    status: request.status,
    createdAt: request.createdAt,
    messages: messages
      .filter((m) => m.requestId === request.id)
      .map((m) => ({ from: m.author === 'shopper' ? 'you' : 'VitaGlow support', text: m.text, createdAt: m.createdAt })),
  }));
}

/** An order still on its way to the buyer: it needs its address until it is delivered (or cancelled). */
const onItsWay: SQL = or(
  and(inArray(orders.status, [...SHIPPABLE_STATUSES]), eq(orders.fulfilmentStatus, 'unfulfilled')),
  eq(orders.fulfilmentStatus, 'shipped'),
)!;

/** An order whose checkout is still open: if it is paid later, it ships, and then it too loses its address. */
const stillOpen: SQL = eq(orders.status, 'open');

/**
 * Deletes an account (GDPR art. 17), in one batch: the user row goes, and with it (foreign keys) its
 * sessions, link tokens, membership records and early-access notice records; the newsletter subscription and the records of e-mails
 * sent to the address go too, as do the support requests sent from the account or from its address, with their
 * threads. Orders stay for bookkeeping (what was sold, when, for how much, the payment
 * provider's ids, and the country and state it shipped to, which sales tax is reckoned by) but lose
 * everything that names the buyer: the account link, e-mail and mailbox, and the name, street, city,
 * postal code and phone of the address. An order still on its way keeps its address until it is
 * delivered or cancelled, then loses it (worker/db/fulfilment.ts); so does an order whose checkout is still
 * open, whose payment brings back only the address (worker/db/orders.ts markOrderPaid). The account's random id is kept in
 * deleted_accounts, so Stripe's later membership events for it are acknowledged and ignored.
 */
export async function deleteAccount(db: Db, user: User): Promise<void> {
  const mailbox = mailboxOf(user.email);
  const now = new Date(Date.now());
  await db.batch([
    db
      .update(orders)
      .set({ shipName: null, shipLine1: null, shipLine2: null, shipCity: null, shipPostalCode: null, shipPhone: null })
      .where(and(ordersOf(user), not(onItsWay))),
    db
      .update(orders)
      .set({ eraseAddressOnClose: true })
      .where(and(ordersOf(user), or(onItsWay, stillOpen))),
    db.update(orders).set({ userId: null, customerEmail: null, customerMailbox: null, updatedAt: now }).where(ordersOf(user)),
    db.delete(emailSubscribers).where(eq(emailSubscribers.mailbox, mailbox)),
    db.delete(emailDeliveries).where(eq(emailDeliveries.to, user.email)),
    db.delete(supportRequests).where(supportOf(user)),
    db.delete(users).where(eq(users.id, user.id)),
    db.insert(deletedAccounts).values({ userId: user.id, deletedAt: now }).onConflictDoNothing(),
  ]);
}

import type { Context } from 'hono';
import { inOrderVersion } from '../catalogue/versions';
import { isLanguage, DEFAULT_LANGUAGE, languageOf } from '../../core/language';
import { issueLink } from '../auth/links';
import { auditStatement } from '../db/audit';
import { releaseDedupeKeyStatement } from '../db/console/emails';
import type { Db } from '../db/client';
import type { EmailDelivery } from '../db/email-deliveries';
import { findOrderById, findOrderWithLines } from '../db/orders';
import { findAnySubscriberByEmail, findSubscriberByEmail } from '../db/subscribers';
import { resubscribeEmailFor, welcomeEmailFor } from '../newsletter/emails';
import { findUserByEmail } from '../db/users';
import type { EmailMessage } from '../mail/senders';
import { publicOrigin } from '../lib/env';
import { ApiError } from '../lib/errors';
import { authEmail } from '../mail/templates/account';
import { queueEmail } from '../mail/queue';
import { orderConfirmationEmail } from '../mail/templates/order-confirmation';
import { orderShippedEmail } from '../mail/templates/order-shipped';
import { orderSoldOutEmail } from '../mail/templates/order-sold-out';
import { stockAlertEmail } from '../mail/templates/stock-alert';
import { currentLowStock } from '../orders/stock-alert';
import type { AppEnv } from '../lib/app-env';
import type { Operator } from '../lib/app-env';
import { localisedPath, orderPagePath } from '../../core/pages';
import { findMembershipByUser, isMember } from '../db/memberships';
import { membershipEmail } from '../mail/templates/membership';
import { supportEmailAgain } from '../mail/support-retry';
import { noticeAgain } from '../early-access/notices';
import { invitationAgain } from '../orders/review-invitations';
import { reminderAgain } from '../supplies/reminders';

const notRetryable = (why: string) => new ApiError(409, 'email_not_retryable', why);

/** The order an order e-mail was about, with its lines. */
async function orderOf(db: Db, delivery: EmailDelivery) {
  const order = delivery.orderId ? await findOrderById(db, delivery.orderId) : undefined;
  const withLines = order && (await findOrderWithLines(db, order.reference));
  if (!withLines) throw notRetryable('The order of this e-mail no longer exists');
  return withLines;
}

/**
 * Sends a failed e-mail again, from the console. Messages are not kept (their links are secrets), so
 * each is written anew from what it was about: an order's confirmation or shipping notice from the order, a
 * welcome or a request to subscribe again from the subscription, a verification with a fresh link, a low-stock digest from today's stock,
 * a review invitation with fresh links, a supply reminder while its supply lasts. A password reset or a sign-in link is the account owner's to ask again.
 */
export async function retryEmail(c: Context<AppEnv>, delivery: EmailDelivery, operator: Operator): Promise<void> {
  if (delivery.status !== 'failed') throw notRetryable('Only a failed e-mail can be sent again');
  const db = c.get('db');
  const origin = publicOrigin(c.env, c.req.url);
  const message = await rewrite(c, delivery, origin);
  const now = new Date(Date.now());
  const dedupeKey = delivery.dedupeKey ?? undefined;
  await db.batch([
    releaseDedupeKeyStatement(db, delivery.id),
    auditStatement(db, {
      operatorEmail: operator.email,
      action: 'email.retry',
      targetType: 'email',
      targetId: delivery.id,
      details: { kind: delivery.kind },
      now,
    }),
  ]);
  await queueEmail({ db, queue: c.env.EMAIL_QUEUE }, message, { dedupeKey, orderId: delivery.orderId ?? undefined });
}

async function rewrite(c: Context<AppEnv>, delivery: EmailDelivery, origin: string): Promise<EmailMessage> {
  const db = c.get('db');
  switch (delivery.kind) {
    case 'order_confirmation': {
      const order = await orderOf(db, delivery);
      return inOrderVersion({ db, bucket: c.env.MEDIA }, order, () =>
        orderConfirmationEmail(order, delivery.to, origin + orderPagePath(order)),
      );
    }
    case 'order_shipped': {
      const order = await orderOf(db, delivery);
      if (!order.shippedAt) throw notRetryable('The order of this e-mail has not shipped');
      return inOrderVersion({ db, bucket: c.env.MEDIA }, order, () => orderShippedEmail(order, delivery.to, origin + orderPagePath(order)));
    }
    case 'order_sold_out': {
      const order = await orderOf(db, delivery);
      return inOrderVersion({ db, bucket: c.env.MEDIA }, order, () => orderSoldOutEmail(order, delivery.to, origin + orderPagePath(order)));
    }
    case 'stock_alert': {
      const low = await currentLowStock(db);
      if (low.length === 0) throw notRetryable('No product is low on stock any more');
      return stockAlertEmail(delivery.to, low, `${origin}/admin/inventory`);
    }
    case 'welcome': {
      const subscriber = await findSubscriberByEmail(db, delivery.to);
      if (!subscriber) throw notRetryable('This address is no longer subscribed');
      return welcomeEmailFor(c.env, origin, subscriber);
    }
    case 'resubscribe': {
      const subscriber = await findAnySubscriberByEmail(db, delivery.to);
      if (!subscriber?.unsubscribedAt) throw notRetryable('This address is subscribed already, or no longer on the list');
      return resubscribeEmailFor(c.env, origin, subscriber);
    }
    case 'verify': {
      const user = await findUserByEmail(db, delivery.to);
      if (!user || user.emailVerifiedAt) throw notRetryable('This account no longer needs verifying');
      const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
      return authEmail('verify', language, user, await issueLink(c, user.id, 'verify', origin, language));
    }
    case 'membership_cancel':
    case 'membership_resume': {
      const user = await findUserByEmail(db, delivery.to);
      const membership = user && (await findMembershipByUser(db, user.id));
      const cancelled = delivery.kind === 'membership_cancel';
      if (!user || !membership?.currentPeriodEnd || !isMember(membership) || membership.cancelAtPeriodEnd !== cancelled)
        throw notRetryable('The membership no longer stands as this e-mail says');
      const language = languageOf(user.language);
      return membershipEmail(
        delivery.kind,
        language,
        user.email,
        membership.currentPeriodEnd,
        origin + localisedPath('/account', language),
      );
    }
    case 'support_received':
    case 'support_reply': {
      const message = await supportEmailAgain(db, delivery);
      if (!message) throw notRetryable('The support request of this e-mail no longer exists');
      return message;
    }
    case 'early_access': {
      const message = await noticeAgain({ db, env: c.env, origin, now: new Date(Date.now()) }, delivery.dedupeKey);
      if (!message) throw notRetryable('The member no longer wants this notice, or the product is no longer in early access');
      return message;
    }
    case 'supply_reminder': {
      const message = await reminderAgain({ db, origin, now: new Date(Date.now()) }, delivery.dedupeKey);
      if (!message) throw notRetryable('The supply has run out since, or the member left or turned reminders off');
      return message;
    }
    case 'review_invitation': {
      const message = await invitationAgain({ db, bucket: c.env.MEDIA, origin, now: new Date(Date.now()) }, delivery.orderId);
      if (!message) throw notRetryable('The buyer opted out since, or every link of this invitation was used');
      return message;
    }
    case 'reset':
    case 'signin_link':
      throw notRetryable('A password reset or sign-in link is asked for again by the account owner');
  }
}

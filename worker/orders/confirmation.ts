import { findOrderWithLines } from '../db/orders';
import { inOrderVersion } from '../catalogue/versions';
import { ApiError } from '../lib/errors';
import { queueEmail } from '../mail/queue';
import { orderConfirmationEmail } from '../mail/templates/order-confirmation';
import { orderPagePath } from '../../core/pages';
import type { AfterPaymentDeps } from './after-payment';

/**
 * Queues a paid order's confirmation e-mail, once. Called after each change that can make an order paid
 * (Stripe's webhook, the local Pay button), with the order's reference or Checkout session id. The
 * order's one delivery record (dedupe key) decides which call queues it, so repeats and concurrent
 * deliveries queue nothing more; the queue's consumer sends it, retrying, and only then stamps
 * `confirmation_sent_at`. An order without an address (a guest's local test payment) gets none.
 * When the queue refuses the e-mail, 503: Stripe delivers its event again and the next call queues it.
 */
export async function confirmPaidOrder(deps: AfterPaymentDeps, key: string): Promise<void> {
  const { db, log } = deps;
  const order = await findOrderWithLines(db, key);
  if (!order || order.status !== 'paid' || order.confirmationSentAt) return;
  if (!order.customerEmail || deps.origin === null) {
    log.info('paid order has no e-mail address: no confirmation sent', { orderId: order.id });
    return;
  }
  const orderUrl = deps.origin + orderPagePath(order);
  try {
    const message = await inOrderVersion({ db, bucket: deps.env.MEDIA }, order, () =>
      orderConfirmationEmail(order, order.customerEmail!, orderUrl),
    );
    await queueEmail({ db, queue: deps.queue }, message, {
      dedupeKey: `order-confirmation:${order.id}`,
      orderId: order.id,
    });
  } catch (error) {
    const refusal = new ApiError(503, 'email_unavailable', 'The order confirmation could not be queued; it will be on the next delivery');
    refusal.cause = error;
    throw refusal;
  }
}

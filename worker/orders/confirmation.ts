import type { Context } from 'hono';
import { claimOrderConfirmation, findOrderWithLines } from '../db/orders';
import { publicOrigin } from '../lib/env';
import { sendEmail } from '../lib/mailer';
import type { AppEnv } from '../types';
import { orderConfirmationEmail } from './confirmation-email';

/**
 * Sends a paid order's confirmation e-mail, once. Called after each change that can make an order paid
 * (Stripe's webhook, the local Pay button), with the order's reference or Checkout session id; the claim
 * in D1 decides which call sends, so repeats and concurrent deliveries send nothing more. An order
 * without an address (a guest's local test payment) gets none. The payment is already recorded, so a
 * failure here is logged, never answered as an error.
 */
export async function confirmPaidOrder(c: Context<AppEnv>, key: string): Promise<void> {
  const db = c.get('db');
  const log = c.get('log');
  try {
    const order = await findOrderWithLines(db, key);
    if (!order || order.status !== 'paid' || order.confirmationSentAt) return;
    if (!order.customerEmail) {
      log.info('paid order has no e-mail address: no confirmation sent', { orderId: order.id });
      return;
    }
    if (!(await claimOrderConfirmation(db, order.id, new Date(Date.now())))) return;
    const orderUrl = `${publicOrigin(c.env, c.req.url)}/payment-success?session_id=${encodeURIComponent(order.reference)}`;
    await sendEmail(c, orderConfirmationEmail(order, order.customerEmail, orderUrl));
  } catch (error) {
    log.error('order confirmation e-mail failed', { key, error });
  }
}

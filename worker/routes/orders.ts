import { Hono } from 'hono';
import type { OrderSummary } from '../../core/api/orders';
import { findOrderWithLines } from '../db/orders';
import { notFound } from '../lib/errors';
import type { AppEnv } from '../types';

/** References and Stripe session ids are short ASCII tokens; anything else cannot match. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,255}$/;

/**
 * GET /api/orders/:reference — what /payment-success shows. The key is the order reference (local
 * payments) or the Stripe Checkout session id (`session_id` on Stripe's return); both are unguessable,
 * and the answer holds no personal data.
 */
export const orders = new Hono<AppEnv>().get('/:reference', async (c) => {
  const key = c.req.param('reference');
  const order = KEY_PATTERN.test(key) ? await findOrderWithLines(c.get('db'), key) : undefined;
  if (!order) throw notFound('No such order');
  return c.json<OrderSummary>({
    reference: order.reference,
    status: order.status,
    kind: order.kind,
    currency: order.currency,
    lines: order.lines.map((line) => ({
      productId: line.productId,
      dealId: line.dealId,
      name: line.name,
      unitCents: line.unitCents,
      quantity: line.quantity,
      totalCents: line.totalCents,
    })),
    shippingId: order.shippingId,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    // Money after checkout: what was refunded so far, and a card dispute's state (null: none).
    refundedCents: order.refundedCents,
    disputeStatus: order.disputeStatus,
  });
});

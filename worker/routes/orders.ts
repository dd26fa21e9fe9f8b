import { Hono } from 'hono';
import { orderLookupBody } from '../../core/api/orders';
import { mailboxOf } from '../../core/validation';
import { findOrderWithLines } from '../db/orders';
import { clientLimit } from '../lib/client-limits';
import { ApiError, notFound } from '../lib/errors';
import { validate } from '../middleware/validate';
import { orderProgress, orderSummary } from '../db/order-summary';
import { isPlacingBrowser } from '../payments/checkout-token';
import type { AppEnv } from '../lib/app-env';

/** References and Stripe session ids are short ASCII tokens; anything else cannot match. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,255}$/;
const REFERENCE_PATTERN = /^VG-[0-9A-Z-]{1,40}$/;

/**
 * GET /api/orders/:reference — what /payment-success shows. The key is the order reference or the Stripe
 * Checkout session id (`session_id` on Stripe's return). References are unguessable but not secret (packing
 * slips, e-mail subjects, URLs), so the answer holds no personal data, the shipment's carrier, tracking
 * number and link go only to the browser that placed the order (its checkout cookie), and each client's
 * reads are limited.
 *
 * POST /api/orders/lookup — "Track your order": the reference and the e-mail address the order was
 * placed with. A reference that does not exist and an address that is not the order's get the same 404
 * `order_lookup_failed`, after the same query, so the answer never tells which references exist.
 */
export const orders = new Hono<AppEnv>()
  .post('/lookup', clientLimit('order-lookup'), validate('json', orderLookupBody), async (c) => {
    const { reference, email } = c.req.valid('json');
    const order = await findOrderWithLines(c.get('db'), REFERENCE_PATTERN.test(reference) ? reference : 'VG-NONE');
    const mailbox = mailboxOf(email);
    const matches =
      order !== undefined && order.reference === reference && order.customerMailbox !== null && order.customerMailbox === mailbox;
    if (!matches) throw new ApiError(404, 'order_lookup_failed', 'No order with this reference and e-mail address');
    return c.json(orderSummary(order));
  })
  .get('/:reference', clientLimit('order-status'), async (c) => {
    const key = c.req.param('reference');
    const order = KEY_PATTERN.test(key) ? await findOrderWithLines(c.get('db'), key) : undefined;
    if (!order) throw notFound('No such order');
    return c.json((await isPlacingBrowser(c, order.checkoutKey)) ? orderSummary(order) : orderProgress(order));
  });

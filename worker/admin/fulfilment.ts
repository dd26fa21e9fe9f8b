import { type Carrier, SHIPPABLE_STATUSES, checkTrackingNumber, shippingHoldOf } from '../../core/fulfilment';
import type { Db } from '../db/client';
import { cancelStatements, deliverStatements, justCancelled, shipStatements } from '../db/fulfilment';
import { type Order, findOrderById } from '../db/orders';
import { releaseStockStatements } from '../db/stock';
import { ApiError, badRequest } from '../lib/errors';
import type { Logger } from '../lib/log';
import { runStatements } from '../orders/fulfilment';
import { inviteToReview } from '../orders/review-invitations';
import { type ShipmentMailDeps, queueShippedEmail } from '../orders/shipment-email';
import type { Operator } from '../lib/app-env';
import { type RefundDeps, refundOrder, refundableCents } from './refund';

export interface FulfilmentDeps extends ShipmentMailDeps {
  env: Env;
  now: Date;
  log: Logger;
}

const isShippable = (order: Order) => (SHIPPABLE_STATUSES as readonly string[]).includes(order.status);

/** The order as it is after a batch, to tell whether this request's change applied. */
async function reread(db: Db, order: Order): Promise<Order> {
  return (await findOrderById(db, order.id)) ?? order;
}

/** Why the order should not ship yet (its dispute, or Radar's early fraud warning), or null. */
export const holdOf = (order: Order) => shippingHoldOf({ disputeStatus: order.disputeStatus, fraudWarning: order.fraudWarningAt !== null });

/**
 * Mark shipped: a paid (or partly refunded) order that has not shipped gets its carrier and tracking
 * number (checked against the carrier's formats), in one batch with the audit row; then the shopper's
 * "your order has shipped" e-mail is queued. Shipping an unpaid, shipped or cancelled order: 409. An
 * order whose payment is disputed or flagged by Radar ships only with the operator's reason for
 * overriding the hold, kept in the audit row; without one, 409 `order_payment_at_risk`.
 */
export async function shipOrder(
  deps: FulfilmentDeps,
  order: Order,
  shipment: { carrier: Carrier; trackingNumber: string; overrideReason?: string },
  operator: Operator,
): Promise<Order> {
  const trackingNumber = checkTrackingNumber(shipment.carrier, shipment.trackingNumber);
  if (!trackingNumber) throw badRequest('invalid_tracking_number', `Not a ${shipment.carrier} tracking number`);
  if (order.fulfilmentStatus !== 'unfulfilled' || !isShippable(order)) throw notShippable(order);
  const override = shipment.overrideReason;
  if (holdOf(order) && !override) throw atRisk(order);
  const audit = {
    operatorEmail: operator.email,
    action: 'order.ship',
    reference: order.reference,
    details: {
      carrier: shipment.carrier,
      trackingNumber,
      ...(override && holdOf(order) ? { hold: holdOf(order), overrideReason: override } : {}),
    },
    now: deps.now,
  };
  await runStatements(
    deps.db,
    shipStatements(deps.db, order.id, { carrier: shipment.carrier, trackingNumber }, audit, override !== undefined),
  );
  const after = await reread(deps.db, order);
  if (after.fulfilmentStatus !== 'shipped' || after.shippedAt?.getTime() !== deps.now.getTime())
    throw holdOf(after) && !override && after.fulfilmentStatus === 'unfulfilled' ? atRisk(after) : notShippable(after);
  await mailShipment(deps, order.reference);
  return after;
}

function atRisk(order: Order) {
  return new ApiError(
    409,
    'order_payment_at_risk',
    `The payment is at risk (${holdOf(order)}): ship only with a reason for overriding the hold`,
    { hold: holdOf(order), dispute: order.disputeStatus },
  );
}

/** The e-mail is queued after the change; if the queue refuses it, the hourly catch-up sends it (orders/shipment-email.ts). */
export async function mailShipment(deps: ShipmentMailDeps, reference: string): Promise<void> {
  await queueShippedEmail(deps, reference).catch((error: unknown) =>
    deps.log.error('shipping e-mail not queued: the hourly run will retry', { reference, error }),
  );
}

function notShippable(order: Order) {
  const why =
    order.fulfilmentStatus !== 'unfulfilled' ? `The order is already ${order.fulfilmentStatus}` : 'Only a paid order can be shipped';
  return new ApiError(409, 'order_not_shippable', why, { fulfilment: order.fulfilmentStatus, status: order.status });
}

/**
 * Mark delivered: only a shipped order. Then the buyer's invitation to review is queued (once per order); if the
 * queue refuses it, the hourly run sends it (orders/review-invitations.ts).
 */
export async function deliverOrder(deps: FulfilmentDeps, order: Order, operator: Operator): Promise<Order> {
  const refusal = () =>
    new ApiError(409, 'order_not_deliverable', 'Only a shipped order can be marked delivered', { fulfilment: order.fulfilmentStatus });
  if (order.fulfilmentStatus !== 'shipped') throw refusal();
  const audit = { operatorEmail: operator.email, action: 'order.deliver', reference: order.reference, details: {}, now: deps.now };
  await runStatements(deps.db, deliverStatements(deps.db, order.id, audit));
  const after = await reread(deps.db, order);
  if (after.fulfilmentStatus !== 'delivered' || after.deliveredAt?.getTime() !== deps.now.getTime()) throw refusal();
  await inviteToReview(deps, order.id).catch((error: unknown) =>
    deps.log.error('review invitation not queued: the hourly run will retry', { reference: order.reference, error }),
  );
  return after;
}

/**
 * Cancel and refund, before the order ships. The order is claimed first: unfulfilled → cancelled (only if
 * it still is), its stock returned, with the audit row, in one batch; so a second operator or a running
 * import cannot ship it once the money is on its way back, and a shipped order is never refunded here.
 * Then whatever is left to refund goes back through the console's refund path (Stripe's refunds API, or
 * the local provider's). If that refund fails (502) the order stays cancelled with money owed: the console
 * says so, and cancelling again retries only the refund. Its idempotency key names the amount owed and
 * what had failed before: a retry of the same refund is that refund at Stripe; once another refund changed
 * what is owed, or this one failed at the bank, the next is a new request, not Stripe's idempotency_error
 * (same key, other parameters) nor a replay of the first.
 */
export async function cancelOrder(
  deps: FulfilmentDeps & RefundDeps,
  order: Order,
  operator: Operator,
): Promise<{ order: Order; refund: 'applied' | 'requested' | 'none' }> {
  const refusal = (current: Order) =>
    new ApiError(409, 'order_not_cancellable', 'Only a paid order that has not shipped can be cancelled', {
      fulfilment: current.fulfilmentStatus,
      status: current.status,
    });
  const owed = order.fulfilmentStatus === 'cancelled' && refundableCents(order) > 0;
  if (!owed) {
    if (order.fulfilmentStatus !== 'unfulfilled' || !['paid', 'partially_refunded', 'refunded'].includes(order.status))
      throw refusal(order);
    const audit = {
      operatorEmail: operator.email,
      action: 'order.cancel',
      reference: order.reference,
      details: { refundCents: refundableCents(order) },
      now: deps.now,
    };
    await runStatements(deps.db, [
      ...cancelStatements(deps.db, order.id, audit),
      ...releaseStockStatements(deps.db, order.id, justCancelled(order.id, deps.now), deps.now),
    ]);
  }
  const claimed = await reread(deps.db, order);
  if (claimed.fulfilmentStatus !== 'cancelled' || (!owed && claimed.cancelledAt?.getTime() !== deps.now.getTime())) throw refusal(claimed);
  const amountCents = refundableCents(claimed);
  const refund =
    amountCents > 0
      ? await refundOrder(
          deps,
          claimed,
          { amountCents, idempotencyKey: `cancel-${order.id}-refund-${amountCents}-${claimed.refundFailedCents}` },
          operator,
        )
      : 'none';
  return { order: await reread(deps.db, order), refund };
}

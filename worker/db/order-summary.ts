import type { OrderStatusAnswer, OrderSummary, ShipmentSummary } from '../../core/api/orders';
import { trackingUrl } from '../../core/fulfilment';
import type { Order, OrderLine } from './orders';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Where an order's parcel is, as the shopper and the console see it. */
export function shipmentOf(
  order: Pick<Order, 'fulfilmentStatus' | 'shippedAt' | 'deliveredAt' | 'cancelledAt' | 'carrier' | 'trackingNumber'>,
): ShipmentSummary {
  return {
    status: order.fulfilmentStatus,
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.carrier && order.trackingNumber ? trackingUrl(order.carrier, order.trackingNumber) : null,
  };
}

/** An order's lines as the API shows them, to the shopper and to the console alike. */
export function summaryLines(lines: OrderLine[]): OrderSummary['lines'] {
  return lines.map(({ productId, dealId, name, unitCents, quantity, totalCents }) => ({
    productId,
    dealId,
    name,
    unitCents,
    quantity,
    totalCents,
  }));
}

/** What the status page and "Track your order" show of an order: no personal data. */
export function orderSummary(order: Order & { lines: OrderLine[] }): OrderSummary {
  return {
    reference: order.reference,
    status: order.status,
    kind: order.kind,
    currency: order.currency,
    lines: summaryLines(order.lines),
    shippingId: order.shippingId,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    taxCents: order.taxCents,
    // Money after checkout: what was refunded so far, and a card dispute's state (null: none).
    refundedCents: order.refundedCents,
    disputeStatus: order.disputeStatus,
    fulfilment: shipmentOf(order),
  };
}

/**
 * What the status page shows someone who has only the reference (not the browser that placed the order):
 * the summary without the carrier, tracking number and link, which would let them follow the parcel.
 */
export function orderProgress(order: Order & { lines: OrderLine[] }): OrderStatusAnswer {
  const { carrier: _carrier, trackingNumber: _number, trackingUrl: _url, ...progress } = shipmentOf(order);
  return { ...orderSummary(order), fulfilment: progress };
}

import * as z from 'zod';
import type { Carrier, FulfilmentStatus } from '../fulfilment';
import type { PlanId } from '../plans';
import type { DisputeStatus, MembershipStatus, OrderStatus } from '../statuses';

/** What the shop answers about orders and memberships: the status page and /account read these. */

export interface OrderLineSummary {
  productId: string | null;
  dealId: string | null;
  name: string;
  unitCents: number;
  quantity: number;
  totalCents: number;
}

/** Where the parcel is: separate from payment, forward only (core/fulfilment.ts). Dates are ISO 8601. */
export interface ShipmentSummary {
  status: FulfilmentStatus;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  carrier: Carrier | null;
  trackingNumber: string | null;
  /** The carrier's public tracking page for this parcel, when the carrier has one. */
  trackingUrl: string | null;
}

/**
 * Where the parcel is without what follows it (the carrier, its tracking number and link): what a reader who
 * has only the order's reference sees. References are printed on packing slips and sit in e-mail subjects
 * and URLs.
 */
export type ShipmentProgress = Omit<ShipmentSummary, 'carrier' | 'trackingNumber' | 'trackingUrl'>;

/** An order's status, totals and lines: no personal data. "Track your order" (with the e-mail) answers this. */
export interface OrderSummary<Shipment extends ShipmentProgress = ShipmentSummary> {
  reference: string;
  status: OrderStatus;
  kind: 'cart' | 'buy_now' | 'package';
  currency: string;
  lines: OrderLineSummary[];
  shippingId: string;
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  /** The shop's total, before sales tax. */
  totalCents: number;
  /** Sales tax charged on top (Stripe Tax); 0 when none was. */
  taxCents: number;
  /** Cents returned after checkout (refunds); never decreases. */
  refundedCents: number;
  /** A card dispute's state, null without one. */
  disputeStatus: DisputeStatus | null;
  fulfilment: Shipment;
}

/**
 * GET /api/orders/:reference (the reference, or Stripe's session id) → the order's summary; the shipment's
 * carrier, tracking number and link only for the browser that placed the order (its checkout cookie), others
 * get a ShipmentProgress. 404 not_found; 429 rate_limited (per client).
 */
export type OrderStatusAnswer = OrderSummary<ShipmentSummary | ShipmentProgress>;

/**
 * POST /api/orders/lookup ("Track your order"): an order reference and the e-mail address it was placed
 * with → its OrderSummary. A wrong reference and a wrong address get the same 404 `order_lookup_failed`.
 */
export const orderLookupBody = z.object({
  reference: z.string().trim().toUpperCase().max(64),
  email: z.string().max(320),
});

/** GET /api/account/orders → { orders }, newest first. 401 unauthenticated. */
export interface AccountOrder {
  reference: string;
  kind: 'cart' | 'buy_now' | 'package';
  status: OrderStatus;
  totalCents: number;
  /** Sales tax charged on top of the total. */
  taxCents: number;
  currency: string;
  createdAt: string;
  paidAt: string | null;
  refundedCents: number;
  disputeStatus: DisputeStatus | null;
  fulfilment: ShipmentSummary;
}

/** GET /api/membership → { membership } (null: none). 401 unauthenticated. */
export interface MembershipSummary {
  plan: PlanId;
  status: MembershipStatus;
  provider: 'local' | 'stripe';
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}
